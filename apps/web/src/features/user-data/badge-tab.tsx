import { useTranslation } from 'react-i18next';
import './user-data.css';

/**
 * The badge (spec core §2 "User data": a badge tab opening an external link, and a badge iframe):
 * the registration system's page framed in the tab, with a link opening it on its own.
 */
export function BadgeTab({ url }: { url: string }) {
  const { t } = useTranslation();
  return (
    <div className="badge-tab">
      <p>
        <a href={url} target="_blank" rel="noopener noreferrer" data-testid="badge-link">
          {t('userData.openBadge')}
          <span className="visually-hidden"> {t('userData.opensInNewTab')}</span>
        </a>
      </p>
      {/* Scripts may be needed by the registration system's page; it stays in its own origin. */}
      <iframe
        className="badge-frame"
        src={url}
        title={t('userData.badgeFrame')}
        loading="lazy"
        referrerPolicy="no-referrer"
        sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
        data-testid="badge-frame"
      />
    </div>
  );
}

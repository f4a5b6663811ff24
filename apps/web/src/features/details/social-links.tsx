import { useTranslation } from 'react-i18next';
import { websiteHref } from './contact-links.js';
import { lumpObject, objectText, type RecordFields } from './record-fields.js';

/** Networks the catalog's `lump.social` may name (spec modules §3), in display order. */
const NETWORKS = ['ln', 'tw', 'fb', 'ig', 'yt'] as const;

/** Links to the item's social network pages, named for screen readers; nothing when there are none. */
export function SocialLinks({ record }: { record: RecordFields }) {
  const { t } = useTranslation();
  const social = lumpObject(record, 'social');
  const links = NETWORKS.map((network) => ({
    network,
    href: websiteHref(objectText(social, network)),
  })).filter((link): link is { network: (typeof NETWORKS)[number]; href: string } => link.href !== null);
  if (links.length === 0) return null;
  return (
    <ul className="social-links" aria-label={t('details.social')}>
      {links.map((link) => (
        <li key={link.network}>
          <a href={link.href} target="_blank" rel="noopener noreferrer">
            {t(`details.networks.${link.network}`)}
          </a>
        </li>
      ))}
    </ul>
  );
}

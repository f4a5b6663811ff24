import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../shell/app-context.js';
import { websiteHref } from './contact-links.js';
import { lumpObject, objectText, type RecordFields } from './record-fields.js';

/**
 * The item's document (lump.document {label, link, restricted}). A restricted document needs a
 * login, so it is hidden when the show has no login at all (spec modules §5).
 */
export function DocumentLink({ record }: { record: RecordFields }) {
  const { t } = useTranslation();
  const { config } = useApp();
  const headingId = useId();
  const document = lumpObject(record, 'document');
  const href = websiteHref(objectText(document, 'link'));
  if (!document || !href) return null;
  if (document.restricted === true && !config?.features.login) return null;
  return (
    <section className="detail-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('details.document')}</h2>
      <a href={href} target="_blank" rel="noopener noreferrer" className="document-link">
        {objectText(document, 'label') || t('details.openDocument')}
      </a>
    </section>
  );
}

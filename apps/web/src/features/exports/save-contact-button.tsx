import { type CatalogRecord, type VCardVersion, vCardFileName, writeVCard } from '@showfloor/core';
import { useTranslation } from 'react-i18next';
import { contactOfRecord } from './contact-card.js';
import { downloadFile } from './download-file.js';

/** Saves a speaker's, participant's or exhibitor contact's card as a .vcf file in the chosen version. */
export function SaveContactButton({
  record,
  version = '3.0',
}: {
  record: CatalogRecord;
  version?: VCardVersion;
}) {
  const { t } = useTranslation();
  const save = () => {
    const contact = contactOfRecord(record);
    downloadFile(writeVCard(contact, version), vCardFileName(contact), 'text/vcard;charset=utf-8');
  };
  return (
    <button type="button" className="detail-flag" onClick={save} data-testid="save-contact">
      {t('exports.saveContact')}
    </button>
  );
}

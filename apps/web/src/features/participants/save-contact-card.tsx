import { type Participant, participantVCardContact, vCardFileName, writeVCard } from '@showfloor/core';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../exports/index.js';

/**
 * The contact sheet's save button on the web (spec core §2 "save-to-device", `contactCardOffer`):
 * the contact's card as a vCard 3.0 file, which phones and address books open to add the contact.
 */
export function SaveContactCard({ participant }: { participant: Participant }) {
  const { t } = useTranslation();
  const save = () => {
    const contact = participantVCardContact(participant);
    downloadFile(writeVCard(contact, '3.0'), vCardFileName(contact), 'text/vcard;charset=utf-8');
  };
  return (
    <button type="button" onClick={save} data-testid="save-contact-card">
      {t('participants.saveCard')}
    </button>
  );
}

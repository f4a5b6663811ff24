import type { NotesMailError } from '@showfloor/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendNotesMail } from '../../platform/network/index.js';
import { accountShape } from '../../platform/storage/index.js';
import { useApp } from '../../shell/app-context.js';
import { ModalDialog } from '../../shell/index.js';
import { useIsLoggedIn } from '../login/index.js';
import { notesMailContent } from './notes-mail-content.js';

/** Export of the notes by e-mail: recipient required, of e-mail type; success closes the form. */
export function NotesExportForm({
  entries,
  onClose,
}: {
  entries: readonly { title: string; text: string }[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { services, config, language } = useApp();
  const isLoggedIn = useIsLoggedIn();
  const [recipient, setRecipient] = useState(() =>
    // The logged-in user's name prefills the recipient (spec modules §5).
    isLoggedIn ? (services.storage.read(accountShape)?.username ?? '') : '',
  );
  const [error, setError] = useState<NotesMailError | null>(null);
  const [isSending, setSending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    const showName = config?.name[language] ?? '';
    const failure = await sendNotesMail(
      services.api,
      {
        expeditor: showName || 'Showfloor',
        recipient,
        subject: t('notes.mailSubject', { show: showName }),
        content: notesMailContent(entries),
      },
      // The back office publishes its key in config.json (spec modules §7: the app sends it).
      config?.notesMailKey ?? '',
    );
    setSending(false);
    setError(failure);
    if (!failure) {
      services.notifications.add({ message: 'notes.exportSuccess', level: 'info' });
      onClose();
    }
  };
  return (
    <ModalDialog title={t('notes.exportTitle')} onClose={onClose} testId="notes-export">
      <form onSubmit={(event) => void submit(event)}>
        <label htmlFor="notes-recipient">{t('notes.recipient')}</label>
        <input
          id="notes-recipient"
          type="email"
          required
          autoComplete="email"
          value={recipient}
          onChange={(event) => setRecipient(event.target.value)}
        />
        {error ? (
          <p role="alert" className="form-error">
            {t(`notes.errors.${error}`)}
          </p>
        ) : null}
        <div className="dialog-actions">
          <button type="button" onClick={onClose}>
            {t('notes.cancel')}
          </button>
          <button type="submit" disabled={isSending}>
            {t('notes.send')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}

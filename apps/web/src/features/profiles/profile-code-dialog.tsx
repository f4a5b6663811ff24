import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ProfileCodeDialogProps {
  /** The profile's title and label, which title the prompt (spec core §2). */
  title: string;
  label: string | undefined;
  /** A sentence shown in the prompt (offline: a connection is needed to check the code). */
  notice?: string | undefined;
  /** The back office is checking the code: the prompt waits. */
  isChecking?: boolean;
  onSubmit: (code: string) => void;
  onCancel: () => void;
}

/**
 * The access-code prompt of a protected profile: a modal dialog (focus kept inside, Escape
 * cancels) rather than window.prompt, which screen readers and the native shell handle badly.
 */
export function ProfileCodeDialog({
  title,
  label,
  notice,
  isChecking = false,
  onSubmit,
  onCancel,
}: ProfileCodeDialogProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const [code, setCode] = useState('');
  const titleId = useId();
  const inputId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(code);
  };

  return (
    <dialog
      ref={dialog}
      className="app-dialog profile-code-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <form onSubmit={submit}>
        <h2 id={titleId}>{label ? `${title} – ${label}` : title}</h2>
        <label htmlFor={inputId}>{t('profiles.codeLabel')}</label>
        <input
          id={inputId}
          type="password"
          autoComplete="off"
          inputMode="text"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          required
        />
        <p className="profile-code-notice" role="status">
          {notice ?? ''}
        </p>
        <div className="dialog-actions">
          <button type="button" onClick={onCancel}>
            {t('profiles.cancel')}
          </button>
          <button type="submit" className="primary" disabled={isChecking} aria-busy={isChecking}>
            {t('profiles.confirm')}
          </button>
        </div>
      </form>
    </dialog>
  );
}

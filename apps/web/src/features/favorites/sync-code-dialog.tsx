import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../shell/modal-dialog.js';
import type { FavoritesSyncController } from './favorites-sync-controller.js';
import { useFavoritesSync } from './use-favorites-sync.js';

/** Groups of four digits, easier to read out and to copy to another device. */
function spacedCode(code: string): string {
  return code.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * The synchronisation code dialog (spec core §2, §4): choice, fetching, form. Its state is the core
 * machine's, held by the sync controller; this only draws it and sends the user's actions.
 */
export function SyncCodeDialog({ favoritesSync }: { favoritesSync: FavoritesSyncController }) {
  const { t } = useTranslation();
  const { dialog } = useFavoritesSync(favoritesSync);
  const inputId = useId();
  const errorId = useId();
  if (!dialog.isOpen) return null;
  const close = () => favoritesSync.dispatch({ type: 'close' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    favoritesSync.dispatch({ type: 'submit' });
  };
  return (
    <ModalDialog title={t('favorites.sync.dialogTitle')} onClose={close} testId="sync-code-dialog">
      {dialog.step === 'choice' ? (
        <div className="sync-dialog-choice">
          <p>{t('favorites.sync.choiceExplain')}</p>
          <button type="button" onClick={() => favoritesSync.dispatch({ type: 'newCode' })}>
            {t('favorites.sync.newCode')}
          </button>
          <button type="button" onClick={() => favoritesSync.dispatch({ type: 'haveCode' })}>
            {t('favorites.sync.haveCode')}
          </button>
        </div>
      ) : null}
      {dialog.step === 'fetching' ? (
        <p role="status" aria-live="polite">
          {t('favorites.sync.fetching')}
        </p>
      ) : null}
      {dialog.step === 'form' ? (
        <form onSubmit={submit} noValidate>
          {dialog.generatedCode !== null ? (
            <p>
              {t('favorites.sync.generated')}{' '}
              <strong className="sync-code" data-testid="sync-generated-code">
                {spacedCode(dialog.generatedCode)}
              </strong>
            </p>
          ) : null}
          <label htmlFor={inputId}>{t('favorites.sync.codeLabel')}</label>
          <input
            id={inputId}
            className="sync-code-input"
            inputMode="numeric"
            autoComplete="off"
            value={dialog.input}
            aria-invalid={dialog.inputError !== null}
            aria-describedby={dialog.inputError !== null ? errorId : undefined}
            onChange={(event) => favoritesSync.dispatch({ type: 'input', value: event.target.value })}
          />
          {dialog.inputError !== null ? (
            <p id={errorId} className="field-error" role="alert">
              {t(`favorites.sync.inputErrors.${dialog.inputError}`)}
            </p>
          ) : null}
          <div className="dialog-actions">
            <button type="submit">{t('favorites.sync.confirm')}</button>
          </div>
        </form>
      ) : null}
      <div className="dialog-actions">
        <button type="button" onClick={close}>
          {t('favorites.sync.close')}
        </button>
      </div>
    </ModalDialog>
  );
}

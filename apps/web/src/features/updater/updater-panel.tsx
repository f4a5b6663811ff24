import { isUpdateInProgress, type UpdaterState } from '@showfloor/core';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { sizeText } from './format-size.js';
import type { UpdaterController, UpdaterSnapshot } from './updater-controller.js';

function progressOf({ state, applyRatio }: UpdaterSnapshot): number | undefined {
  if (state.status === 'downloading') {
    const ratio =
      state.totalBytes > 0 ? state.bytes / state.totalBytes : state.index / Math.max(1, state.total);
    return Math.round(ratio * 100);
  }
  if (state.status === 'committing' || state.status === 'applying') return Math.round(applyRatio * 100);
  return undefined;
}

function ConfirmDialog({
  state,
  updater,
}: {
  state: UpdaterState & { status: 'confirming' };
  updater: UpdaterController;
}) {
  const { t, i18n } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    // showModal traps focus and makes the rest of the page inert while the user decides.
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  const size = sizeText(state.plan.totalBytes);
  return (
    <dialog
      ref={dialog}
      className="updater-dialog"
      aria-labelledby="updater-dialog-title"
      onCancel={(event) => {
        event.preventDefault();
        updater.decline();
      }}
    >
      <h2 id="updater-dialog-title">{t('updater.confirmTitle')}</h2>
      <p>
        {t('updater.confirmMessage', {
          size: t(size.key, { value: new Intl.NumberFormat(i18n.language).format(size.value) }),
        })}
      </p>
      <div className="dialog-actions">
        <button type="button" onClick={() => updater.decline()}>
          {t('updater.decline')}
        </button>
        <button type="button" className="primary" onClick={() => updater.confirm()}>
          {t('updater.accept')}
        </button>
      </div>
    </dialog>
  );
}

/** The "Check for updates" button, the confirmation dialog and the progress bar of an update. */
export function UpdaterPanel({ updater, hasData }: { updater: UpdaterController; hasData: boolean }) {
  const { t } = useTranslation();
  const snapshot = useSyncExternalStore(updater.subscribe, updater.getSnapshot);
  const { state } = snapshot;
  const busy = isUpdateInProgress(state);
  const percent = progressOf(snapshot);
  const label = state.status === 'downloading' ? t('updater.downloading') : t('updater.applying');
  return (
    <section className="updater" aria-label={t('updater.check')}>
      <button type="button" onClick={() => void updater.check({ userRequested: true })} disabled={busy}>
        {t('updater.check')}
      </button>
      <p className="updater-status" role="status">
        {state.status === 'checking' ? t('updater.checking') : null}
        {state.status === 'downloading'
          ? t('updater.downloadingFile', { index: state.index + 1, total: state.total })
          : null}
      </p>
      {percent === undefined ? null : (
        <div
          className="progress"
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <div className="progress-bar" style={{ width: `${percent}%` }} />
        </div>
      )}
      {state.status === 'failed' ? (
        <div className="updater-failure" role="alert">
          <span>
            {/* Without data on the device there is no "current data" to fall back on: say what to do. */}
            {t(
              !hasData
                ? 'updater.firstDownloadFailed'
                : state.reason === 'timeout'
                  ? 'updater.updateTimeout'
                  : 'updater.failed',
            )}
          </span>
          <button type="button" onClick={() => updater.dismiss()}>
            {t('updater.dismiss')}
          </button>
        </div>
      ) : null}
      {state.status === 'confirming' ? <ConfirmDialog state={state} updater={updater} /> : null}
    </section>
  );
}

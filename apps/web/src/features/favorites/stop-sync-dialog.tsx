import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../shell/modal-dialog.js';
import type { FavoritesSyncController } from './favorites-sync-controller.js';

/**
 * Stopping synchronisation asks whether to keep or delete the favorites of this device (spec
 * modules §9); in peering mode it can also make the code stop working on every device.
 */
export function StopSyncDialog({
  favoritesSync,
  hasCode,
  onClose,
}: {
  favoritesSync: FavoritesSyncController;
  hasCode: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [isRevoking, setRevoking] = useState(false);
  const [isWorking, setWorking] = useState(false);
  const revokeId = useId();
  const stop = async (keepFavorites: boolean) => {
    setWorking(true);
    const isStopped = await favoritesSync.stopSync({ keepFavorites, revoke: hasCode && isRevoking });
    setWorking(false);
    if (isStopped) onClose();
  };
  return (
    <ModalDialog title={t('favorites.sync.stopTitle')} onClose={onClose} testId="stop-sync-dialog">
      <p>{t('favorites.sync.stopQuestion')}</p>
      {hasCode ? (
        <p className="sync-revoke">
          <input
            id={revokeId}
            type="checkbox"
            checked={isRevoking}
            onChange={(event) => setRevoking(event.target.checked)}
          />
          <label htmlFor={revokeId}>{t('favorites.sync.revoke')}</label>
        </p>
      ) : null}
      <div className="dialog-actions">
        <button type="button" disabled={isWorking} onClick={() => void stop(true)}>
          {t('favorites.sync.keep')}
        </button>
        <button type="button" disabled={isWorking} onClick={() => void stop(false)}>
          {t('favorites.sync.delete')}
        </button>
        <button type="button" onClick={onClose}>
          {t('favorites.sync.cancel')}
        </button>
      </div>
    </ModalDialog>
  );
}

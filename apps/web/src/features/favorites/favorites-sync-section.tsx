import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../shell/app-context.js';
import { useLazyService } from '../../shell/lazy-service.js';
import type { FavoritesSyncController } from './favorites-sync-controller.js';
import { StopSyncDialog } from './stop-sync-dialog.js';
import { SyncCodeDialog } from './sync-code-dialog.js';
import { useFavoritesSync } from './use-favorites-sync.js';

/**
 * The favorites page's synchronisation block (spec core §2 "synchronization notice"): what the
 * sync truly does now (disabled, ongoing, failed, success), the code to enter on other devices, and
 * the ways to start, retry and stop. Login mode syncs with the account once logged in.
 */
export function FavoritesSyncSection() {
  const controller = useLazyService(useApp().services.favoritesSync);
  // Its code is fetched as the show's configuration arrives: the block shows once it is here.
  return controller === undefined ? null : <FavoritesSyncBlock favoritesSync={controller} />;
}

function FavoritesSyncBlock({ favoritesSync }: { favoritesSync: FavoritesSyncController }) {
  const { t } = useTranslation();
  const sync = useFavoritesSync(favoritesSync);
  const [isStopping, setStopping] = useState(false);
  const isLoginMode = sync.mode === 'login';
  return (
    <section className="favorites-sync" aria-labelledby="favorites-sync-title">
      <h2 id="favorites-sync-title">{t('favorites.sync.title')}</h2>
      <p
        className="favorites-sync-notice"
        role="status"
        data-testid="favorites-sync-status"
        data-status={sync.status}
      >
        {sync.isActive
          ? t(`favorites.sync.status.${sync.status}`)
          : t(isLoginMode ? 'favorites.sync.loginNeeded' : 'favorites.syncOff')}
      </p>
      {sync.isActive && sync.code !== null ? (
        <p>
          {t('favorites.sync.codeIs')}{' '}
          <strong className="sync-code">{sync.code.replace(/(\d{4})(?=\d)/g, '$1 ')}</strong>
        </p>
      ) : null}
      <div className="favorites-actions">
        {!sync.isActive && !isLoginMode ? (
          <button type="button" onClick={() => favoritesSync.dispatch({ type: 'open' })}>
            {t('favorites.sync.start')}
          </button>
        ) : null}
        {sync.isActive ? (
          <button
            type="button"
            disabled={sync.status === 'ongoing'}
            onClick={() => void favoritesSync.sync({ isUserAction: true })}
          >
            {t('favorites.sync.now')}
          </button>
        ) : null}
        {sync.isActive && !isLoginMode ? (
          <button type="button" onClick={() => setStopping(true)}>
            {t('favorites.sync.stop')}
          </button>
        ) : null}
      </div>
      <SyncCodeDialog favoritesSync={favoritesSync} />
      {isStopping ? (
        <StopSyncDialog
          favoritesSync={favoritesSync}
          hasCode={sync.code !== null}
          onClose={() => setStopping(false)}
        />
      ) : null}
    </section>
  );
}

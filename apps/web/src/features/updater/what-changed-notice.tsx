import type { WhatChanged } from '@showfloor/core';
import { useCallback, useSyncExternalStore } from 'react';
import { useApp } from '../../shell/app-context.js';
import { lazyService, useLazyService } from '../../shell/lazy-service.js';

/** The dialog's code, fetched when a notice first waits to be shown: most visits never have one. */
const dialogCode = lazyService(() => import('./what-changed-dialog.js'));

/** Shows the notice the last update left, until the visitor closes it; mounted once for the app. */
export function WhatChangedNotice() {
  const { services } = useApp();
  const store = services.whatChanged;
  const notice = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const close = useCallback(() => store.dismiss(), [store]);
  if (notice === null) return null;
  return <LoadedWhatChangedDialog key={notice.version} notice={notice} onClose={close} />;
}

/** The dialog once its code is here; the notice waits in the store meanwhile (or offline, until it can be fetched). */
function LoadedWhatChangedDialog(props: { notice: WhatChanged; onClose: () => void }) {
  const code = useLazyService(dialogCode);
  return code === undefined ? null : <code.WhatChangedDialog {...props} />;
}

import type { UpdaterController } from './updater-controller.js';
import type { WhatChangedStore } from './what-changed-store.js';

declare module '../../shell/app-services.js' {
  interface AppServices {
    /** Checks for new show data and applies it (spec core §7); the only writer of the local catalog. */
    updater: UpdaterController;
    /** The "What changed" notice of the last update that touched the visitor's favorites. */
    whatChanged: WhatChangedStore;
  }
}

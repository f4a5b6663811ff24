import type { UpdaterController } from './updater-controller.js';

declare module '../../shell/app-services.js' {
  interface AppServices {
    /** Checks for new show data and applies it (spec core §7); the only writer of the local catalog. */
    updater: UpdaterController;
  }
}

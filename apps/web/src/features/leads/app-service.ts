import type { LazyService } from '../../shell/lazy-service.js';
import type { LeadCaptureController } from './lead-capture-controller.js';

declare module '../../shell/app-services.js' {
  interface AppServices {
    /**
     * The exhibitor's lead capture (spec modules §7), one per app: its auto-sync keeps running after
     * the screen is left. Its code is fetched on first use, so it stays out of the first page's bundle.
     */
    leads: LazyService<LeadCaptureController>;
  }
}

import type { LazyService } from '../../shell/lazy-service.js';
import type { ReminderController } from './reminder-controller.js';

declare module '../../shell/app-services.js' {
  interface AppServices {
    /**
     * In-app session reminders and their switch (spec modules §9), shared by every screen: started
     * at once, their code fetched beside the first page's.
     */
    reminders: LazyService<ReminderController>;
  }
}

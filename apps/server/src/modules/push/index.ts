export { InboxService, inboxSendSchema } from './inbox.service.js';
export type { ProfileAccess } from './push.routes.js';
export { createPushServices, PUSH_API_PREFIXES, registerPushModule } from './register-push-module.js';

export { inboxSendSchema } from './inbox.service.js';
export { createPushServices, PUSH_API_PREFIXES, registerPushModule } from './register-push-module.js';

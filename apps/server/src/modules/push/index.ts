export { InboxService, inboxSendSchema } from './inbox.service.js';
export { InboxMessageRepository } from './inbox-message.repository.js';
export type { ProfileAccess } from './push.routes.js';
export { PushEndpointPolicy } from './push-endpoint-policy.js';
export { PushSubscriptionRepository } from './push-subscription.repository.js';
export { createPushServices, PUSH_API_PREFIXES, registerPushModule } from './register-push-module.js';

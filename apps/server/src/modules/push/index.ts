export { InboxService, inboxSendSchema } from './inbox.service.js';
export { InboxMessageRepository } from './inbox-message.repository.js';
export type { ProfileAccess } from './push.routes.js';
export { PushEndpointPolicy } from './push-endpoint-policy.js';
export type { PushOutcome, PushSender, PushTarget } from './push-sender.js';
export { PushSubscriptionRepository } from './push-subscription.repository.js';
export {
  createPushServices,
  PUSH_API_PREFIXES,
  type PushServices,
  registerPushModule,
} from './register-push-module.js';

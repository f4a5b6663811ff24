export { loadMailConfig, type MailConfig } from './mail-config.js';
export { MailSender, type OutgoingMail } from './mail-sender.js';
export { registerMailModule } from './register-mail-module.js';

export { loadMailConfig } from './mail-config.js';
export { registerMailModule } from './register-mail-module.js';

export { ProfileCodeRepository } from './profile-code.repository.js';
export type { ProfileCodesService } from './profile-codes.service.js';
export { PROFILE_PASS_KEY_FILE, signProfilePass } from './profile-pass.js';
export {
  createProfileCodesService,
  PROFILE_CODES_API_PREFIXES,
  registerProfileCodesModule,
} from './register-profile-codes-module.js';
export { saveShowConfig } from './save-show-config.js';

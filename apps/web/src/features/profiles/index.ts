export {
  chosenProfile,
  needsProfileChoice,
  readProfileKey,
  readStoredChoice,
  saveProfileKey,
} from './profile-choice.js';
export { forgetProfilePass, isProfileUnlocked, profilePassHeaders, unlockProfile } from './profile-unlock.js';
export { useChosenProfile, useProfileKey } from './use-chosen-profile.js';
export { useProfileGate } from './use-profile-gate.js';
export { useRestriction } from './use-restriction.js';

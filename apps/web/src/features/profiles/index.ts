export {
  chosenProfile,
  isProfileCodeAccepted,
  needsProfileChoice,
  readProfileKey,
  saveProfileKey,
} from './profile-choice.js';
export { useChosenProfile, useProfileKey } from './use-chosen-profile.js';
export { useProfileGate } from './use-profile-gate.js';
export { useRestriction } from './use-restriction.js';

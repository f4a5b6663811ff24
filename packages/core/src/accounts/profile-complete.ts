import type { UserProfile } from './account-protocol.js';

/** Spec core §5: a profile is complete only when these are all non-empty (`isProfileComplete`). */
export const PROFILE_COMPLETE_FIELDS = ['firstName', 'lastName', 'position', 'email', 'phone'] as const;
export type ProfileCompleteField = (typeof PROFILE_COMPLETE_FIELDS)[number];

/**
 * The fields that keep a profile from being complete, in the form's order, so the user-data page
 * can name them; the position falls back to the role (core §3 "position/role").
 */
export function missingProfileFields(
  profile: Pick<UserProfile, ProfileCompleteField | 'role'>,
): ProfileCompleteField[] {
  const values: Record<ProfileCompleteField, string> = {
    firstName: profile.firstName,
    lastName: profile.lastName,
    position: profile.position || profile.role,
    email: profile.email,
    phone: profile.phone,
  };
  return PROFILE_COMPLETE_FIELDS.filter((field) => values[field].trim() === '');
}

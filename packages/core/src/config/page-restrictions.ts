import { z } from 'zod';
import { PAGE_KEYS, type PageKey } from '../routing/page-paths.js';
import { PROFILE_KEYS, type ProfileKey } from './profile-keys.js';

/**
 * What a restriction list can hide (spec core §6, modules §4 "Anonymous versus logged in"): the note
 * and share buttons of a sheet, the met-contacts tab of the user-data page and the save-contact
 * button of a participant or contact sheet.
 */
export const RESTRICTABLE_ACTIONS = ['notes', 'share', 'contacts', 'saveContact'] as const;
export type RestrictableAction = (typeof RESTRICTABLE_ACTIONS)[number];

/**
 * One restriction list: on these pages (every page when `pages` is absent), these profiles do not
 * see these actions. The spec's build ships empty lists; a show sets them in its configuration.
 */
export const pageRestrictionSchema = z.object({
  pages: z
    .array(z.enum(PAGE_KEYS as readonly [PageKey, ...PageKey[]]))
    .min(1)
    .optional(),
  profiles: z.array(z.enum(PROFILE_KEYS)).min(1),
  hide: z.array(z.enum(RESTRICTABLE_ACTIONS)).min(1),
});
export type PageRestriction = z.infer<typeof pageRestrictionSchema>;

/** Whether the show's restriction lists hide `action` on `page` for `profile`. */
export function isRestricted(
  restrictions: readonly PageRestriction[] | undefined,
  target: { page: PageKey; profile: ProfileKey; action: RestrictableAction },
): boolean {
  return (restrictions ?? []).some(
    (rule) =>
      rule.hide.includes(target.action) &&
      rule.profiles.includes(target.profile) &&
      (rule.pages === undefined || rule.pages.includes(target.page)),
  );
}

import { isRestricted, type PageKey, type RestrictableAction } from '@showfloor/core';
import { useApp } from '../../shell/app-context.js';
import { useProfileKey } from './use-chosen-profile.js';

/**
 * Whether the show's restriction lists (spec core §6) hide `action` on `page` for the profile this
 * device runs with. A page that shows several items asks with the page of the item.
 */
export function useRestriction(page: PageKey | undefined, action: RestrictableAction): boolean {
  const { config } = useApp();
  const profile = useProfileKey();
  return page !== undefined && isRestricted(config?.restrictions, { page, profile, action });
}

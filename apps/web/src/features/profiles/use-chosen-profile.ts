import type { ProfileConfig } from '@showfloor/core';
import { useApp } from '../../shell/app-context.js';
import { chosenProfile, readStoredChoice } from './profile-choice.js';

/**
 * The profile this device runs with, or undefined before one is chosen. Screens that depend on
 * it re-render after a choice because choosing always navigates.
 */
export function useChosenProfile(): ProfileConfig | undefined {
  const { services, config } = useApp();
  return chosenProfile(config, readStoredChoice(services.storage));
}

/** The profile key for feature rules; a show not configured yet behaves as the default profile. */
export function useProfileKey(): ProfileConfig['key'] {
  return useChosenProfile()?.key ?? 'default';
}

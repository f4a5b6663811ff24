import type { Route } from '@showfloor/core';
import { useEffect } from 'react';
import { useApp } from '../../shell/app-context.js';
import { needsProfileChoice, readStoredChoice } from './profile-choice.js';

/**
 * Sends a visitor who has not chosen a profile to the chooser, keeping the page they asked for so
 * that they land on it afterwards (spec core §2 "Choose-profile"). Returns true while redirecting.
 */
export function useProfileGate(): boolean {
  const { services, config, router } = useApp();
  const mustChoose = needsProfileChoice(config, readStoredChoice(services.storage));
  const { route, navigate } = router;
  useEffect(() => {
    if (!mustChoose) return;
    const props: Route['props'] =
      route.pageKey === 'home' ? {} : { next: { pageKey: route.pageKey, props: route.props } };
    navigate({ pageKey: 'choose-profile', props });
  }, [mustChoose, route, navigate]);
  return mustChoose;
}

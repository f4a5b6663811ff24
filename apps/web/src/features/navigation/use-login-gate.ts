import { loginRouteFor, pageAccess } from '@showfloor/core';
import { useEffect } from 'react';
import { useApp } from '../../app/app-context.js';
import { isLoggedIn } from './login-state.js';

/**
 * Page access (spec core §4, §6): a page that needs a login, opened without one, sends the user to
 * login with the page kept as nextRoute and the message 'You must be authenticated to access this
 * page.'. The login page replaces the denied one, so back does not bounce between the two.
 * `isEnabled` is false while another gate (the profile chooser) already redirects. Returns true while
 * redirecting.
 */
export function useLoginGate(isEnabled: boolean): boolean {
  const { services, router } = useApp();
  const { route, replace } = router;
  const isDenied =
    isEnabled && pageAccess(route, isLoggedIn(services.store, Date.now())).kind === 'needsLogin';
  useEffect(() => {
    if (!isDenied) return;
    services.notifications.add({ message: 'login.messages.mustBeAuthenticated', level: 'warning' });
    replace(loginRouteFor(route));
  }, [isDenied, route, replace, services.notifications]);
  return isDenied;
}

import { loginRouteFor, pageAccess } from '@showfloor/core';
import { useEffect, useSyncExternalStore } from 'react';
import { useApp } from '../../shell/app-context.js';
import { useAccountSession } from '../login/index.js';
import { useProfileGate } from '../profiles/index.js';

/**
 * Page access (spec core §4, §6): a page that needs a login, opened without one, sends the user to
 * login with the page kept as nextRoute and the message 'You must be authenticated to access this
 * page.'. The login page replaces the denied one, so back does not bounce between the two.
 * `isEnabled` is false while another gate (the profile chooser) already redirects. While a token
 * received in the address is being checked, the page waits rather than sending the user to login.
 * Returns true while redirecting or waiting.
 */
export function useLoginGate(isEnabled: boolean): boolean {
  const { services, router } = useApp();
  const { route, replace } = router;
  const session = useAccountSession();
  // Only the end of a login attempt re-renders the page here: an AUTH_ERROR elsewhere is for the
  // flow that met it to handle (the contact button sends to login with its own nextAction).
  const isLogging = useSyncExternalStore(
    session.subscribe,
    () => session.getSnapshot().login.status === 'logging',
  );
  const needsLogin = isEnabled && pageAccess(route, session.isLoggedIn()).kind === 'needsLogin';
  const isWaiting = needsLogin && isLogging;
  const isDenied = needsLogin && !isWaiting;
  useEffect(() => {
    if (!isDenied) return;
    services.notifications.add({ message: 'login.messages.mustBeAuthenticated', level: 'warning' });
    replace(loginRouteFor(route));
  }, [isDenied, route, replace, services.notifications]);
  return needsLogin;
}

/**
 * The redirects of every page but home, in order: the profile chooser first, then login. True while
 * either sends the visitor elsewhere (the page is not drawn meanwhile).
 */
export function usePageRedirect(): boolean {
  const isChoosingProfile = useProfileGate();
  const isLoggingIn = useLoginGate(!isChoosingProfile);
  return isChoosingProfile || isLoggingIn;
}

import { describe, expect, it } from 'vitest';
import { decodeRoute, encodeRoute } from '../routing/route-codec.js';
import { afterLogin, loginRouteFor, readLoginRouteProps, USER_DATA_ROUTE } from './login-route.js';
import { pageAccess, routeNeedsLogin } from './page-access.js';

const participant = { pageKey: 'participant', props: { id: 42 } } as const;

describe('after login', () => {
  it('goes to nextRoute then runs nextAction', () => {
    const action = { name: 'contactParticipant', params: { contactId: 42 } };
    expect(afterLogin({ nextRoute: participant, nextAction: action })).toEqual({
      route: participant,
      action,
    });
  });

  it('runs nextAction only when there is no next route, else opens user-data', () => {
    const action = { name: 'contactParticipant', params: null };
    expect(afterLogin({ nextAction: action })).toEqual({ action });
    expect(afterLogin({})).toEqual({ route: USER_DATA_ROUTE });
  });

  it('survives the URL: the login route of a protected page brings the user back to it', () => {
    const search = encodeRoute(loginRouteFor(participant));
    const decoded = decodeRoute(search);
    if (!decoded || 'unknownPath' in decoded) throw new Error('expected a route');
    expect(decoded.pageKey).toBe('login');
    expect(readLoginRouteProps(decoded.props)).toEqual({ nextRoute: participant });
  });

  it('reads the chooser’s `next`, and drops malformed or looping routes', () => {
    expect(readLoginRouteProps({ next: { pageKey: 'klipso-leads', props: { scan: true } } })).toEqual({
      nextRoute: { pageKey: 'klipso-leads', props: { scan: true } },
    });
    expect(readLoginRouteProps({ nextRoute: { pageKey: 'nowhere' } })).toEqual({});
    expect(readLoginRouteProps({ nextRoute: { pageKey: 'login', pageProps: {} } })).toEqual({});
    expect(readLoginRouteProps({ nextRoute: 'user-data', nextAction: { params: 1 } })).toEqual({});
  });
});

describe('page access', () => {
  it('needs a login for user data, networking pages and the participants list', () => {
    for (const pageKey of ['user-data', 'search-taiga', 'participant', 'contact', 'streamLive'] as const) {
      expect(routeNeedsLogin({ pageKey, props: {} })).toBe(true);
    }
    expect(routeNeedsLogin({ pageKey: 'list', props: { inputs: [{ dataType: 'participants' }] } })).toBe(
      true,
    );
    expect(routeNeedsLogin({ pageKey: 'list', props: { inputs: [{ dataType: 'exhibitors' }] } })).toBe(false);
    expect(routeNeedsLogin({ pageKey: 'home', props: {} })).toBe(false);
    expect(routeNeedsLogin({ pageKey: 'exhibitor', props: { id: 1 } })).toBe(false);
  });

  it('lets a logged-in user through and sends anyone else to login', () => {
    expect(pageAccess(participant, true)).toEqual({ kind: 'allowed' });
    expect(pageAccess(participant, false)).toEqual({ kind: 'needsLogin' });
    expect(pageAccess({ pageKey: 'favorites', props: {} }, false)).toEqual({ kind: 'allowed' });
  });
});

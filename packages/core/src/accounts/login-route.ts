import type { JsonValue } from '../catalog/localized.js';
import { isPageKey } from '../routing/page-paths.js';
import type { Route, RouteProps } from '../routing/route-codec.js';

/**
 * What the login page does once the user is logged in (spec core §2 "Login"): the route may carry
 * nextRoute (pageKey and pageProps) and nextAction (name and params).
 */
export interface NextAction {
  name: string;
  params: JsonValue;
}

export interface LoginRouteProps {
  nextRoute?: Route;
  nextAction?: NextAction;
}

export interface AfterLogin {
  /** The page to open, if any. */
  route?: Route;
  /** The action to run once there (or on the spot when there is no route). */
  action?: NextAction;
}

export const USER_DATA_ROUTE: Route = { pageKey: 'user-data', props: {} };

function isRecord(value: unknown): value is { [key: string]: JsonValue } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `{pageKey, pageProps}` as the spec names it; `{pageKey, props}` (the app's own routes) is read too. */
function readRoute(value: unknown): Route | undefined {
  if (!isRecord(value) || typeof value.pageKey !== 'string' || !isPageKey(value.pageKey)) return undefined;
  const props = value.pageProps ?? value.props;
  const routeProps: RouteProps = isRecord(props) ? props : {};
  // A login page never comes back to itself: that would loop.
  if (value.pageKey === 'login') return undefined;
  return { pageKey: value.pageKey, props: routeProps };
}

function readAction(value: unknown): NextAction | undefined {
  if (!isRecord(value) || typeof value.name !== 'string' || value.name === '') return undefined;
  return { name: value.name, params: value.params ?? null };
}

/**
 * Parses the login page's URL props once. `next` is what the profile chooser and the badge reader
 * use for the page asked for; it counts as a nextRoute.
 */
export function readLoginRouteProps(props: Readonly<Record<string, unknown>>): LoginRouteProps {
  const result: LoginRouteProps = {};
  const nextRoute = readRoute(props.nextRoute) ?? readRoute(props.next);
  if (nextRoute) result.nextRoute = nextRoute;
  const nextAction = readAction(props.nextAction);
  if (nextAction) result.nextAction = nextAction;
  return result;
}

/**
 * Spec core §4: after a login on the login page, go to nextRoute then run nextAction, else run
 * nextAction only, else open the user-data page.
 */
export function afterLogin(props: LoginRouteProps): AfterLogin {
  if (props.nextRoute) {
    return props.nextAction
      ? { route: props.nextRoute, action: props.nextAction }
      : { route: props.nextRoute };
  }
  if (props.nextAction) return { action: props.nextAction };
  return { route: USER_DATA_ROUTE };
}

/** The login page's route for a user sent there, keeping the page (and action) to come back to. */
export function loginRouteFor(next: Route, nextAction?: NextAction): Route {
  const props: RouteProps = { nextRoute: { pageKey: next.pageKey, pageProps: next.props } };
  if (nextAction) props.nextAction = { name: nextAction.name, params: nextAction.params };
  return { pageKey: 'login', props };
}

/**
 * Routes the server registers that docs/openapi.json leaves out on purpose, each with its reason.
 * Keys are `METHOD url` as Fastify registers them.
 */
export const UNDOCUMENTED_ROUTES: Readonly<Record<string, string>> = {
  'OPTIONS *': 'the CORS preflight answered by @fastify/cors for every path',
  'GET /*': 'the files of the built web app (@fastify/static), present only with a web build',
  'HEAD /*': 'the same files, HEAD',
  'GET /console': 'redirects to the console’s page, /console/ (a file of the web build)',
  'HEAD /console': 'the same redirect, HEAD',
};

/**
 * Registered routes whose documented path differs from the registered pattern. The calendar file is
 * registered as `/calendars/:id` (beside PUT and DELETE on the same pattern) and answers only an id
 * ending in `.ics`.
 */
const DOCUMENTED_AS: Readonly<Record<string, string>> = {
  'GET /calendars/:id': '/calendars/{id}.ics',
};

/**
 * The OpenAPI path of a registered route, or undefined when it is left out on purpose: Fastify's
 * `:name` parameters become `{name}`, its wildcard `*` the `{path}` parameter. A HEAD route Fastify
 * adds beside a GET is the GET's.
 */
export function documentedOperation(
  method: string,
  url: string,
  hasGet: boolean,
): { method: string; path: string } | undefined {
  const key = `${method} ${url}`;
  if (key in UNDOCUMENTED_ROUTES) return undefined;
  if (method === 'HEAD' && hasGet) return undefined;
  const path = DOCUMENTED_AS[key] ?? url.replace(/:(\w+)/g, '{$1}').replace(/\/\*$/, '/{path}');
  return { method: method.toLowerCase(), path };
}

import type { FastifyInstance } from 'fastify';
import type { CrashFault } from '../config.js';

/** The route each crash point stops, as `METHOD url` of its registration. */
const ROUTE_OF_FAULT: Record<CrashFault, string> = {
  'exit-after-commit:save-contacts': 'POST /leads/save-contacts',
  'exit-after-commit:contact-participant': 'POST /contactParticipant.htm',
};

/**
 * Test only: with a crash point configured (SHOWFLOOR_FAULT), the process kills itself with SIGKILL
 * when that route's successful answer is about to be written. `onSend` runs once the handler has
 * returned, so its transaction has committed and the client has not yet heard of it: the window a
 * power cut or `kill -9` can hit, which the crash tests replay. Without one, nothing is installed.
 */
export function registerCrashFault(app: FastifyInstance, fault: CrashFault | undefined): void {
  if (fault === undefined) return;
  const route = ROUTE_OF_FAULT[fault];
  app.addHook('onSend', async (request, reply, payload) => {
    if (`${request.method} ${request.routeOptions.url}` === route && reply.statusCode < 300) {
      process.kill(process.pid, 'SIGKILL');
    }
    return payload;
  });
}

import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the proxy does with a call a fault matches: answer this status, or drop the connection. */
export type Fault = { status: number } | 'connection reset';

interface FaultRule {
  method: string;
  path: RegExp;
  fault: Fault;
}

/**
 * A real HTTP hop between the browser and the back office that can fail chosen calls. Browser-side
 * interception (page.route, context.route) does not see every call once the app's service worker is
 * active, so the journeys that need a failing back office open the app through this proxy instead:
 * the failure then happens on the network, where the app meets it in production.
 */
export class FaultProxy {
  private readonly server: http.Server;
  private rules: FaultRule[] = [];
  url = '';

  constructor(private readonly target: string) {
    this.server = http.createServer((request, response) => this.handle(request, response));
  }

  async start(port = 0): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
    this.url = `http://localhost:${(this.server.address() as AddressInfo).port}`;
  }

  /** Until cleared, calls of this method to a path matching the pattern fail this way. */
  fail(method: string, path: RegExp, fault: Fault): void {
    this.rules.push({ method, path, fault });
  }

  clear(): void {
    this.rules = [];
  }

  async dispose(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private handle(request: http.IncomingMessage, response: http.ServerResponse): void {
    const pathname = new URL(request.url ?? '/', this.target).pathname;
    const rule = this.rules.find(
      (candidate) => candidate.method === request.method && candidate.path.test(pathname),
    );
    if (rule !== undefined) {
      request.resume();
      if (rule.fault === 'connection reset') {
        request.socket.destroy();
        return;
      }
      response.writeHead(rule.fault.status, { 'content-type': 'application/json' });
      response.end('{}');
      return;
    }
    const forwarded = http.request(
      new URL(request.url ?? '/', this.target),
      { method: request.method, headers: { ...request.headers, host: new URL(this.target).host } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forwarded);
  }
}

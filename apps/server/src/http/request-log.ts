import type { FastifyRequest } from 'fastify';

/** Query parameters that carry a credential: a session token, a key, a code. */
const SECRET_QUERY = /([?&])(token|key|code|password|secret|sig|signature|access_token|id_token)=[^&#]*/gi;
/** Paths whose last segment is itself a secret: a session token, a calendar's unguessable id. */
const SECRET_PATHS = [/^(\/nodebackend\/user\/)[^/?#]+/, /^(\/calendars\/)[^/?#]+/];

/**
 * The URL as the log keeps it. Logs are read and shipped by more people than the database: a token
 * in them is a session anyone could take, so its value is replaced by `[redacted]`. The query is
 * matched after any `?`, so the spec's in-app routes (`?/user-data?token=…`) are redacted too.
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  let pathPart = queryStart === -1 ? url : url.slice(0, queryStart);
  for (const pattern of SECRET_PATHS) pathPart = pathPart.replace(pattern, '$1[redacted]');
  if (queryStart === -1) return pathPart;
  return pathPart + url.slice(queryStart).replace(SECRET_QUERY, '$1$2=[redacted]');
}

/** Fastify's logger options: requests logged with their URL redacted, and nothing of their body. */
export function loggerOptions(level: string, stream?: { write(line: string): void }) {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
}

interface LoggableError {
  type: string;
  message: string;
  code?: string;
  stack?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * What of an error the log keeps. A failed query's message and stack carry its bound parameters (an
 * e-mail, a name, a password hash): only the SQL text and the database's own message are kept. The
 * driver's `detail` (which may quote a value, "Key (email)=(…) already exists") is never logged.
 */
export function loggableError(error: unknown): LoggableError {
  if (!isRecord(error)) return { type: typeof error, message: String(error) };
  const type = typeof error.name === 'string' ? error.name : 'Error';
  if (typeof error.query === 'string' && 'params' in error) {
    const cause = isRecord(error.cause) ? error.cause : {};
    return {
      type,
      message: `Failed query: ${error.query}; ${typeof cause.message === 'string' ? cause.message : 'no cause'}`,
      ...(typeof cause.code === 'string' ? { code: cause.code } : {}),
      ...(typeof cause.stack === 'string' ? { stack: cause.stack } : {}),
    };
  }
  return {
    type,
    message: typeof error.message === 'string' ? error.message : String(error),
    ...(typeof error.code === 'string' ? { code: error.code } : {}),
    ...(typeof error.stack === 'string' ? { stack: error.stack } : {}),
  };
}

/** Logs a 5xx: the request (redacted by the serializer) and the error without bound parameters. */
export function logServerError(request: FastifyRequest, error: unknown): void {
  request.log.error({ err: loggableError(error) }, 'request failed');
}

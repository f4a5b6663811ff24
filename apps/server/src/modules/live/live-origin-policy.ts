/**
 * Whether a socket handshake may come from `origin` (its Origin header). Browsers always send one, so
 * a page of another site cannot open a socket on a visitor's behalf (cross-site WebSocket hijacking);
 * the origins trusted are those of CORS_ORIGINS (the CORS policy's allow-list), the back office's own
 * PUBLIC_URL, and the host the request was sent to (the app served by this back office). A client
 * that is not a browser sends no Origin and is let in: it could send any Origin it likes anyway.
 */
export function isAllowedSocketOrigin(
  origin: string | undefined,
  host: string | undefined,
  { trustedOrigins, publicUrl }: { trustedOrigins: readonly string[]; publicUrl: string | undefined },
): boolean {
  if (origin === undefined) return true;
  if (trustedOrigins.includes(origin)) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (publicUrl !== undefined && new URL(publicUrl).origin === parsed.origin) return true;
  return host !== undefined && parsed.host === host;
}

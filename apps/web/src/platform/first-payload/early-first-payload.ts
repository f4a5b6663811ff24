/** What index.html's inline script started: the first payload's request, made while the code downloads. */
interface EarlyFirstPayload {
  path: string;
  response: Promise<Response>;
}

declare global {
  interface Window {
    showfloorFirstPayload?: EarlyFirstPayload;
  }
}

/**
 * The body of the first payload index.html asked for, when it asked for `path` (the locale the app
 * resolved); undefined otherwise, and the app downloads it itself. Taken once.
 */
export function takeEarlyFirstPayload(path: string): Promise<Blob> | undefined {
  const early = globalThis.window?.showfloorFirstPayload;
  if (early === undefined) return undefined;
  delete globalThis.window.showfloorFirstPayload;
  if (early.path !== path) return undefined;
  return early.response.then((response) => {
    if (!response.ok) throw new Error(`first payload answered ${response.status}`);
    return response.blob();
  });
}

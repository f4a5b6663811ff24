// A first visit asks for the show's first payload while the app's code downloads, rather than after
// it ran (docs/decisions.md, "The first visit paints from a first payload"). Only on a device that
// holds no show configuration and no chosen language, in the browser's language as the app then
// resolves it (French or English, French otherwise); the app takes the answer in
// src/platform/first-payload/early-first-payload.ts, or asks itself when the locale differs. A file
// of its own, not inline: the back office's Content-Security-Policy runs no inline script.
(() => {
  try {
    if (localStorage.getItem('showConfig') !== null || localStorage.getItem('lang') !== null) return;
    const language = (navigator.language || '').slice(0, 2).toLowerCase();
    const path = `offline/first_${language === 'en' ? 'eng' : 'fre'}.json`;
    const response = fetch(`/${path}`);
    // A failure (offline) is the app's to handle when it takes the answer, not an unhandled one.
    response.catch(() => undefined);
    window.showfloorFirstPayload = { path, response };
  } catch {
    // No storage (a private mode refusing it): the app asks for the payload itself.
  }
})();

// The first page's code, asked for now rather than once the app's entry ran and its router asked:
// index.html lists each page's code files in a JSON block written at build time
// (build/page-code-hints-plugin.ts). Any visit, first or not: a file the service worker holds costs
// nothing to ask for again.
(() => {
  try {
    const pageKey = /^\?\/([\w-]+)/.exec(location.search)?.[1];
    const hints = document.getElementById('page-code');
    if (pageKey === undefined || hints === null) return;
    const files = JSON.parse(hints.textContent || '{}')[pageKey];
    if (!Array.isArray(files)) return;
    for (const file of files) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = `/${file}`;
      document.head.appendChild(link);
    }
  } catch {
    // Unreadable hints: the router fetches the page's code as before.
  }
})();

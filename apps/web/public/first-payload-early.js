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

// The first page's code and the texts of the visitor's language, asked for now rather than once
// the app's entry ran and asked: index.html lists each page's code files, and each language's, in a
// JSON block written at build time (build/page-code-hints-plugin.ts). Any visit, first or not: a
// file the service worker holds costs nothing to ask for again. The language as the app resolves
// it, but for a show that supports one only (the app then fetches that one's itself).
(() => {
  try {
    const hints = document.getElementById('page-code');
    if (hints === null) return;
    const filesOf = JSON.parse(hints.textContent || '{}');
    const chosen = /\b(fr|en)\b/.exec(localStorage.getItem('lang') || '')?.[1];
    const language = chosen || ((navigator.language || '').slice(0, 2).toLowerCase() === 'en' ? 'en' : 'fr');
    const pageKey = /^\?\/([\w-]+)/.exec(location.search)?.[1];
    const files = [...(filesOf[`language-${language}`] || []), ...((pageKey && filesOf[pageKey]) || [])];
    for (const file of files) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = `/${file}`;
      document.head.appendChild(link);
    }
  } catch {
    // Unreadable hints: the app fetches the page's code and its texts as before.
  }
})();

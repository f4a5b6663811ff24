export { looksLikeHtml, sanitizeHtml } from './sanitize-html.js';

// The sanitiser is pure string work shared with the back office's import (which turns Markdown and
// plain-text abstracts into HTML); the app runs it again on every rich text it displays.
export { looksLikeHtml, sanitizeHtml } from '@showfloor/core';

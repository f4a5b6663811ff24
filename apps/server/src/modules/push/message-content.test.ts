import { describe, expect, it } from 'vitest';
import { htmlToText, safeMessageContent, textExcerpt } from './message-content.js';

describe('message content', () => {
  it('keeps the text and the line breaks, and nothing of the markup', () => {
    expect(
      safeMessageContent(
        '<p>Doors open at <b>9:00</b></p><script>alert(1)</script><p onclick="x()">Hall 2 &amp; 3</p>',
      ),
    ).toBe('Doors open at 9:00<br>Hall 2 &amp; 3');
  });

  it('escapes what an entity hid, so it can only show as text', () => {
    expect(safeMessageContent('&lt;img src=x onerror=alert(1)&gt;')).toBe(
      '&lt;img src=x onerror=alert(1)&gt;',
    );
    expect(htmlToText('a<br>b<!-- hidden -->')).toBe('a\nb');
  });

  it('cuts an excerpt at a word', () => {
    expect(textExcerpt('<p>one two three four</p>', 15)).toBe('one two three…');
    expect(textExcerpt('short', 12)).toBe('short');
  });
});

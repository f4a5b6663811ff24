import { describe, expect, it } from 'vitest';
import { scrollResetAfterMove } from './scroll-on-forward.js';

describe('scrollResetAfterMove', () => {
  it('starts a page opened forwards at its top: the window, or the item pane beside a list', () => {
    expect(scrollResetAfterMove(3, 4, false)).toBe('window');
    expect(scrollResetAfterMove(3, 4, true)).toBe('detail-pane');
  });

  it('leaves the scroll alone going back, on a redirect and on the first page', () => {
    expect(scrollResetAfterMove(4, 3, false)).toBeUndefined();
    expect(scrollResetAfterMove(4, 4, false)).toBeUndefined();
    expect(scrollResetAfterMove(undefined, 0, false)).toBeUndefined();
  });
});

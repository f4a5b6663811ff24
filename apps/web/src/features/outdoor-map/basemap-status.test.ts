import { describe, expect, it } from 'vitest';
import { type BasemapEvent, initialBasemapState, nextBasemapState } from './basemap-status.js';

const tiles = {
  kind: 'tiles',
  url: 'https://t.example.org/{z}/{x}/{y}.png',
  attribution: undefined,
} as const;
const style = { kind: 'style', url: 'https://t.example.org/style.json' } as const;

function after(events: BasemapEvent[], basemap: typeof tiles | typeof style = tiles) {
  return events.reduce(nextBasemapState, initialBasemapState(basemap)).status;
}

describe('background map status', () => {
  it('is unavailable from the start when the show configures no background', () => {
    expect(initialBasemapState({ kind: 'none' }).status).toBe('unavailable');
    expect(after([])).toBe('loading');
  });

  it('is shown once a tile is drawn, and stays so when a later tile fails', () => {
    expect(after(['tileLoaded'])).toBe('ready');
    expect(after(['tileLoaded', 'tileFailed', 'timedOut'])).toBe('ready');
  });

  it('is unavailable when the tiles fail before any is drawn, or nothing comes in time', () => {
    expect(after(['tileFailed'])).toBe('unavailable');
    expect(after(['timedOut'])).toBe('unavailable');
  });

  it('comes back when a tile finally arrives', () => {
    expect(after(['timedOut', 'tileLoaded'])).toBe('ready');
  });

  it('follows a style: shown when it loads, unavailable when it or all its tiles fail', () => {
    expect(after(['styleLoaded'], style)).toBe('ready');
    expect(after(['styleFailed'], style)).toBe('unavailable');
    expect(after(['styleLoaded', 'tileFailed'], style)).toBe('unavailable');
    expect(after(['styleFailed', 'styleLoaded'], style)).toBe('unavailable');
  });
});

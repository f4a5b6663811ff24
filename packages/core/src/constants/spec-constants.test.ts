import { describe, expect, it } from 'vitest';
import {
  APP_VERSION,
  BUILD_NUMBERS,
  CONNECTIVITY_CACHE_MS,
  CONNECTIVITY_CHECK_TIMEOUT_MS,
  DEFAULT_EVENT_COLOR,
  EMBEDDED_DATA_VERSION,
  FETCH_TIMEOUT_MS,
  LEADS_MODULE_VERSION_LABEL,
  NOTIFICATION_DEFAULT_POSITION,
  NOTIFICATION_DURATION,
  SEARCH_DEBOUNCE_MS,
  SYNOPTIC_PX_PER_HOUR,
  UPDATER_LOCK_MS,
} from './spec-constants.js';

describe('spec constants', () => {
  it('carry the versions the app reports and compares with the back office', () => {
    expect(APP_VERSION).toBe('2.0.1');
    expect(LEADS_MODULE_VERSION_LABEL).toBe('v2.0.1');
    expect(EMBEDDED_DATA_VERSION).toBe(1662115507);
    expect(BUILD_NUMBERS).toEqual({ ios: 40, android: 39, web: 40 });
  });

  it('use milliseconds for every timing the spec gives in seconds or minutes', () => {
    expect(FETCH_TIMEOUT_MS).toBe(15_000);
    expect(CONNECTIVITY_CHECK_TIMEOUT_MS).toBe(8_000);
    expect(CONNECTIVITY_CACHE_MS).toBe(5_000);
    expect(UPDATER_LOCK_MS).toBe(600_000);
    expect(SEARCH_DEBOUNCE_MS).toBe(500);
  });

  it('keep notifications 4 s for success and info, 6 s for warning and error, top centre', () => {
    expect(NOTIFICATION_DURATION).toEqual({ success: 4000, info: 4000, warning: 6000, error: 6000 });
    expect(NOTIFICATION_DEFAULT_POSITION).toBe('tc');
  });

  it('lay out the synoptic agenda with the spec values', () => {
    expect(SYNOPTIC_PX_PER_HOUR).toBe(150);
    expect(DEFAULT_EVENT_COLOR).toMatch(/^#[0-9a-f]{6}$/i);
    expect(DEFAULT_EVENT_COLOR).toBe('#404040');
  });
});

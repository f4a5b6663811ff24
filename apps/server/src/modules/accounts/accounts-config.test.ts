import { describe, expect, it } from 'vitest';
import { loadAccountsConfig } from './accounts-config.js';

describe('accounts settings from the environment', () => {
  it('defaults to no credentialed origin, 30-day sessions and modest rate limits', () => {
    expect(loadAccountsConfig({})).toEqual({
      corsOrigins: [],
      sessionHours: 720,
      loginRateLimit: 10,
      contactRateLimit: 30,
      searchRateLimit: 120,
    });
  });

  it('reads a comma-separated origin list and the session lifetime', () => {
    const config = loadAccountsConfig({
      CORS_ORIGINS: 'https://app.example.org/, http://localhost:5173',
      SESSION_HOURS: '12',
    });
    expect(config.corsOrigins).toEqual(['https://app.example.org', 'http://localhost:5173']);
    expect(config.sessionHours).toBe(12);
  });

  it('names the invalid variable', () => {
    expect(() => loadAccountsConfig({ CORS_ORIGINS: 'ftp://files.example' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadAccountsConfig({ SESSION_HOURS: '-1' })).toThrow(/SESSION_HOURS/);
  });
});

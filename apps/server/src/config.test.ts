import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({}, '/srv/show');
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.resolve('/srv/show', 'data'),
      databaseUrl: undefined,
      publicUrl: undefined,
      baseUrl: 'http://localhost:8080',
      logLevel: 'info',
      trustProxy: false,
      accounts: {
        corsOrigins: [],
        sessionHours: 720,
        loginRateLimit: 10,
        contactRateLimit: 30,
        searchRateLimit: 120,
      },
      mail: { smtpUrl: undefined, from: 'Showfloor <no-reply@localhost>', notesKey: undefined },
      leadSaves: { maxInFlight: 4, maxQueued: 64 },
      admission: { maxInFlight: 16, maxQueued: 64 },
      vapid: { subject: undefined, publicKey: undefined, privateKey: undefined },
      pushAllowedHosts: [],
      httpTimeouts: { requestSeconds: 60, headersSeconds: 20 },
      crashFault: undefined,
      live: { adapter: 'none', redisUrl: undefined, maxSocketsPerAddress: 5_000 },
      favoritesSync: { perAddress: 60, perSubject: 30 },
    });
    expect(config.webDist.endsWith(path.join('apps', 'web', 'dist'))).toBe(true);
  });

  it('reads every variable, resolving folders from the working directory', () => {
    const config = loadConfig(
      {
        PORT: '3000',
        HOST: '127.0.0.1',
        DATA_DIR: 'var/showfloor',
        DATABASE_URL: 'postgres://user@db:5432/show',
        PUBLIC_URL: 'https://show.example/',
        WEB_DIST: '/opt/web',
        LOG_LEVEL: 'debug',
        CORS_ORIGINS: 'https://app.example.org/, http://localhost:5173',
        SESSION_HOURS: '12',
        LOGIN_RATE_LIMIT: '5',
        CONTACT_RATE_LIMIT: '6',
        SEARCH_RATE_LIMIT: '7',
        SMTP_URL: 'smtp://user:pass@mail.example:587',
        MAIL_FROM: 'show@example.org',
        NOTES_MAIL_KEY: 'notes-secret',
        LEAD_SAVE_MAX_IN_FLIGHT: '8',
        LEAD_SAVE_MAX_QUEUED: '0',
        TRUST_PROXY: '10.0.0.0/8, 192.168.1.2,loopback',
        ADMISSION_MAX_IN_FLIGHT: '3',
        ADMISSION_MAX_QUEUED: '0',
        VAPID_SUBJECT: ' mailto:ops@show.example ',
        VAPID_PUBLIC_KEY: 'public-key',
        VAPID_PRIVATE_KEY: 'private-key',
        PUSH_ALLOWED_HOSTS: 'Relay.Show.example, *.push.corp.example',
        REQUEST_TIMEOUT_SECONDS: '30',
        HEADERS_TIMEOUT_SECONDS: '45',
        LIVE_ADAPTER: 'redis',
        REDIS_URL: 'redis://cache.example:6379',
        LIVE_MAX_SOCKETS_PER_ADDRESS: '200',
        SYNC_RATE_LIMIT: '600',
        SYNC_SUBJECT_RATE_LIMIT: '300',
      },
      '/srv',
    );
    expect(config).toEqual({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('/srv/var/showfloor'),
      databaseUrl: 'postgres://user@db:5432/show',
      publicUrl: 'https://show.example',
      baseUrl: 'https://show.example',
      webDist: path.resolve('/opt/web'),
      logLevel: 'debug',
      trustProxy: ['10.0.0.0/8', '192.168.1.2', 'loopback'],
      accounts: {
        corsOrigins: ['https://app.example.org', 'http://localhost:5173'],
        sessionHours: 12,
        loginRateLimit: 5,
        contactRateLimit: 6,
        searchRateLimit: 7,
      },
      mail: {
        smtpUrl: 'smtp://user:pass@mail.example:587',
        from: 'show@example.org',
        notesKey: 'notes-secret',
      },
      leadSaves: { maxInFlight: 8, maxQueued: 0 },
      admission: { maxInFlight: 3, maxQueued: 0 },
      vapid: { subject: 'mailto:ops@show.example', publicKey: 'public-key', privateKey: 'private-key' },
      pushAllowedHosts: ['relay.show.example', '*.push.corp.example'],
      // The headers are part of the request: their timeout never outlasts the request's.
      httpTimeouts: { requestSeconds: 30, headersSeconds: 30 },
      live: { adapter: 'redis', redisUrl: 'redis://cache.example:6379', maxSocketsPerAddress: 200 },
      favoritesSync: { perAddress: 600, perSubject: 300 },
    });
  });

  it('fans live events out through PostgreSQL or Redis, and refuses a multi-process adapter on PGlite', () => {
    const postgres = 'postgres://show@db.example/show';
    expect(loadConfig({ LIVE_ADAPTER: 'postgres', DATABASE_URL: postgres }).live.adapter).toBe('postgres');
    expect(
      loadConfig({ LIVE_ADAPTER: 'redis', DATABASE_URL: postgres, REDIS_URL: 'redis://127.0.0.1:6379' }).live,
    ).toEqual({ adapter: 'redis', redisUrl: 'redis://127.0.0.1:6379', maxSocketsPerAddress: 5_000 });
    expect(() => loadConfig({ LIVE_ADAPTER: 'postgres' })).toThrow(
      /LIVE_ADAPTER: postgres is for several server processes, which need PostgreSQL \(DATABASE_URL\)/,
    );
    expect(() => loadConfig({ LIVE_ADAPTER: 'redis', REDIS_URL: 'redis://127.0.0.1:6379' })).toThrow(
      /PGlite/,
    );
    expect(() => loadConfig({ LIVE_ADAPTER: 'redis', DATABASE_URL: postgres })).toThrow(
      /REDIS_URL: required/,
    );
    expect(() => loadConfig({ LIVE_ADAPTER: 'kafka' })).toThrow(/LIVE_ADAPTER/);
    expect(() => loadConfig({ LIVE_MAX_SOCKETS_PER_ADDRESS: '0' })).toThrow(/LIVE_MAX_SOCKETS_PER_ADDRESS/);
  });

  it('names the variable that is invalid', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ CORS_ORIGINS: 'ftp://files.example' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ SESSION_HOURS: '-1' })).toThrow(/SESSION_HOURS/);
    expect(() => loadConfig({ LEAD_SAVE_MAX_IN_FLIGHT: '0' })).toThrow(
      /LEAD_SAVE_MAX_IN_FLIGHT: must be a positive whole number/,
    );
    expect(() => loadConfig({ LEAD_SAVE_MAX_QUEUED: 'many' })).toThrow(/LEAD_SAVE_MAX_QUEUED/);
    expect(() => loadConfig({ SYNC_RATE_LIMIT: '0' })).toThrow(/SYNC_RATE_LIMIT/);
    expect(() => loadConfig({ SYNC_SUBJECT_RATE_LIMIT: 'many' })).toThrow(/SYNC_SUBJECT_RATE_LIMIT/);
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '0' })).toThrow(
      /REQUEST_TIMEOUT_SECONDS: must be a positive number of seconds/,
    );
    expect(() => loadConfig({ HEADERS_TIMEOUT_SECONDS: 'soon' })).toThrow(/HEADERS_TIMEOUT_SECONDS/);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: .*\(not true\)/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ ADMISSION_MAX_IN_FLIGHT: '0' })).toThrow(/ADMISSION_MAX_IN_FLIGHT/);
  });

  it('installs a crash point only when SHOWFLOOR_FAULT names a known one (test only)', () => {
    expect(loadConfig({ SHOWFLOOR_FAULT: '' }).crashFault).toBeUndefined();
    expect(loadConfig({ SHOWFLOOR_FAULT: 'exit-after-commit:save-contacts' }).crashFault).toBe(
      'exit-after-commit:save-contacts',
    );
    expect(() => loadConfig({ SHOWFLOOR_FAULT: 'exit-after-commit:everything' })).toThrow(/SHOWFLOOR_FAULT/);
  });

  it('trusts a proxy only when TRUST_PROXY names one, by hop count or address', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: ' ' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '::1,fd00::/8' }).trustProxy).toEqual(['::1', 'fd00::/8']);
  });

  it('takes an empty or blank variable for an unset one', () => {
    const config = loadConfig({
      CORS_ORIGINS: '',
      SESSION_HOURS: '',
      SMTP_URL: '',
      NOTES_MAIL_KEY: '',
      VAPID_SUBJECT: '  ',
      VAPID_PUBLIC_KEY: '',
    });
    expect(config.accounts).toMatchObject({ corsOrigins: [], sessionHours: 720 });
    expect(config.mail).toEqual({
      smtpUrl: undefined,
      from: 'Showfloor <no-reply@localhost>',
      notesKey: undefined,
    });
    expect(config.vapid).toEqual({ subject: undefined, publicKey: undefined, privateKey: undefined });
  });
});

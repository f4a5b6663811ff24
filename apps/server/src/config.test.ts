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
      logLevel: 'info',
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
      },
      '/srv',
    );
    expect(config).toEqual({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('/srv/var/showfloor'),
      databaseUrl: 'postgres://user@db:5432/show',
      publicUrl: 'https://show.example',
      webDist: path.resolve('/opt/web'),
      logLevel: 'debug',
    });
  });

  it('names the variable that is invalid', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });
});

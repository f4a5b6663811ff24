import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliIo, runCli } from './cli.js';
import { loadConfig } from './config.js';
import { createConsoleServices } from './modules/console/index.js';
import { openConfiguredDatabase } from './open-configured-database.js';

describe('showfloor organiser add: an organiser of the console, with a one-time link', () => {
  let dataDir: string;
  let out: string[];
  let err: string[];
  let io: CliIo;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'showfloor-organiser-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const run = (...args: string[]) => {
    out = [];
    err = [];
    io = {
      env: { DATA_DIR: dataDir, PUBLIC_URL: 'https://show.example/' },
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    };
    return runCli(args, io);
  };

  it('prints a link on the show’s address whose token sets the password once, and audits the addition', async () => {
    expect(await run('organiser', 'add', 'Ines@Show.Example', '--role', 'staff')).toBe(0);
    expect(out[0]).toBe(
      'organiser ines@show.example (staff) added; their one-time link to set a password (72 h):',
    );
    const link = new URL(out[1] ?? '');
    expect(`${link.origin}${link.pathname}`).toBe('https://show.example/console/');
    const token = link.searchParams.get('set-password') ?? '';

    const handle = await openConfiguredDatabase(loadConfig({ DATA_DIR: dataDir }));
    try {
      const { auth, organisers } = createConsoleServices(handle.db);
      expect(await auth.setPassword(token, 'a long console password')).toBe('set');
      expect(await auth.setPassword(token, 'another long password')).toBe('invalid link');
      const login = await auth.logIn('ines@show.example', 'a long console password');
      expect(login?.session.role).toBe('staff');
      expect(await organisers.auditEntries(10)).toContainEqual(
        expect.objectContaining({
          actor: 'command line',
          action: 'organiser.add',
          detail: { email: 'ines@show.example', role: 'staff' },
        }),
      );
    } finally {
      await handle.close();
    }
  });

  it('refuses an unknown role or a malformed address, naming what is wrong, and adds no one', async () => {
    expect(await run('organiser', 'add', 'sam@show.example', '--role', 'admin')).toBe(2);
    expect(err[0]).toMatch(/^--role must be one of owner, editor, staff/);
    expect(await run('organiser', 'add', 'not-an-address')).toBe(2);
    expect(err[0]).toMatch(/^organiser add needs an e-mail address, not not-an-address/);
    const handle = await openConfiguredDatabase(loadConfig({ DATA_DIR: dataDir }));
    try {
      const { organisers } = createConsoleServices(handle.db);
      expect(await organisers.byEmail('sam@show.example')).toBeUndefined();
    } finally {
      await handle.close();
    }
  });
});

import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { loadConfig } from '../../config.js';
import { loadVapidKeys, VAPID_KEYS_FILE } from './vapid-keys.js';

describe('VAPID keys', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'showfloor-vapid-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('generates a pair once, readable by the owner only, and keeps it across restarts', async () => {
    const first = await loadVapidKeys(loadConfig({}), dataDir);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    const file = path.join(dataDir, VAPID_KEYS_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({
      publicKey: first.publicKey,
      privateKey: first.privateKey,
    });
    expect(await loadVapidKeys(loadConfig({}), dataDir)).toEqual(first);
  });

  it('uses the pair and subject of the environment, and writes nothing', async () => {
    const pair = webpush.generateVAPIDKeys();
    const keys = await loadVapidKeys(
      loadConfig({
        VAPID_PUBLIC_KEY: pair.publicKey,
        VAPID_PRIVATE_KEY: pair.privateKey,
        VAPID_SUBJECT: 'mailto:ops@show.example',
      }),
      dataDir,
    );
    expect(keys).toEqual({ ...pair, subject: 'mailto:ops@show.example' });
    await expect(stat(path.join(dataDir, VAPID_KEYS_FILE))).rejects.toThrow();
  });

  it('names the variable that is missing or malformed', async () => {
    const pair = webpush.generateVAPIDKeys();
    await expect(loadVapidKeys(loadConfig({ VAPID_PUBLIC_KEY: pair.publicKey }), dataDir)).rejects.toThrow(
      /VAPID_PRIVATE_KEY is missing/,
    );
    await expect(
      loadVapidKeys(loadConfig({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: pair.privateKey }), dataDir),
    ).rejects.toThrow(/VAPID_PUBLIC_KEY must be/);
    await expect(loadVapidKeys(loadConfig({ VAPID_SUBJECT: 'ops' }), dataDir)).rejects.toThrow(
      /VAPID_SUBJECT must be/,
    );
  });

  it('defaults the subject to the https public address of the show', async () => {
    expect((await loadVapidKeys(loadConfig({ PUBLIC_URL: 'https://show.example' }), dataDir)).subject).toBe(
      'https://show.example',
    );
  });
});

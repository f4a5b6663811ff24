import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LeadDevice, NO_ANSWER } from './testing/lead-device.js';
import { prepareCrashShow, type ServerProcess, startServerProcess } from './testing/server-process.js';

/**
 * The reliability matrix's first case, on the real server in a process of its own: the server dies
 * (SIGKILL) right after a write's transaction commits and before its answer leaves. The client saw
 * no answer, so it sends the same request again once the server is back (the app's offline queue
 * does exactly that); the write must then exist once, never twice and never lost.
 */
const dirs: string[] = [];
const servers: ServerProcess[] = [];

async function start(dataDir: string, fault?: string) {
  const server = await startServerProcess({ dataDir, env: fault ? { SHOWFLOOR_FAULT: fault } : {} });
  servers.push(server);
  return server;
}

afterEach(async () => {
  for (const server of servers.splice(0)) await server.kill();
});
afterAll(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function freshDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'showfloor-crash-'));
  dirs.push(dir);
  return dir;
}

describe('a server killed after a commit and before its answer', () => {
  it('keeps a lead save the client never heard of, and the retry stores it once', async () => {
    const dataDir = freshDataDir();
    const { licence } = await prepareCrashShow(dataDir);
    const first = await start(dataDir, 'exit-after-commit:save-contacts');
    const device = new LeadDevice(first.baseUrl, licence, 'crash-device-1');
    await device.register();
    const save = device.saveBody(['CRASH0001', 'CRASH0002']);

    expect(await device.save(save)).toBe(NO_ANSWER);
    await first.exited;
    expect(first.child.signalCode).toBe('SIGKILL');

    const second = await start(dataDir);
    device.baseUrl = second.baseUrl;
    // Committed before the crash, though nobody was told.
    expect(await device.exportedLeads()).toEqual([
      { code: 'CRASH0001', visits: 1 },
      { code: 'CRASH0002', visits: 1 },
    ]);
    // The offline queue sends the very same save again.
    expect(await device.save(save)).toBe(200);
    expect(await device.exportedLeads()).toEqual([
      { code: 'CRASH0001', visits: 1 },
      { code: 'CRASH0002', visits: 1 },
    ]);
  });

  it('keeps a contact request the client never heard of, and the retry records it once', async () => {
    const dataDir = freshDataDir();
    const show = await prepareCrashShow(dataDir);
    const first = await start(dataDir, 'exit-after-commit:contact-participant');
    const login = async (baseUrl: string) => {
      const response = await fetch(`${baseUrl}/login.htm`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login: show.login, password: show.password }),
      });
      expect(response.status).toBe(200);
      const { datas } = z.object({ datas: z.object({ token: z.string() }) }).parse(await response.json());
      return `Bearer ${datas.token}`;
    };
    const contact = (baseUrl: string, authorization: string) =>
      fetch(`${baseUrl}/contactParticipant.htm`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization },
        body: JSON.stringify({ contactId: show.contactId }),
      });
    const authorization = await login(first.baseUrl);

    await expect(contact(first.baseUrl, authorization)).rejects.toThrow();
    await first.exited;

    const second = await start(dataDir);
    const retried = await contact(second.baseUrl, authorization);
    expect(retried.status).toBe(200);
    expect(await retried.json()).toMatchObject({ datas: { contactId: show.contactId, contacted: true } });

    const exported = await fetch(`${second.baseUrl}/me/export.json`, { headers: { authorization } });
    expect(await exported.json()).toMatchObject({ contactRequests: [{ participantId: show.contactId }] });
    const me = await fetch(`${second.baseUrl}/me.htm`, { headers: { authorization } });
    expect(await me.json()).toMatchObject({ datas: { contactedParticipants: [show.contactId] } });
  });
});

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LeadDevice, NO_ANSWER } from './testing/lead-device.js';
import { prepareCrashShow, type ServerProcess, startServerProcess } from './testing/server-process.js';

/**
 * The reliability matrix's second case, on the real server in a process of its own: a device sends
 * a burst of saves, the server is killed with SIGKILL in the middle, and a new server starts on the
 * same folder with the pid of the dead one (a container restarting its PID 1). It must start, every
 * save it acknowledged must be there once, and the device's resend of the rest must land once.
 */
const SAVES = 40;
const IN_FLIGHT = 4;
const KILL_AFTER_ACKNOWLEDGED = 12;

const dataDir = mkdtempSync(path.join(tmpdir(), 'showfloor-burst-'));
const servers: ServerProcess[] = [];

afterAll(async () => {
  for (const server of servers) await server.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

const codeOf = (index: number) => `BURST${String(index).padStart(4, '0')}`;

describe('a server killed in the middle of a burst of saves', () => {
  it('restarts with the dead one’s pid in its lock file, keeps every acknowledged save once, and takes the resend', async () => {
    const { licence } = await prepareCrashShow(dataDir);
    const first = await startServerProcess({ dataDir });
    servers.push(first);
    const device = new LeadDevice(first.baseUrl, licence, 'burst-device');
    await device.register();

    const acknowledged: string[] = [];
    const unanswered: string[] = [];
    let next = 0;
    let killing: Promise<void> | undefined;
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < SAVES) {
          const code = codeOf(next);
          next += 1;
          const status = await device.save(device.saveBody([code], next % 60));
          if (status === 200) acknowledged.push(code);
          else if (status === NO_ANSWER) unanswered.push(code);
          else throw new Error(`save ${code} answered ${status}`);
          if (acknowledged.length === KILL_AFTER_ACKNOWLEDGED) killing = first.kill();
        }
      }),
    );
    await killing;
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKNOWLEDGED);
    expect(unanswered.length).toBeGreaterThan(0);
    // The killed server's lock file is still there, naming it.
    const lockFile = path.join(dataDir, 'pglite', 'showfloor.lock');
    expect(readFileSync(lockFile, 'utf8')).toBe(String(first.child.pid));

    const second = await startServerProcess({ dataDir, hasOwnPidInLockFile: true });
    servers.push(second);
    expect(readFileSync(lockFile, 'utf8')).toBe(String(second.child.pid));
    device.baseUrl = second.baseUrl;

    const afterCrash = await device.exportedLeads();
    const stored = new Set(afterCrash.map((lead) => lead.code));
    expect(acknowledged.filter((code) => !stored.has(code))).toEqual([]);
    expect(afterCrash.every((lead) => lead.visits === 1)).toBe(true);
    expect(stored.size).toBe(afterCrash.length);

    // The device never heard about these: its queue sends them again, the same saves.
    for (const code of unanswered) {
      const index = Number(code.slice('BURST'.length));
      expect(await device.save(device.saveBody([code], (index + 1) % 60))).toBe(200);
    }
    const afterResend = await device.exportedLeads();
    expect(afterResend.map((lead) => lead.code).sort()).toEqual(
      Array.from({ length: SAVES }, (_, index) => codeOf(index)),
    );
    expect(afterResend.every((lead) => lead.visits === 1)).toBe(true);
  });
});

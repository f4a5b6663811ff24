import { ALL_PARTICIPANTS_PAGE_TAKE } from '@showfloor/core';
import { describe, expect, it } from 'vitest';
import { AccountApi, ApiClient } from '../../platform/network/index.js';
import { ParticipantMemory } from './participant-memory.js';

const DIRECTORY_SIZE = ALL_PARTICIPANTS_PAGE_TAKE + 20;

/** An opaque public id, as the back office gives them: large, and in no order. */
const publicId = (index: number) => ((index + 1) * 982_451_653 * 7_919) % 2 ** 52;

/**
 * A back office holding a directory of DIRECTORY_SIZE participants, recording each page asked. Its
 * cursor is the public id of the last row received; one naming nobody visible is refused with 400.
 */
function backOffice({ onPageServed }: { onPageServed?: (hide: (id: number) => void) => void } = {}) {
  const asked: { after?: number; take: number }[] = [];
  let codifCalls = 0;
  let everyone = Array.from({ length: DIRECTORY_SIZE }, (_, index) => ({
    id: publicId(index),
    firstName: `Prénom ${index + 1}`,
    lastName: index === 7 ? 'Dupont' : `Nom${String(index + 1).padStart(4, '0')}`,
    organizationName: 'Demo',
    contactable: true,
  }));
  const fetchImpl: typeof fetch = async (input, init) => {
    const path = new URL(String(input)).pathname.slice(1);
    if (path === 'getCodifs.htm') {
      codifCalls += 1;
      const datas = {
        fieldsInfo: [
          {
            sourceCode: 's',
            entityCode: 'e',
            nameField: 'service',
            codif: [{ code: 'sales', label: { $t: { en: 'Sales' } } }],
          },
        ],
      };
      return new Response(JSON.stringify({ status: 'success', datas }));
    }
    const { params } = JSON.parse(String(init?.body)) as { params: { after?: number; take: number } };
    asked.push({ ...(params.after === undefined ? {} : { after: params.after }), take: params.take });
    const from = params.after === undefined ? 0 : everyone.findIndex((row) => row.id === params.after) + 1;
    if (from === 0 && params.after !== undefined) {
      const refusal = { status: 'error', http_code: 400, error: 'INVALID_CURSOR', field: 'params.after' };
      return new Response(JSON.stringify({ ...refusal, message: 'stale cursor' }), { status: 400 });
    }
    const datas = everyone.slice(from, from + params.take);
    onPageServed?.((id) => {
      everyone = everyone.filter((row) => row.id !== id);
    });
    return new Response(JSON.stringify({ status: 'success', http_code: 200, datas }));
  };
  const client = new ApiClient({ baseUrl: 'https://show.example', fetch: fetchImpl, now: () => 0 });
  const api = new AccountApi(client, { token: () => 'tok', onAuthError: () => undefined });
  return { api, asked, codifCalls: () => codifCalls };
}

describe('participants held in memory', () => {
  it('fetches the whole directory page after page in ALL mode, and searches it in memory', async () => {
    const { api, asked } = backOffice();
    let now = 1_000;
    const memory = new ParticipantMemory(api, () => now);
    await memory.loadDirectory();
    expect(asked).toEqual([{ take: 101 }, { after: publicId(100), take: 101 }]);
    expect(memory.hasFreshDirectory(60_000)).toBe(true);

    const found = await memory.searchDirectory({ search: 'dupont', start: 0, take: 101 }, 60_000);
    expect(found.map((participant) => participant.id)).toEqual([publicId(7)]);
    expect(asked).toHaveLength(2);
    expect(memory.get(publicId(DIRECTORY_SIZE - 1))?.firstName).toBe(`Prénom ${DIRECTORY_SIZE}`);

    // Past the expiry, the next search fetches the directory again.
    now += 60_000;
    expect(memory.hasFreshDirectory(60_000)).toBe(false);
    await memory.searchDirectory({ start: 0, take: 101 }, 60_000);
    expect(asked).toHaveLength(4);
  });

  it('loads the directory again from the top when the participant of the cursor hid during the load', async () => {
    let served = 0;
    const { api, asked } = backOffice({
      onPageServed: (hide) => {
        served += 1;
        // Right after the first page, its last participant hides their profile.
        if (served === 1) hide(publicId(100));
      },
    });
    const memory = new ParticipantMemory(api, () => 1_000);
    const { rows } = await memory.loadDirectory();
    expect(asked).toEqual([
      { take: 101 },
      { after: publicId(100), take: 101 },
      { take: 101 },
      { after: publicId(101), take: 101 },
    ]);
    expect(rows).toHaveLength(DIRECTORY_SIZE - 1);
    expect(rows.map((row) => row.id)).not.toContain(publicId(100));
  });

  it('drops everything on clear, including an answer arriving after it', async () => {
    const { api } = backOffice();
    const memory = new ParticipantMemory(api, () => 1_000);
    const loading = memory.loadDirectory();
    memory.clear();
    await loading;
    expect(memory.hasFreshDirectory(60_000)).toBe(false);
    expect(memory.get(publicId(0))).toBeUndefined();
  });

  it('asks the codifications once, whoever asks, and keeps them for the advanced search', async () => {
    const { api, codifCalls } = backOffice();
    const memory = new ParticipantMemory(api, () => Date.now());
    await Promise.all([memory.loadCodifications(), memory.loadCodifications()]);
    await memory.loadCodifications();
    expect(codifCalls()).toBe(1);
    expect(memory.codifications?.fieldsInfo[0]?.nameField).toBe('service');
    memory.clear();
    expect(memory.codifications).toBeNull();
  });
});

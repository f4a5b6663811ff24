import { ALL_PARTICIPANTS_PAGE_TAKE } from '@showfloor/core';
import { describe, expect, it } from 'vitest';
import { AccountApi, ApiClient } from '../../platform/network/index.js';
import { ParticipantMemory } from './participant-memory.js';

const DIRECTORY_SIZE = ALL_PARTICIPANTS_PAGE_TAKE + 20;

/** A back office holding a directory of DIRECTORY_SIZE participants, recording each page asked. */
function backOffice() {
  const asked: { after?: number; take: number }[] = [];
  let codifCalls = 0;
  const everyone = Array.from({ length: DIRECTORY_SIZE }, (_, index) => ({
    id: index + 1,
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
    const from = params.after ?? 0;
    const datas = everyone.slice(from, from + params.take);
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
    expect(asked).toEqual([{ take: 101 }, { after: 101, take: 101 }]);
    expect(memory.hasFreshDirectory(60_000)).toBe(true);

    const found = await memory.searchDirectory({ search: 'dupont', start: 0, take: 101 }, 60_000);
    expect(found.map((participant) => participant.id)).toEqual([8]);
    expect(asked).toHaveLength(2);
    expect(memory.get(DIRECTORY_SIZE)?.firstName).toBe(`Prénom ${DIRECTORY_SIZE}`);

    // Past the expiry, the next search fetches the directory again.
    now += 60_000;
    expect(memory.hasFreshDirectory(60_000)).toBe(false);
    await memory.searchDirectory({ start: 0, take: 101 }, 60_000);
    expect(asked).toHaveLength(4);
  });

  it('drops everything on clear, including an answer arriving after it', async () => {
    const { api } = backOffice();
    const memory = new ParticipantMemory(api, () => 1_000);
    const loading = memory.loadDirectory();
    memory.clear();
    await loading;
    expect(memory.hasFreshDirectory(60_000)).toBe(false);
    expect(memory.get(1)).toBeUndefined();
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

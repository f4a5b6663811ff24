import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inboxMessageIn, inboxPushPayloadSchema } from '@showfloor/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.js';
import { testConfig } from '../../testing/test-app.js';
import { openTestDatabase, TEST_DRIVERS } from '../../testing/test-database.js';
import { pushPayloadOf } from './inbox.service.js';
import { createPushServices, type PushServices } from './register-push-module.js';

const bilingual = {
  title: 'Ouverture à 9 h',
  content: 'Le hall 2 ouvre à 9 h.<script>alert(1)</script>',
  translations: {
    fr: { title: 'Ouverture à 9 h', content: 'Le hall 2 ouvre à 9 h.<script>alert(1)</script>' },
    en: { title: 'Doors open at 9:00', content: 'Hall 2 opens at 9:00.<script>alert(1)</script>' },
  },
};

for (const driver of TEST_DRIVERS) {
  describe(`inbox messages in two languages on ${driver}`, () => {
    let handle: DatabaseHandle;
    let dataDir: string;
    let push: PushServices;
    beforeEach(async () => {
      handle = await openTestDatabase(driver);
      dataDir = await mkdtemp(path.join(tmpdir(), 'showfloor-inbox-'));
      push = await createPushServices(handle.db, testConfig(dataDir));
    });
    afterEach(async () => {
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    it('keeps each language’s title and content, made safe, and a device reads its own', async () => {
      await push.inbox.send(bilingual);
      await push.inbox.send({ title: 'Un seul texte', content: 'Sans traduction.' });
      const [single, both] = await push.inbox.list({ limit: 10 });
      expect(single?.translations).toBeUndefined();
      expect(single && inboxMessageIn(single, 'en')).toEqual({
        title: 'Un seul texte',
        content: 'Sans traduction.',
      });
      expect(both?.translations?.en).toEqual({
        title: 'Doors open at 9:00',
        content: 'Hall 2 opens at 9:00.',
      });
      expect(both && inboxMessageIn(both, 'fr')).toEqual({
        title: 'Ouverture à 9 h',
        content: 'Le hall 2 ouvre à 9 h.',
      });
    });

    it('keeps the languages of a scheduled message when it is sent', async () => {
      const sendAt = new Date(Date.now() + 60_000);
      await push.inbox.schedule(bilingual, sendAt);
      expect((await push.inbox.scheduled())[0]?.translations?.en?.title).toBe('Doors open at 9:00');
      await handle.db.execute("update scheduled_messages set send_at = now() - interval '1 minute'");
      await push.inbox.sendDue();
      const [sent] = await push.inbox.list({ limit: 1 });
      expect(sent && inboxMessageIn(sent, 'en').title).toBe('Doors open at 9:00');
    });
  });
}

describe('a push of a message in two languages', () => {
  it('carries both, cut to fit the push services’ limit', () => {
    const long = 'x'.repeat(5_000);
    const payload = inboxPushPayloadSchema.parse(
      JSON.parse(
        pushPayloadOf({
          id: 'm1',
          date: '2026-11-28T09:00:00.000Z',
          title: 'Titre',
          content: long,
          translations: { fr: { title: 'Titre', content: long }, en: { title: 'Title', content: long } },
        }),
      ),
    );
    expect(payload.message.translations?.en?.title).toBe('Title');
    expect(payload.message.translations?.en?.content.length).toBeLessThan(500);
    expect(payload.message.content.length).toBeLessThan(500);
  });
});

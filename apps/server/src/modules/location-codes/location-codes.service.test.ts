import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { locationCodeUrl, parseLocationCode, type SourceItem } from '@showfloor/core';
import { generateDemoShow } from '@showfloor/demo';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createServices, type Services } from '../../create-services.js';
import type { DatabaseHandle } from '../../db/database.js';
import { showConfigFixture, smallCatalog } from '../../testing/catalog-factories.js';
import { readQrSvg } from '../../testing/qr-svg-reader.js';
import { testConfig } from '../../testing/test-app.js';
import { openTestDatabase, TEST_DRIVERS } from '../../testing/test-database.js';
import { locationCodeOptionsSchema } from './location-code-options.js';

const PUBLIC_URL = 'https://show.example';

interface PrintedCard {
  unitId: string;
  qrText: string;
  svg: string;
  texts: string[];
}

/** The cards of a sheet as a reader of the page sees them: the QR drawing and the visible lines. */
function printedCards(html: string): PrintedCard[] {
  const cards = html.matchAll(
    /<section class="card" data-unit-id="([^"]*)" data-kind="[^"]*" data-qr-text="([^"]*)">(.*?)<\/section>/gs,
  );
  return [...cards].map(([, unitId = '', qrText = '', body = '']) => ({
    unitId,
    qrText,
    svg: /<svg.*<\/svg>/s.exec(body)?.[0] ?? '',
    texts: [...body.replace(/<svg.*<\/svg>/s, '').matchAll(/<(?:h2|p)[^>]*>([^<]*)</g)].map(
      ([, text = '']) => text,
    ),
  }));
}

let demoVenue: SourceItem[] | undefined;

/** The demo show's venue items (buildings and floors), generated once, with a hook to edit a copy. */
function demoVenueItems(edit: (item: SourceItem) => void = () => {}): SourceItem[] {
  demoVenue ??= generateDemoShow({ size: 'small', start: '2026-11-21' }).items.filter(
    (item) => item.type === 'buildings' || item.type === 'floors',
  );
  const items = structuredClone(demoVenue);
  items.forEach(edit);
  return items;
}

for (const driver of TEST_DRIVERS) {
  describe(`location-code sheet on ${driver}`, () => {
    let handle: DatabaseHandle;
    let dataDir: string;
    let services: Services;

    beforeEach(async () => {
      handle = await openTestDatabase(driver);
      dataDir = await mkdtemp(path.join(tmpdir(), 'showfloor-location-codes-'));
      services = createServices(handle, testConfig(dataDir));
      await services.catalog.setConfig(showConfigFixture());
    });
    afterEach(async () => {
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    async function publish(items: SourceItem[]): Promise<void> {
      await services.catalog.upsertItems(items);
      await services.publishing.publish();
    }

    it('prints a card per entrance, lift, stairs, escalator and toilet of the demo venue; each QR code reads back as its link', async () => {
      await publish(demoVenueItems());
      const sheet = await services.locationCodes.sheet({ publicUrl: PUBLIC_URL });
      expect(sheet).toMatchObject({ version: 1, venueId: 'demo-venue', codes: 34 });
      expect(sheet.html.match(/<div class="page">/g)).toHaveLength(6);

      const cards = printedCards(sheet.html);
      expect(cards).toHaveLength(34);
      const lift = cards.find((card) => card.unitId === 'hall-a-L0-lift');
      expect(lift?.texts).toEqual([
        'Vous êtes ici · You are here',
        'Ascenseur',
        'Lift',
        'Hall A - niveau 0 / Hall A - level 0',
        'show.example/?/mobigeo?here=hall-a-L0-lift',
      ]);
      expect(cards.find((card) => card.unitId === 'hall-a-L0-entrance-main')?.texts.slice(1, 3)).toEqual([
        'Hall A — entrée 1',
        'Hall A — entrance 1',
      ]);
      for (const card of cards) {
        const decoded = readQrSvg(card.svg);
        expect(decoded).toBe(locationCodeUrl(PUBLIC_URL, card.unitId));
        expect(parseLocationCode(decoded ?? '')).toBe(card.unitId);
      }
    });

    it('escapes names coming from imported data', async () => {
      await publish(
        demoVenueItems((item) => {
          if (item.type === 'buildings' && item.original_id === 'hall-a') {
            item.fields.title = { $t: { fr: '<script>alert("A")</script> & Cie', en: 'Hall <A>' } };
          }
        }),
      );
      const { html } = await services.locationCodes.sheet({ publicUrl: PUBLIC_URL });
      expect(html).not.toContain('<script>');
      expect(html).toContain('&lt;script&gt;alert(&quot;A&quot;)&lt;/script&gt; &amp; Cie / Hall &lt;A&gt;');
    });

    it('names what is missing: nothing published, no venue published, an unknown venue', async () => {
      const sheet = () => services.locationCodes.sheet({ publicUrl: PUBLIC_URL, venueId: 'demo-venue' });
      await expect(sheet()).rejects.toThrow('nothing is published yet');
      await publish(smallCatalog());
      await expect(sheet()).rejects.toThrow('published version 1 has no indoor venue');
      await publish(demoVenueItems());
      await expect(
        services.locationCodes.sheet({ publicUrl: PUBLIC_URL, venueId: 'main-hall' }),
      ).rejects.toThrow('no venue "main-hall" in published version 2 (it has "demo-venue")');
      await expect(sheet()).resolves.toMatchObject({ version: 2, codes: 34 });
    });
  });
}

describe('location-code options', () => {
  it('takes an http(s) address without its trailing slash, and refuses other schemes and empty venues', () => {
    expect(locationCodeOptionsSchema.parse({ publicUrl: 'https://show.example/app/' })).toEqual({
      publicUrl: 'https://show.example/app',
    });
    expect(locationCodeOptionsSchema.safeParse({ publicUrl: 'javascript:alert(1)' }).success).toBe(false);
    expect(locationCodeOptionsSchema.safeParse({ publicUrl: PUBLIC_URL, venueId: ' ' }).success).toBe(false);
  });
});

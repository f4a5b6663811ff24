import { randomBytes } from 'node:crypto';
import {
  CONSOLE_CSRF_HEADER,
  type ConsoleItem,
  type ConsoleItemList,
  ITEM_IMAGE_MAX_BYTES,
  type OrganiserRole,
} from '@showfloor/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { showConfigFixture, sourceItem } from '../../testing/catalog-factories.js';
import { type ConsoleLogin, logInOrganiser } from '../../testing/console-organisers.js';
import { openTestApp, type TestApp } from '../../testing/test-app.js';
import { TEST_DRIVERS } from '../../testing/test-database.js';
import { OrganiserRepository } from './organiser.repository.js';

/** A real picture: a gradient, so that resizing and encoding have something to do. */
function picture(width: number, height: number, format: 'png' | 'jpeg'): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < width * height; index += 1) {
    pixels[index * 3] = index % 256;
    pixels[index * 3 + 1] = (index / width) % 256;
    pixels[index * 3 + 2] = 128;
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

for (const driver of TEST_DRIVERS) {
  describe(`console item images on ${driver}: a logo or photo uploaded, resized, stored by its hash`, () => {
    let test: TestApp;
    let organisers: OrganiserRepository;
    let editor: ConsoleLogin;
    let staff: ConsoleLogin;

    const logInAs = (email: string, role: OrganiserRole) =>
      logInOrganiser(test.app, test.handle.db, email, role);

    beforeAll(async () => {
      test = await openTestApp(driver);
      organisers = new OrganiserRepository(test.handle.db);
      await test.catalog.setConfig(showConfigFixture());
      await test.catalog.importItems([
        {
          items: [
            sourceItem('exhibitors', 'robotix', {
              fields: { title: 'Robotix', logo_file_name: 'logos/robotix.svg' },
            }),
            sourceItem('speakers', 'chloe', { fields: { title: 'Chloé Martin' } }),
            sourceItem('events', 'talk-1', { fields: { title: 'Opening keynote' } }),
          ],
        },
      ]);
      await test.catalog.upsertAssets([
        {
          path: 'logos/robotix.svg',
          contentType: 'image/svg+xml',
          body: '<svg xmlns="http://www.w3.org/2000/svg"/>',
        },
      ]);
      editor = await logInAs('editor@show.test', 'editor');
      staff = await logInAs('staff@show.test', 'staff');
    });
    afterAll(async () => {
      await test.close();
    });

    async function itemOf(type: string, originalId: string): Promise<ConsoleItem> {
      const get = (url: string) =>
        test.app.inject({ url: `/console/api/${url}`, headers: { cookie: staff.cookie } });
      const list: ConsoleItemList = (await get(`items/${type}`)).json();
      const id = list.items.find((item) => item.originalId === originalId)?.id;
      return (await get(`items/${type}/${id}`)).json();
    }

    const upload = (
      who: ConsoleLogin,
      item: ConsoleItem,
      body: Buffer,
      { updatedAt = item.updatedAt, csrf = who.session.csrfToken } = {},
    ) =>
      test.app.inject({
        method: 'PUT',
        url: `/console/api/items/${item.type}/${item.id}/image?updatedAt=${encodeURIComponent(updatedAt)}`,
        payload: body,
        headers: {
          cookie: who.cookie,
          [CONSOLE_CSRF_HEADER]: csrf,
          // The declared type is not believed: the bytes decide.
          'content-type': 'application/octet-stream',
        },
      });

    async function servedImage(path: string) {
      const response = await test.app.inject({ url: `/files/assets/${path}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      return sharp(response.rawPayload).metadata();
    }

    it('shrinks a large PNG logo to 512 wide, stores it under its hash, points the exhibitor at it, and audits it', async () => {
      const before = await itemOf('exhibitors', 'robotix');
      const response = await upload(editor, before, await picture(2048, 1024, 'png'));
      expect(response.statusCode).toBe(200);
      const saved: ConsoleItem = response.json();
      const logo = saved.fields.logo_file_name;
      expect(logo).toMatch(/^logos\/[0-9a-f]{20}\.webp$/);
      expect(saved.fields.title).toBe('Robotix');
      expect(saved.updatedAt).not.toBe(before.updatedAt);
      const metadata = await servedImage(String(logo));
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 512, 256]);
      const [entry] = await organisers.auditEntries(1);
      expect(entry).toMatchObject({
        actor: 'editor@show.test',
        action: 'item.edit',
        detail: {
          type: 'exhibitors',
          originalId: 'robotix',
          changed: ['logo'],
          logo: { from: 'logos/robotix.svg', to: logo },
        },
      });
    });

    it('keeps a small JPEG photo at its size, and a new upload never overwrites the image a version shows', async () => {
      const speaker = await itemOf('speakers', 'chloe');
      const first = await upload(editor, speaker, await picture(120, 180, 'jpeg'));
      expect(first.statusCode).toBe(200);
      const firstPhoto = String(first.json().fields.photo);
      expect(firstPhoto).toMatch(/^photos\/[0-9a-f]{20}\.webp$/);
      const metadata = await servedImage(firstPhoto);
      expect([metadata.width, metadata.height]).toEqual([120, 180]);

      const published = await test.publishing.publish();
      const second = await upload(editor, first.json(), await picture(1600, 1000, 'jpeg'));
      expect(second.statusCode).toBe(200);
      const secondPhoto = String(second.json().fields.photo);
      expect(secondPhoto).not.toBe(firstPhoto);
      expect([(await servedImage(secondPhoto)).width]).toEqual([800]);
      // The published version's photo is still served as it was.
      expect((await servedImage(firstPhoto)).width).toBe(120);

      // The next publish names the new photo, and its asset pack brings it to the devices.
      const next = await test.publishing.publish();
      const bundle = (await test.app.inject({ url: '/offline/db_eng.json' })).json();
      const speakers = bundle.data.speakers;
      expect(speakers.rows[0][speakers.fields.indexOf('photo')]).toBe(secondPhoto);
      const pack = await test.app.inject({
        url: `/files/assets-pack?from=${published.version}&v=${next.version}`,
      });
      expect(pack.statusCode).toBe(200);
      expect(Object.keys(pack.json().assets)).toContain(secondPhoto);
    });

    it('refuses what is not a PNG, JPEG or WebP by its bytes (415), a file over 5 MB (413) and a corrupt PNG (400), storing nothing', async () => {
      const item = await itemOf('exhibitors', 'robotix');
      const assetsBefore = (await test.catalog.listAssets()).length;
      const svg = await upload(editor, item, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
      expect(svg.statusCode).toBe(415);
      expect(svg.json()).toMatchObject({ field: 'body', message: 'not a PNG, JPEG or WebP image' });
      const gif = await upload(editor, item, Buffer.from('GIF89a\u0001\u0000\u0001\u0000'));
      expect(gif.statusCode).toBe(415);
      const large = Buffer.concat([PNG_SIGNATURE, Buffer.alloc(ITEM_IMAGE_MAX_BYTES)]);
      expect((await upload(editor, item, large)).statusCode).toBe(413);
      const corrupt = await upload(editor, item, Buffer.concat([PNG_SIGNATURE, randomBytes(4096)]));
      expect(corrupt.statusCode).toBe(400);
      expect(corrupt.json().message).toMatch(/^the image cannot be read/);
      expect((await test.catalog.listAssets()).length).toBe(assetsBefore);
      expect((await itemOf('exhibitors', 'robotix')).updatedAt).toBe(item.updatedAt);
    });

    it('refuses an upload on an older read (409) storing nothing, a type without an image, staff and a missing CSRF token', async () => {
      const item = await itemOf('exhibitors', 'robotix');
      const assetsBefore = (await test.catalog.listAssets()).length;
      const stale = await upload(editor, item, await picture(300, 300, 'png'), {
        updatedAt: '2020-01-01T00:00:00.000Z',
      });
      expect(stale.statusCode).toBe(409);
      expect((await test.catalog.listAssets()).length).toBe(assetsBefore);

      const talk = await itemOf('events', 'talk-1');
      const noImage = await upload(editor, talk, await picture(10, 10, 'png'));
      expect(noImage.statusCode).toBe(400);
      expect(noImage.json().field).toBe('type');

      expect((await upload(staff, item, await picture(10, 10, 'png'))).statusCode).toBe(403);
      const forged = await upload(editor, item, await picture(10, 10, 'png'), { csrf: 'forged' });
      expect(forged.statusCode).toBe(403);
      expect((await itemOf('exhibitors', 'robotix')).fields.logo_file_name).toBe(item.fields.logo_file_name);
    });
  });
}

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  CONSOLE_CSRF_HEADER,
  type ContentApplied,
  type ContentReport,
  ITEM_IMAGE_MAX_BYTES,
} from '@showfloor/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConsoleLogin, logInEveryRole } from '../../testing/console-organisers.js';
import { openTestApp, type TestApp } from '../../testing/test-app.js';
import { TEST_DRIVERS } from '../../testing/test-database.js';
import { isPublicAddress, LogoFetcher } from '../content/index.js';

/**
 * An exhibitor list's logo URLs fetched on "Apply" (docs/console.md "Exhibitor lists"), from a
 * server of the test on the loopback address: the production fetcher refuses such an address and
 * plain http, so the test's fetcher lets them in, and the refusals are checked on their own.
 */

const FETCH_TIMEOUT_MS = 800;
/** The logo server's port: one at a time, each suite closing it before the next opens it. */
const LOGO_SERVER_PORT = 8972;
const LOGO_HOST = 'logos.show.test';

async function logoServer(): Promise<{ server: Server; base: string }> {
  const wide = await sharp({
    create: { width: 1200, height: 600, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 1 } },
  })
    .png()
    .toBuffer();
  const server = createServer((request, response) => {
    switch (request.url) {
      case '/wide.png':
        response.writeHead(200, { 'content-type': 'image/png' }).end(wide);
        return;
      case '/moved.png':
        response.writeHead(302, { location: '/wide.png' }).end();
        return;
      case '/to-private.png':
        response.writeHead(302, { location: 'http://10.0.0.1/logo.png' }).end();
        return;
      case '/page.png':
        response
          .writeHead(200, { 'content-type': 'image/png' })
          .end('<!doctype html><title>Not found</title>');
        return;
      case '/huge.png':
        response.writeHead(200, { 'content-type': 'image/png' });
        response.end(Buffer.alloc(ITEM_IMAGE_MAX_BYTES + 1024, 0x89));
        return;
      case '/slow.png':
        // Never answers: the fetcher's timeout ends it.
        return;
      default:
        response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(LOGO_SERVER_PORT, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function closed(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

describe('the logo fetcher refuses what a list must not make the back office fetch', () => {
  let served: { server: Server; base: string };
  beforeAll(async () => {
    served = await logoServer();
  });
  afterAll(async () => {
    await closed(served.server);
  });

  it('knows public addresses from loopback, private, link-local and mapped ones', () => {
    expect(isPublicAddress('93.184.215.14')).toBe(true);
    expect(isPublicAddress('2606:4700::6810:84e5')).toBe(true);
    for (const address of ['127.0.0.1', '10.2.3.4', '172.20.0.1', '192.168.1.10', '169.254.169.254']) {
      expect(isPublicAddress(address)).toBe(false);
    }
    for (const address of ['::1', 'fd00::1', 'fe80::1', '::ffff:192.168.0.1', '::']) {
      expect(isPublicAddress(address)).toBe(false);
    }
  });

  it('refuses http, and https to a loopback or link-local address, named or literal, before connecting', async () => {
    const fetcher = new LogoFetcher();
    const port = new URL(served.base).port;
    const reasons = await fetcher.fetchAll([
      { row: 2, originalId: 'a', url: `${served.base}/wide.png` },
      { row: 3, originalId: 'b', url: `https://127.0.0.1:${port}/wide.png` },
      { row: 4, originalId: 'c', url: `https://localhost:${port}/wide.png` },
      { row: 5, originalId: 'd', url: 'https://169.254.169.254/latest/meta-data' },
      { row: 6, originalId: 'e', url: 'https://[::1]/logo.png' },
    ]);
    expect(reasons.map((outcome) => ('reason' in outcome ? outcome.reason : 'fetched'))).toEqual([
      'not an https address',
      '127.0.0.1 is a private or local address',
      expect.stringMatching(/^localhost is a private or local address \((127\.0\.0\.1|::1)\)$/),
      '169.254.169.254 is a private or local address',
      '::1 is a private or local address',
    ]);
  });

  it('checks every redirection again: a public page may not send the fetch to a private address', async () => {
    const loopbackOnly = new LogoFetcher({ schemes: ['http:'], isAllowedAddress: (a) => a === '127.0.0.1' });
    const [moved, toPrivate] = await loopbackOnly.fetchAll([
      { row: 2, originalId: 'a', url: `${served.base}/moved.png` },
      { row: 3, originalId: 'b', url: `${served.base}/to-private.png` },
    ]);
    expect(moved && 'image' in moved ? moved.image.asset.path : moved).toMatch(/^logos\/[0-9a-f]{20}\.webp$/);
    expect(toPrivate && 'reason' in toPrivate ? toPrivate.reason : toPrivate).toBe(
      '10.0.0.1 is a private or local address',
    );
  });
});

for (const driver of TEST_DRIVERS) {
  describe(`exhibitor list logos on ${driver}: fetched on Apply, a failed one a warning naming its row`, () => {
    let test: TestApp;
    let editor: ConsoleLogin;
    let served: { server: Server; base: string };

    beforeAll(async () => {
      served = await logoServer();
      // The list names the test's server by a host name, as a list names a CDN.
      const logoFetcher = new LogoFetcher({
        schemes: ['http:', 'https:'],
        isAllowedAddress: () => true,
        resolveHost: async (hostname) =>
          hostname === LOGO_HOST ? [{ address: '127.0.0.1', family: 4 }] : [],
        timeoutMs: FETCH_TIMEOUT_MS,
      });
      test = await openTestApp(driver, {}, { logoFetcher });
      const people = await logInEveryRole(test.app, test.handle.db);
      if (!people.editor) throw new Error('the editor did not log in');
      editor = people.editor;
    });
    afterAll(async () => {
      await test.close();
      await closed(served.server);
    });

    const base = () => served.base.replace('127.0.0.1', LOGO_HOST);
    const list = () => `Name,Logo URL
Robotix,${base()}/wide.png
Boulangerie Dupont,${base()}/missing.png
Câbles Martin,${base()}/page.png
Géant Industries,${base()}/huge.png
Lenteur SA,${base()}/slow.png
Sans Logo,
`;

    const upload = async (body: string): Promise<ContentReport> => {
      const answer = await test.app.inject({
        method: 'POST',
        url: '/console/api/content/uploads?name=exposants.csv',
        payload: body,
        headers: {
          cookie: editor.cookie,
          [CONSOLE_CSRF_HEADER]: editor.session.csrfToken,
          'content-type': 'application/octet-stream',
        },
      });
      expect(answer.statusCode).toBe(200);
      return answer.json();
    };

    const apply = async (report: ContentReport): Promise<ContentApplied> => {
      const answer = await test.app.inject({
        method: 'POST',
        url: '/console/api/content/apply',
        payload: { uploadId: report.uploadId, sha256: report.sha256 },
        headers: { cookie: editor.cookie, [CONSOLE_CSRF_HEADER]: editor.session.csrfToken },
      });
      expect(answer.statusCode).toBe(200);
      return answer.json();
    };

    const logoOf = async (originalId: string) =>
      (await test.catalog.sourcedItems()).find((item) => item.original_id === originalId)?.fields
        .logo_file_name;

    it('says how many logos the dry run would fetch, and fetches none', async () => {
      const report = await upload(list());
      expect(report.logosToFetch).toBe(5);
      expect(await test.catalog.listAssets()).toEqual([]);
    });

    it('stores a good logo shrunk, and imports every exhibitor, those whose logo failed without one', async () => {
      const applied = await apply(await upload(list()));
      expect(applied.added).toBe(6);
      const logo = await logoOf('name:robotix');
      expect(logo).toMatch(/^logos\/[0-9a-f]{20}\.webp$/);
      const stored = await test.app.inject({ url: `/files/assets/${logo}` });
      expect(stored.headers['content-type']).toBe('image/webp');
      const metadata = await sharp(stored.rawPayload).metadata();
      expect([metadata.width, metadata.height]).toEqual([512, 256]);
      for (const id of [
        'name:boulangerie-dupont',
        'name:cables-martin',
        'name:geant-industries',
        'name:lenteur-sa',
      ]) {
        expect(await logoOf(id)).toBeUndefined();
      }
      const warnings = applied.lines.filter((line) => line.startsWith('warning: '));
      expect(warnings).toEqual([
        `warning: exposants.csv: row 3: logo ${base()}/missing.png not fetched (the server answered HTTP 404): imported without a logo`,
        `warning: exposants.csv: row 4: logo ${base()}/page.png not fetched (not a PNG, JPEG or WebP image): imported without a logo`,
        `warning: exposants.csv: row 5: logo ${base()}/huge.png not fetched (the logo is larger than 5 MB): imported without a logo`,
        `warning: exposants.csv: row 6: logo ${base()}/slow.png not fetched (no answer within 0.8 s): imported without a logo`,
      ]);
      expect(applied.lines).toContain('logos: 1 of 5 fetched');
      expect((await test.catalog.listAssets()).map((asset) => asset.path)).toEqual([logo]);
    });

    it('keeps a logo fetched from the same URL when the list is applied again, fetching only the others', async () => {
      const before = await logoOf('name:robotix');
      const report = await upload(list());
      expect(report.logosToFetch).toBe(4);
      const applied = await apply(report);
      expect(applied.lines).toContain('logos: 0 of 4 fetched');
      expect(await logoOf('name:robotix')).toBe(before);
    });
  });
}

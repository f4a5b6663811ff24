import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.js';
import { FakeCamera } from '../support/fake-camera.js';
import { demoLicence, LeadCapturePage, launchWithCamera } from '../support/lead-capture-page.js';
import { ShowServer } from '../support/show-server.js';

/**
 * A lead's photo (the visitor or their business card): picked through the file input, framed in the
 * crop dialog, kept on the device with the contact across a reload, announced to the back office as
 * IsExistPhoto, and removed after a confirmation.
 */

// A plain badge (format 1) of a demo visitor: code, then Nom, Prenom, Societe.
const BADGE = 'P0001&Durand#Anna#Acme';

const server = new ShowServer(8745);
const camera = new FakeCamera(path.join(tmpdir(), `showfloor-leads-photo-${process.pid}.y4m`));
let browser: Browser;
let licence: string;

test.beforeAll(async () => {
  licence = await demoLicence(server);
  await server.start();
  browser = await launchWithCamera(camera);
});

test.afterAll(async () => {
  await browser?.close();
  await server.dispose();
});

interface SentVisitor {
  CAB: string;
  IsExistPhoto: boolean;
}

/** A 1200×1600 PNG (a portrait of a business card), drawn by the page itself. */
function portraitPng(page: Page): Promise<Buffer> {
  return page
    .evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 1200;
      canvas.height = 1600;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no canvas');
      context.fillStyle = '#246';
      context.fillRect(0, 0, 1200, 1600);
      context.fillStyle = '#fc3';
      context.fillRect(300, 500, 600, 600);
      return canvas.toDataURL('image/png').split(',')[1] ?? '';
    })
    .then((base64) => Buffer.from(base64, 'base64'));
}

/** How many photos the lead database holds on this device. */
function storedPhotoCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const opening = indexedDB.open('showfloor-leads');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const db = opening.result;
          const counting = db.transaction('photos').objectStore('photos').count();
          counting.onsuccess = () => {
            resolve(counting.result);
            db.close();
          };
          counting.onerror = () => reject(counting.error);
        };
      }),
  );
}

test('a lead photo is framed, kept across a reload, announced to the back office, and removed', async () => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 } });
  await context.grantPermissions(['camera'], { origin: server.url });
  const leads = new LeadCapturePage(await context.newPage(), server.url);
  const { page } = leads;

  // Every save-contacts request goes on to the real back office; its body is kept to be read.
  const sent: SentVisitor[][] = [];
  await context.route('**/leads/save-contacts', async (route) => {
    const body = route.request().postDataJSON() as {
      visitorToSaveList: { VisitorToSave: SentVisitor }[];
    };
    sent.push(body.visitorToSaveList.map((item) => item.VisitorToSave));
    await route.continue();
  });
  const lastSent = (code: string) => sent.flat().findLast((visitor) => visitor.CAB === code);

  await leads.open();
  await leads.register('anna', licence);

  await leads.scan(camera, BADGE);
  await expect(page.getByRole('heading', { name: 'New contact' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('No photo.')).toBeVisible();

  // Take or choose a photo: the input the button opens takes the camera or the gallery.
  const input = page.getByTestId('lead-photo-input');
  await expect(input).toHaveAttribute('accept', 'image/*');
  await expect(input).toHaveAttribute('capture', 'environment');
  await expect(page.getByRole('button', { name: 'Take or choose a photo' })).toBeVisible();
  await input.setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: await portraitPng(page) });

  // The crop dialog: loaded at 675×900, a frame 300 wide at the 0.85 ratio, moved with the keyboard.
  const dialog = page.getByRole('dialog', { name: 'Frame the photo' });
  await expect(dialog).toBeVisible();
  const frame = dialog.getByRole('button', { name: 'Crop frame' });
  const before = await frame.boundingBox();
  await frame.focus();
  await page.keyboard.press('ArrowUp');
  const after = await frame.boundingBox();
  expect(after?.y).toBeLessThan(before?.y ?? 0);
  await page.screenshot({ path: test.info().outputPath('leads-photo-crop.png') });
  await expectAccessible(page, 'the contact form with the crop dialog open');

  // Cancel leaves the form without a photo; a second pick is confirmed.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('lead-photo')).toHaveCount(0);
  await input.setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: await portraitPng(page) });
  await dialog.getByRole('button', { name: 'Use this photo' }).click();
  await expect(dialog).toBeHidden();

  // The thumbnail is the framed part: a JPEG 300 wide at the 0.85 ratio.
  const thumbnail = page.getByTestId('lead-photo');
  await expect(thumbnail).toBeVisible();
  const natural = await thumbnail.evaluate((image: HTMLImageElement) => ({
    width: image.naturalWidth,
    height: image.naturalHeight,
  }));
  expect(natural).toEqual({ width: 300, height: 353 });
  await page.screenshot({ path: test.info().outputPath('leads-photo-form.png'), fullPage: true });

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(leads.lead('P0001')).toContainText('Synchronised', { timeout: 45_000 });
  expect(lastSent('P0001')?.IsExistPhoto).toBe(true);
  expect(await storedPhotoCount(page)).toBe(1);
  await expectAccessible(page, 'the list after saving');

  // A reload keeps the photo with the contact: scanning the badge again opens it with its thumbnail.
  await page.reload();
  await expect(leads.lead('P0001')).toContainText('Synchronised');
  await leads.scan(camera, BADGE);
  await expect(page.getByRole('heading', { name: 'Contact', exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(300);

  // Remove the photo: a confirmation first; cancelling keeps it.
  await page.getByRole('button', { name: 'Remove the photo' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove the photo' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(thumbnail).toBeVisible();
  await page.getByRole('button', { name: 'Remove the photo' }).click();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(thumbnail).toHaveCount(0);
  await expect(page.getByText('No photo.')).toBeVisible();

  // Removing is a change: the contact is saved again and sent without a photo.
  const calls = sent.length;
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(leads.formHeading()).toBeHidden();
  await expect.poll(() => sent.length, { timeout: 45_000 }).toBeGreaterThan(calls);
  expect(lastSent('P0001')?.IsExistPhoto).toBe(false);
  await expect(leads.lead('P0001')).toContainText('Synchronised', { timeout: 45_000 });
  expect(await storedPhotoCount(page)).toBe(0);
  await context.close();
});

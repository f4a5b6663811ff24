import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, expect, test } from '@playwright/test';
import { FakeCamera } from '../support/fake-camera.js';
import {
  demoLicence,
  demoSignedBadges,
  exportedLeads,
  forgedBadge,
  LeadCapturePage,
  launchWithCamera,
} from '../support/lead-capture-page.js';
import { ShowServer } from '../support/show-server.js';

// Badge texts of docs/badge-format.md; the demo form has Nom, Prenom, Societe at positions 1, 2, 3.
const FORMAT_1 = 'P0101&Lefort#Paul#Initech';
const FORMAT_2 = 'LG.Nguyen;Linh;Globex;P0102';

const server = new ShowServer(8741);
const camera = new FakeCamera(path.join(tmpdir(), `showfloor-leads-badges-${process.pid}.y4m`));
let browser: Browser;
let licence: string;
let signed: Map<string, string>;

test.beforeAll(async () => {
  licence = await demoLicence(server);
  await server.start();
  signed = await demoSignedBadges(server);
  browser = await launchWithCamera(camera);
});

test.afterAll(async () => {
  await browser?.close();
  await server.dispose();
});

test('lead capture reads signed, format-1 and format-2 badges, and refuses forged and foreign QR codes', async () => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 } });
  await context.grantPermissions(['camera'], { origin: server.url });
  const leads = new LeadCapturePage(await context.newPage(), server.url);
  const { page } = leads;
  await leads.open();
  await leads.register('anna', licence);

  // A signed demo badge: the names come from its verified payload.
  const signedBadge = signed.get('V0001') ?? '';
  await leads.scan(camera, signedBadge);
  await expect(leads.formHeading()).toBeVisible({ timeout: 30_000 });
  const signedLastName = await page.getByLabel(/^Nom/).inputValue();
  expect(signedLastName).not.toBe('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(leads.lead('V0001')).toContainText(signedLastName);

  // Format 1: code, '&', then '#'-separated values by field position.
  await leads.scan(camera, FORMAT_1);
  await expect(page.getByLabel(/^Nom/)).toHaveValue('Lefort', { timeout: 30_000 });
  await expect(page.getByLabel(/^Prénom/)).toHaveValue('Paul');
  await expect(page.getByLabel(/^Société/)).toHaveValue('Initech');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(leads.lead('P0101')).toContainText('Paul Lefort');

  // Format 2: 'LG.' then ';'-separated values, the code last.
  await leads.scan(camera, FORMAT_2);
  await expect(page.getByLabel(/^Nom/)).toHaveValue('Nguyen', { timeout: 30_000 });
  await expect(page.getByLabel(/^Société/)).toHaveValue('Globex');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(leads.lead('P0102')).toContainText('Linh Nguyen');

  // A signed badge edited by a forger, and a QR code that is no badge: no contact form opens.
  await leads.scan(camera, forgedBadge(signed.get('V0002') ?? '', 'Forger'));
  await expect(page.getByText('Invalid visitor badge')).toBeVisible({ timeout: 30_000 });
  await expect(leads.formHeading()).toBeHidden();
  await leads.scan(camera, 'https://example.com/free-coffee');
  await expect(page.getByText('Invalid visitor badge').first()).toBeVisible({ timeout: 30_000 });
  await expect(leads.formHeading()).toBeHidden();
  await expect(leads.count()).toHaveText('3');

  // The back office holds exactly the three badges read, with the values the badges carried.
  await expect(leads.notSynchronised()).toHaveText('0', { timeout: 45_000 });
  const exported = await exportedLeads(server, licence, await leads.mobileId());
  expect(exported.map((lead) => lead['Badge code']).sort()).toEqual(['P0101', 'P0102', 'V0001']);
  const byCode = new Map(exported.map((lead) => [lead['Badge code'], lead]));
  expect(byCode.get('P0101')).toMatchObject({ Nom: 'Lefort', Prénom: 'Paul', Société: 'Initech' });
  expect(byCode.get('P0102')).toMatchObject({ Nom: 'Nguyen', Prénom: 'Linh', Société: 'Globex' });
  expect(byCode.get('V0001')?.Nom).toBe(signedLastName);
  await context.close();
});

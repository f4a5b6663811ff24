import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.js';
import { ShowServer } from '../support/show-server.js';

const MINUTE = 60_000;
const server = new ShowServer(8900);

test.use({ locale: 'en-US', viewport: { width: 390, height: 844 } });
test.describe.configure({ mode: 'serial' });

interface Talk {
  originalId: string;
  title: string;
  room: string;
  start: number;
  /** Its start on the show's clock, as the reminder writes it ('09:30'). */
  clock: string;
}

let talk: Talk;

test.beforeAll(async () => {
  await server.start();
  talk = await firstTalkWithRoom(server.url);
});

test.afterAll(async () => {
  await server.dispose();
});

/** A talk of the published show that has a start and a room: what its reminder names. */
async function firstTalkWithRoom(url: string): Promise<Talk> {
  const bundle = (await (await fetch(`${url}/offline/db_eng.json`)).json()) as {
    data: { events: { fields: string[]; rows: unknown[][] } };
  };
  const { fields, rows } = bundle.data.events;
  const field = (row: unknown[], name: string) => String(row[fields.indexOf(name)] ?? '');
  const row = rows.find(
    (candidate) => field(candidate, 'event_place_text') && field(candidate, 'start_date'),
  );
  if (row === undefined) throw new Error('the demo show has no talk with a start and a room');
  const startDate = field(row, 'start_date');
  return {
    originalId: field(row, 'original_id'),
    title: field(row, 'title'),
    room: field(row, 'event_place_text'),
    start: Date.parse(startDate),
    // The demo writes its times on the show's clock ('…T09:30:00+01:00'), in Paris's winter time.
    clock: startDate.slice(11, 16),
  };
}

/** The page model of this journey: a talk's sheet, the favorites page and its switch, the reminder. */
class ReminderPages {
  constructor(readonly page: Page) {}

  /** A visitor whose clock reads `minutesBefore` minutes before the talk starts, and keeps running. */
  async arrive(minutesBefore: number): Promise<void> {
    await this.page.addInitScript(() => window.localStorage.setItem('profile', 'visitor'));
    await this.page.clock.install({ time: talk.start - minutesBefore * MINUTE });
  }

  heading() {
    return this.page.getByRole('heading', { level: 1 });
  }

  async starTalk(): Promise<void> {
    await this.page.goto(`${server.url}/?/event?originalId=${encodeURIComponent(talk.originalId)}`);
    // The first visit downloads the show: the sheet loads when the data commits.
    await expect(this.heading()).toHaveText(talk.title, { timeout: 90_000 });
    const star = this.page.getByTestId('favorite-toggle');
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
  }

  async openFavorites(): Promise<void> {
    await this.page.goto(`${server.url}/?/favorites`);
    await expect(this.heading()).toHaveText('My favorites');
  }

  remindersSwitch() {
    return this.page.getByRole('switch', { name: 'Session reminders' });
  }

  reminder() {
    return this.page.getByRole('status').filter({ hasText: `Starting soon: ${talk.title}` });
  }
}

test('a favorite talk is reminded at its lead time with its time and room, once', async ({ page }) => {
  const app = new ReminderPages(page);
  await app.arrive(13);
  await app.starTalk();
  await app.openFavorites();
  await expect(app.remindersSwitch()).toHaveAttribute('aria-checked', 'true');
  await expect(
    page.getByText('A notice 10 minutes before each of your favorite sessions starts.'),
  ).toBeVisible();
  await expectAccessible(page, 'favorites page with the reminders switch');
  await expect(app.reminder()).toHaveCount(0);

  // The demo configures no lead time: 10 minutes. The app's timer is due 3 minutes from the arrival.
  await page.clock.runFor('03:00');
  const reminder = app.reminder();
  await expect(reminder).toBeVisible();
  await expect(reminder).toContainText(talk.clock);
  await expect(reminder).toContainText(talk.room);
  await expectAccessible(page, 'the reminder over the favorites page');

  // Told once: a reload does not tell it again.
  await page.reload();
  await expect(app.heading()).toHaveText('My favorites');
  await page.clock.runFor('01:00');
  await expect(app.reminder()).toHaveCount(0);
});

test('the reminder opens its session', async ({ page }) => {
  const app = new ReminderPages(page);
  await app.arrive(11);
  await app.starTalk();
  await app.openFavorites();
  await page.clock.runFor('01:00');
  await app.reminder().getByRole('link', { name: 'Open the session' }).click();
  await expect(app.heading()).toHaveText(talk.title);
  await expect(app.reminder()).toHaveCount(0);
});

test('with the switch off no reminder comes; turned on within the lead time, it comes at once', async ({
  page,
}) => {
  const app = new ReminderPages(page);
  await app.arrive(12);
  await app.starTalk();
  await app.openFavorites();
  // Keyboard: the switch is a button, toggled with Space.
  await app.remindersSwitch().focus();
  await page.keyboard.press('Space');
  await expect(app.remindersSwitch()).toHaveAttribute('aria-checked', 'false');
  await page.clock.runFor('04:00');
  await expect(app.reminder()).toHaveCount(0);
  await page.reload();
  await expect(app.remindersSwitch()).toHaveAttribute('aria-checked', 'false');
  await page.clock.runFor('01:00');
  await expect(app.reminder()).toHaveCount(0);

  await app.remindersSwitch().click();
  await expect(app.remindersSwitch()).toHaveAttribute('aria-checked', 'true');
  await expect(app.reminder()).toBeVisible();
});

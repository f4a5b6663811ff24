import { expect, type Page } from '@playwright/test';
import ICAL from 'ical.js';

/** The titles of the events of an .ics text, as a calendar app reads them. */
export function calendarTitles(text: string): string[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component).summary);
}

/** Opens the n-th session of the agenda's list view, stars it, and answers its title. */
export async function favoriteSession(page: Page, baseUrl: string, index: number): Promise<string> {
  await page.goto(`${baseUrl}/?/synoptic-agenda?view=list`);
  const session = page.getByTestId('agenda-list').getByRole('link').nth(index);
  const title = ((await session.locator('.related-title').textContent()) ?? '').trim();
  await session.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await page.getByRole('button', { name: 'Favorite', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Favorite', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  return title;
}

import type { Page } from '@playwright/test';

/**
 * Data updates are the updater journeys' subject: in other journeys, whenever one is offered, the
 * visitor declines it, as they may at any time.
 */
export async function declineOfferedUpdates(page: Page): Promise<void> {
  const offer = page.getByRole('dialog', { name: 'Update available' });
  await page.addLocatorHandler(offer, async () => {
    await offer.getByRole('button', { name: 'Later' }).click();
  });
}

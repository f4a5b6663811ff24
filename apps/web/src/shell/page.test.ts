import { describe, expect, it } from 'vitest';
import { lazyPage, PageCodeUnavailableError, type PageProps } from './page.js';

function Sheet(_: { props: PageProps }) {
  return null;
}

describe('lazyPage', () => {
  it('reports a page whose code could not be fetched as unavailable, and fetches it again on the next try', async () => {
    let fetches = 0;
    const page = lazyPage(async () => {
      fetches += 1;
      if (fetches === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return { Sheet };
    }, 'Sheet');

    const failure = await page.preload().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PageCodeUnavailableError);
    expect((failure as PageCodeUnavailableError).cause).toBeInstanceOf(TypeError);
    expect(page.isLoaded()).toBe(false);

    // Back online: the page is not stuck with its first failure.
    await expect(page.preload()).resolves.toBe(Sheet);
    expect(page.isLoaded()).toBe(true);
    expect(fetches).toBe(2);
  });

  it('fetches a page’s code once however many times it is asked for', async () => {
    let fetches = 0;
    const page = lazyPage(async () => {
      fetches += 1;
      return { Sheet };
    }, 'Sheet');
    await Promise.all([page.preload(), page.preload()]);
    await page.preload();
    expect(fetches).toBe(1);
  });
});

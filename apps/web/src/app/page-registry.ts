import type { PageKey } from '@showfloor/core';
import { type ComponentType, lazy } from 'react';

/** Route parameters of a page, as decoded from the URL (numbers, booleans and JSON already parsed). */
export type PageProps = Readonly<Record<string, unknown>>;

/** A screen and the page key it answers (spec core §2). */
export interface PageDefinition {
  pageKey: PageKey;
  component: ComponentType<{ props: PageProps }>;
}

type PageComponent = ComponentType<{ props: PageProps }>;

/**
 * A page whose code is fetched when it is first shown (and precached for offline use by the service
 * worker): the app's first screen does not wait for the code of every other one. The app root shows
 * a loading line meanwhile.
 */
export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, PageComponent>>,
  name: Name,
): PageComponent {
  return lazy(() => load().then((module): { default: PageComponent } => ({ default: module[name] })));
}

interface PagesModule {
  pages: readonly PageDefinition[];
}

/**
 * Every feature that has screens exports `pages` from its `pages.ts`; they are gathered here at
 * build time, so adding a feature never touches a shared list.
 */
const modules = import.meta.glob<PagesModule>('../features/*/pages.ts', { eager: true });

export const PAGES: ReadonlyMap<PageKey, PageDefinition['component']> = new Map(
  Object.values(modules).flatMap((module) =>
    module.pages.map((page) => [page.pageKey, page.component] as const),
  ),
);

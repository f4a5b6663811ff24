import type { PageKey } from '@showfloor/core';
import type { ComponentType } from 'react';

/** Route parameters of a page, as decoded from the URL (numbers, booleans and JSON already parsed). */
export type PageProps = Readonly<Record<string, unknown>>;

/** A screen and the page key it answers (spec core §2). */
export interface PageDefinition {
  pageKey: PageKey;
  component: ComponentType<{ props: PageProps }>;
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

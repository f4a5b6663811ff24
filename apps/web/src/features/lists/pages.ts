import type { PageDefinition } from '../../app/page-registry.js';
import { GroupedListPage } from './grouped-list-page.js';
import { ListPage } from './list-page.js';

export const pages: readonly PageDefinition[] = [
  { pageKey: 'list', component: ListPage },
  { pageKey: 'list-groups', component: GroupedListPage },
];

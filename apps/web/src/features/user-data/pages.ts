import type { PageDefinition } from '../../app/page-registry.js';
import { UserDataPage } from './user-data-page.js';

export const pages: readonly PageDefinition[] = [{ pageKey: 'user-data', component: UserDataPage }];

import type { PageDefinition } from '../../app/page-registry.js';
import { HomePage } from './home-page.js';

export const pages: readonly PageDefinition[] = [{ pageKey: 'home', component: HomePage }];

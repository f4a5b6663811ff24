import type { PageDefinition } from '../../shell/page.js';
import { HomePage } from './home-page.js';

export const pages: readonly PageDefinition[] = [{ pageKey: 'home', component: HomePage }];

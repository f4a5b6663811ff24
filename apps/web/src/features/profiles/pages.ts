import type { PageDefinition } from '../../app/page-registry.js';
import { ChooseProfilePage } from './choose-profile-page.js';

export const pages: readonly PageDefinition[] = [{ pageKey: 'choose-profile', component: ChooseProfilePage }];

import type { PageDefinition } from '../../shell/page.js';
import { ChooseProfilePage } from './choose-profile-page.js';

export const pages: readonly PageDefinition[] = [{ pageKey: 'choose-profile', component: ChooseProfilePage }];

import type { PageDefinition } from '../../app/page-registry.js';
import { LoginPage } from './login-page.js';

export const pages: readonly PageDefinition[] = [{ pageKey: 'login', component: LoginPage }];

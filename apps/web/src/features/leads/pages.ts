import type { PageDefinition } from '../../app/page-registry.js';
import { LeadsRoutePage } from './leads-route-page.js';

export const pages: readonly PageDefinition[] = [{ pageKey: 'klipso-leads', component: LeadsRoutePage }];

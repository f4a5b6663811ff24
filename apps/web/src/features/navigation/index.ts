export { type MenuEntry, type NavigationTarget, sideMenuEntries, textIn } from './menu-entries.js';
export { PageToolbar, type PageToolbarProps } from './page-toolbar.js';
export { SideMenu } from './side-menu.js';
export { type HomeToolbarIcon, homeToolbarIcons, pageToolbarButtons } from './toolbar-entries.js';
export { useLoginGate, usePageRedirect } from './use-login-gate.js';

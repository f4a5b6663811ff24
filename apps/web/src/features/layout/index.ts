export { LayoutSwitchPrompt } from './layout-switch-prompt.js';
export { type TwoColumnMode, useTwoColumnMode } from './use-two-column-mode.js';

export { ShareDialog, type ShareDialogProps } from './share-dialog.js';
export { isMobileUserAgent, type ShareChannel, type ShareTarget, shareTargets } from './share-targets.js';

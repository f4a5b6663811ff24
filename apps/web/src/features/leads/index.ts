import './app-service.js';

export { LeadCaptureController, type LeadCaptureView } from './lead-capture-controller.js';
export { LeadCapturePage } from './lead-capture-page.js';
export { DexieLeadStore, type LeadStore } from './lead-store.js';
export { createLeadCaptureController, type LeadCaptureDeps } from './use-lead-capture.js';

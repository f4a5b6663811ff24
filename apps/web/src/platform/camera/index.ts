export { BrowserQrCamera } from './browser-qr-camera.js';
export { CameraProvider, useQrCamera } from './camera-context.js';
export { MemoryQrCamera } from './memory-qr-camera.js';
export type { QrCamera, QrScanOutcome, QrScanRequest } from './qr-camera.js';
export { QrViewfinder, type QrViewfinderProps } from './qr-viewfinder.js';

/**
 * The device camera as the app uses it: one QR scan at a time (STYLE §5, platform behind an
 * interface). The browser implementation films with qr-scanner; tests use `MemoryQrCamera`.
 */

/** How a scan ended: a decoded text, or the reason there is none. */
export type QrScanOutcome =
  | { kind: 'decoded'; text: string }
  /** The user or the browser refused the camera. */
  | { kind: 'denied' }
  /** No camera, or the camera failed while filming. */
  | { kind: 'error'; reason: string }
  /** The scan was stopped before anything was read (the user closed the viewfinder). */
  | { kind: 'cancelled' };

export interface QrScanRequest {
  /** Where the camera preview plays; the in-memory camera ignores it. */
  preview: HTMLVideoElement;
  /** Aborting stops the camera and ends the scan as 'cancelled'. */
  signal: AbortSignal;
}

export interface QrCamera {
  /**
   * Loads the decoder ahead of the first scan. Screens that scan call it on opening, so that a scan
   * still works once the network is gone, even in a page the service worker does not control yet.
   */
  prepare(): Promise<void>;
  /** Films until a QR code is read, the camera fails, or the signal aborts. */
  scan(request: QrScanRequest): Promise<QrScanOutcome>;
}

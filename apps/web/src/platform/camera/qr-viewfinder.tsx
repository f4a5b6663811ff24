import './qr-viewfinder.css';
import { useEffect, useRef } from 'react';
import { useQrCamera } from './camera-context.js';
import type { QrScanOutcome } from './qr-camera.js';

export interface QrViewfinderProps {
  /** Called once, with how the scan ended; closing the viewfinder ends it as 'cancelled'. */
  onOutcome(outcome: QrScanOutcome): void;
  labels: { title: string; hint: string; cancel: string };
}

/** A full-screen camera preview that scans one QR code, then hands the outcome back. */
export function QrViewfinder({ onOutcome, labels }: QrViewfinderProps) {
  const camera = useQrCamera();
  const video = useRef<HTMLVideoElement>(null);
  const abort = useRef<AbortController | null>(null);
  const onOutcomeRef = useRef(onOutcome);
  onOutcomeRef.current = onOutcome;

  useEffect(() => {
    const preview = video.current;
    if (!preview) return;
    const controller = new AbortController();
    abort.current = controller;
    let isCurrent = true;
    void camera.scan({ preview, signal: controller.signal }).then((outcome) => {
      // StrictMode mounts twice: only the scan of the mounted viewfinder reports.
      if (isCurrent) onOutcomeRef.current(outcome);
    });
    return () => {
      isCurrent = false;
      controller.abort();
    };
  }, [camera]);

  return (
    <div className="qr-viewfinder" role="dialog" aria-modal="true" aria-label={labels.title}>
      <video ref={video} className="qr-viewfinder-video" muted playsInline />
      <p className="qr-viewfinder-hint">{labels.hint}</p>
      <button
        type="button"
        className="qr-viewfinder-cancel"
        // The scan then ends as 'cancelled' and reports it, once.
        onClick={() => abort.current?.abort()}
      >
        {labels.cancel}
      </button>
    </div>
  );
}

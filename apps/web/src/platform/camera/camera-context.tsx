import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { BrowserQrCamera } from './browser-qr-camera.js';
import type { QrCamera } from './qr-camera.js';

const CameraContext = createContext<QrCamera | null>(null);

/** Gives the screens below another camera (tests, a native shell); the browser camera otherwise. */
export function CameraProvider({ camera, children }: { camera: QrCamera; children: ReactNode }) {
  return <CameraContext.Provider value={camera}>{children}</CameraContext.Provider>;
}

/** The camera screens scan with. */
export function useQrCamera(): QrCamera {
  const provided = useContext(CameraContext);
  return useMemo(() => provided ?? new BrowserQrCamera(), [provided]);
}

import { type RefObject, useCallback, useRef } from 'react';
import type { CoveredEdges } from './map-camera.js';

/**
 * The map's edges under the page's buttons and panels, measured when fitting a view, so that
 * what the camera fits never ends up under them. `containerRef` goes on the map's container.
 */
export function useCoveredEdges(): {
  containerRef: RefObject<HTMLDivElement | null>;
  coveredEdges: () => CoveredEdges;
} {
  const containerRef = useRef<HTMLDivElement>(null);
  const coveredEdges = useCallback(() => {
    const container = containerRef.current;
    const height = (selector: string) =>
      (container?.querySelector<HTMLElement>(selector)?.offsetHeight ?? 0) + 16;
    const switcher = container?.querySelector<HTMLElement>('.level-switcher')?.offsetWidth ?? 0;
    return { top: height('.map-actions'), bottom: height('.map-panels'), left: 0, right: switcher + 8 };
  }, []);
  return { containerRef, coveredEdges };
}

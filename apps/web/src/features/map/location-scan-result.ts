import { parseLocationCode } from '@showfloor/core';
import type { QrScanOutcome } from '../../platform/camera/index.js';

/** How scanning a location code ended, in the map's terms. */
export type LocationScanResult =
  | { kind: 'located'; unitId: string }
  /** A QR code, but not a location code (a badge, a link to another page). */
  | { kind: 'notLocationCode' }
  | { kind: 'denied' }
  | { kind: 'failed' }
  | { kind: 'cancelled' };

/** Reads a scan outcome as a location code (`parseLocationCode`, the format the back office prints). */
export function locationScanResultOf(outcome: QrScanOutcome): LocationScanResult {
  switch (outcome.kind) {
    case 'decoded': {
      const unitId = parseLocationCode(outcome.text);
      return unitId === null ? { kind: 'notLocationCode' } : { kind: 'located', unitId };
    }
    case 'denied':
      return { kind: 'denied' };
    case 'error':
      return { kind: 'failed' };
    case 'cancelled':
      return { kind: 'cancelled' };
  }
}

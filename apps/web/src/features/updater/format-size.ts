import { BYTES_PER_KILOBYTE, BYTES_PER_MEGABYTE, SIZE_DISPLAY_DECIMALS } from '@showfloor/core';

export interface SizeText {
  /** i18n key of the unit pattern. */
  key: 'units.bytes' | 'units.kilobytes' | 'units.megabytes';
  /** Formatted by the caller in the user's language (1,96 Ko in French, 1.96 KB in English). */
  value: number;
}

function roundUp(value: number): number {
  const factor = 10 ** SIZE_DISPLAY_DECIMALS;
  return Math.ceil(value * factor) / factor;
}

/** Bytes under 1024, kilobytes under 1048576, else megabytes, rounded up to 2 decimals (core §9). */
export function sizeText(bytes: number): SizeText {
  if (bytes < BYTES_PER_KILOBYTE) return { key: 'units.bytes', value: bytes };
  if (bytes < BYTES_PER_MEGABYTE)
    return { key: 'units.kilobytes', value: roundUp(bytes / BYTES_PER_KILOBYTE) };
  return { key: 'units.megabytes', value: roundUp(bytes / BYTES_PER_MEGABYTE) };
}

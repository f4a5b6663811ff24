import {
  BYTES_PER_KILOBYTE,
  BYTES_PER_MEGABYTE,
  SIZE_DISPLAY_DECIMALS,
} from '../constants/spec-constants.js';

export type ByteUnit = 'B' | 'KB' | 'MB';

export interface ByteSize {
  amount: number;
  unit: ByteUnit;
}

const DECIMAL_FACTOR = 10 ** SIZE_DISPLAY_DECIMALS;

function roundUp(value: number): number {
  // Rounding the scaled value first drops float noise (1.1 * 100 = 110.00000000000001) before ceil.
  return Math.ceil(Number((value * DECIMAL_FACTOR).toFixed(6))) / DECIMAL_FACTOR;
}

/**
 * Spec core §9 "Size display": bytes under 1024, kilobytes under 1,048,576, else megabytes, rounded
 * up to 2 decimals so that a download is never announced smaller than it is.
 */
export function byteSize(bytes: number): ByteSize {
  const size = Math.max(0, bytes);
  if (size < BYTES_PER_KILOBYTE) return { amount: Math.ceil(size), unit: 'B' };
  if (size < BYTES_PER_MEGABYTE) return { amount: roundUp(size / BYTES_PER_KILOBYTE), unit: 'KB' };
  return { amount: roundUp(size / BYTES_PER_MEGABYTE), unit: 'MB' };
}

/**
 * `byteSize` as text, '1.5 MB'. Unit labels can be replaced for languages that write them
 * differently (French 'o', 'Ko', 'Mo'); the decimal separator is the caller's `formatNumber`.
 */
export function formatByteSize(
  bytes: number,
  unitLabels: Readonly<Record<ByteUnit, string>> = { B: 'B', KB: 'KB', MB: 'MB' },
  formatNumber: (amount: number) => string = String,
): string {
  const { amount, unit } = byteSize(bytes);
  return `${formatNumber(amount)} ${unitLabels[unit]}`;
}

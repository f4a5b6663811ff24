import { describe, expect, it } from 'vitest';
import { byteSize, formatByteSize } from './byte-size.js';

describe('formatByteSize', () => {
  it('shows bytes under 1024', () => {
    expect(formatByteSize(0)).toBe('0 B');
    expect(formatByteSize(1023)).toBe('1023 B');
  });
  it('shows kilobytes from 1024 to under 1048576, rounded up to 2 decimals', () => {
    expect(formatByteSize(1024)).toBe('1 KB');
    expect(formatByteSize(1536)).toBe('1.5 KB');
    expect(formatByteSize(1025)).toBe('1.01 KB');
    expect(byteSize(1_048_575)).toEqual({ amount: 1024, unit: 'KB' });
  });
  it('shows megabytes from 1048576, rounded up', () => {
    expect(formatByteSize(1_048_576)).toBe('1 MB');
    expect(formatByteSize(1_048_577)).toBe('1.01 MB');
    expect(formatByteSize(5 * 1_048_576 + 1_048_576 / 10)).toBe('5.1 MB');
  });
  it('takes unit labels and a number format for other languages', () => {
    const fr = { B: 'o', KB: 'Ko', MB: 'Mo' };
    expect(formatByteSize(1536, fr, (amount) => amount.toLocaleString('fr'))).toBe('1,5 Ko');
  });
});

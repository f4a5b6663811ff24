import { describe, expect, it } from 'vitest';
import { sizeText } from './format-size.js';

describe('size shown in the update dialog', () => {
  it('uses bytes, kilobytes then megabytes, rounded up to 2 decimals', () => {
    expect(sizeText(1023)).toEqual({ key: 'units.bytes', value: 1023 });
    expect(sizeText(1024)).toEqual({ key: 'units.kilobytes', value: 1 });
    expect(sizeText(2005)).toEqual({ key: 'units.kilobytes', value: 1.96 });
    expect(sizeText(1_048_575)).toEqual({ key: 'units.kilobytes', value: 1024 });
    expect(sizeText(1_048_576)).toEqual({ key: 'units.megabytes', value: 1 });
    expect(sizeText(10_500_000)).toEqual({ key: 'units.megabytes', value: 10.02 });
  });
});

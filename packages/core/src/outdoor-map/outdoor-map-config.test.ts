import { describe, expect, it } from 'vitest';
import { showConfigSchema } from '../config/show-config.js';

const base = {
  name: { fr: 'Salon', en: 'Show' },
  startDate: '2026-11-24',
  endDate: '2026-11-26',
  languages: ['fr', 'en'],
  defaultLanguage: 'fr',
  features: { googleMap: true },
  profiles: [{ key: 'default', title: { fr: 'Salon', en: 'Show' } }],
};

describe('show configuration: outdoor map background', () => {
  it('is optional: a show without one draws its places on a plain background', () => {
    expect(showConfigSchema.parse(base).outdoorMap).toBeUndefined();
  });

  it('takes a style URL, a tile template with its attribution, or paths of the back office', () => {
    const parsed = showConfigSchema.parse({
      ...base,
      outdoorMap: {
        styleUrl: 'https://tiles.example.org/style.json',
        tileUrl: '/tiles/{z}/{x}/{y}.png',
        attribution: '© authors',
      },
    });
    expect(parsed.outdoorMap).toEqual({
      styleUrl: 'https://tiles.example.org/style.json',
      tileUrl: '/tiles/{z}/{x}/{y}.png',
      attribution: '© authors',
    });
  });

  it('refuses addresses the app could not fetch', () => {
    for (const styleUrl of [
      'tiles.example.org/style.json',
      'ftp://x/style.json',
      'javascript:alert(1)',
      '',
    ]) {
      expect(showConfigSchema.safeParse({ ...base, outdoorMap: { styleUrl } }).success, styleUrl).toBe(false);
    }
  });
});

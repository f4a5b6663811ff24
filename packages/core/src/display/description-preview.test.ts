import { describe, expect, it } from 'vitest';
import { descriptionPreview, plainTextOf } from './description-preview.js';

describe('descriptionPreview', () => {
  it('shows a short description whole, without toggle', () => {
    const html = `<p>${'a'.repeat(400)}</p>`;
    expect(descriptionPreview(html, false)).toEqual({ content: html, isFull: true, toggle: null });
  });
  it('cuts a long description to 400 characters with see more', () => {
    const html = `<p>${'a'.repeat(300)}</p><p>${'b'.repeat(200)}</p>`;
    const preview = descriptionPreview(html, false);
    expect(preview.toggle).toBe('seeMore');
    expect(preview.isFull).toBe(false);
    expect(preview.content).toBe(`${'a'.repeat(300)} ${'b'.repeat(99)}...`);
  });
  it('shows the full HTML with see less once expanded', () => {
    const html = `<p>${'a'.repeat(401)}</p>`;
    expect(descriptionPreview(html, true)).toEqual({ content: html, isFull: true, toggle: 'seeLess' });
  });
  it('counts visible text, not markup', () => {
    const html = `<p class="${'x'.repeat(500)}">short</p>`;
    expect(descriptionPreview(html, false).toggle).toBeNull();
  });
});

describe('plainTextOf', () => {
  it('removes tags and decodes entities', () => {
    expect(plainTextOf('<b>Caf&eacute;</b>&nbsp;&amp;&#32;th&#xE9;<br/>&Agrave; l&rsquo;&oelig;il')).toBe(
      'Café & thé À l\u2019œil',
    );
    expect(plainTextOf('&unknown; &zacute;')).toBe('&unknown; ź');
  });
});

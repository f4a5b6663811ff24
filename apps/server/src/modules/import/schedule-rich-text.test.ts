import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SourceItem } from '@showfloor/core';
import { describe, expect, it } from 'vitest';
import { parseFrabXml } from './frab-xml.js';
import type { ImportResult } from './import-result.js';
import { readImportFile } from './read-import-file.js';
import { scheduleRichText } from './schedule-rich-text.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const fixturesDir = path.resolve(repoRoot, '../shared/fixtures');
const schedulesDir = path.join(fixturesDir, 'schedules');

/** Markup a browser would run: script elements, event handler attributes, javascript: URLs. */
const RUNNABLE = /<script|\son[a-z]+\s*=|href="\s*javascript:/i;

function fieldOf(result: ImportResult, type: SourceItem['type'], originalId: string, field: string): string {
  const item = result.items.find(
    (candidate) => candidate.type === type && candidate.original_id === originalId,
  );
  return String(item?.fields[field]);
}

describe('schedule texts become HTML that reads as written', () => {
  it('renders a Markdown list, paragraphs, emphasis and links', () => {
    const html = scheduleRichText(
      'Topics:\n\n- **Qubes** 4.3\n- see [the docs](https://qubes-os.org)\n\nAll welcome <3',
      'markdown',
    );
    expect(html).toContain('<p>Topics:</p>');
    expect(html).toContain('<ul>\n<li><strong>Qubes</strong> 4.3</li>');
    expect(html).toContain(
      '<a href="https://qubes-os.org" target="_blank" rel="noopener noreferrer">the docs</a>',
    );
    expect(html).toContain('<p>All welcome &lt;3</p>');
  });

  it('keeps single line breaks and links bare URLs, but not dotted words', () => {
    expect(scheduleRichText('One line\nnext line, see https://example.org on Node.js', 'markdown')).toBe(
      '<p>One line<br>\nnext line, see <a href="https://example.org" target="_blank" rel="noopener noreferrer">https://example.org</a> on Node.js</p>',
    );
  });

  it('lets no script, event handler or javascript: link through Markdown', () => {
    const html = scheduleRichText(
      'Hi <script>alert(1)</script> <img src=x onerror="alert(2)"> [click](javascript:alert(3)) <a href="javascript:alert(4)" onclick="x()">a</a>',
      'markdown',
    );
    expect(html).not.toMatch(RUNNABLE);
    expect(html).toContain('Hi');
  });

  it('keeps the paragraphs and line breaks of plain text, escaping what looks like markup', () => {
    expect(
      scheduleRichText('First paragraph\nsame paragraph.\r\n\r\nSecond *not bold* a<b & c.', 'plain'),
    ).toBe('<p>First paragraph<br>same paragraph.</p><p>Second *not bold* a&lt;b &amp; c.</p>');
    expect(scheduleRichText('x <script>alert(1)</script><b onclick="y()">bold</b>', 'plain')).toBe(
      '<p>x <b>bold</b></p>',
    );
  });

  it('keeps a text written as HTML as the organiser wrote it (the app sanitises it on display)', () => {
    const html = '<p>Currently LLVM saves\nregisters.</p>\n\n<p>    Indented, not code.</p>';
    expect(scheduleRichText(html, 'markdown')).toBe(html);
  });

  it('turns a plain-text frab XML abstract into paragraphs', () => {
    const xml = `<?xml version="1.0"?>
<schedule><conference><title>T</title></conference>
<day index="1" date="2026-11-21"><room name="R"><event guid="g1" id="1">
<date>2026-11-21T10:00:00+01:00</date><duration>00:30</duration><title>Talk</title>
<abstract>First paragraph.

Second paragraph.</abstract><description></description><persons/></event></room></day></schedule>`;
    const result = parseFrabXml(xml, 'plain.xml');
    expect(fieldOf(result, 'events', 'g1', 'description')).toBe(
      '<p>First paragraph.</p><p>Second paragraph.</p>',
    );
  });
});

if (!existsSync(fixturesDir)) {
  it('fixtures folder absent: rich text tests on real schedules skipped', () => {
    console.warn(`fixtures folder absent (${fixturesDir}): rich text tests on real schedules skipped`);
    expect(existsSync(fixturesDir)).toBe(false);
  });
} else {
  describe('texts of real schedule exports', () => {
    const file = (name: string): string => path.join(schedulesDir, name);

    it('renders a pretalx abstract with a list as a list, and its paragraphs as paragraphs (39C3)', async () => {
      const result = await readImportFile(file('39c3-everything.schedule.json'));
      const description = fieldOf(result, 'events', '372f7089-b6ae-50ed-bc35-f60c5e9fd6e1', 'description');
      expect(description).toMatch(/^<p>Amidst gloomy headlines, extreme weather, and climate anxiety/);
      expect(description).toContain(
        '<ul>\n<li>to electricity rebels from the Black Forest,</li>\n<li>to heat pumps that supply entire neighborhoods,</li>',
      );
      expect(description).toContain('<p>What is already going really well?');
      expect(description).not.toContain('\n- to');
    });

    it("keeps a frab export's paragraphs and its inline links (camp 2019)", async () => {
      const result = await readImportFile(file('c3voc-frab-camp2019.schedule.json'));
      const description = fieldOf(result, 'events', 'ca6fc2d4-7b9e-4d1c-b90a-8741cf9bb399', 'description');
      expect(description).toMatch(/^<p>Seldom have DNS protocol changes sparked such fierce debate/);
      expect(description).toMatch(/<\/p>\n<p>This talk will discuss the technic/);
      expect(description).toContain(
        '<a href="https://datatracker.ietf.org/wg/dprive/documents/" target="_blank" rel="noopener noreferrer">DPRIVE (DNS Privacy Exchange) working group</a>',
      );
    });

    it('renders pretalx biographies with their paragraphs (democon)', async () => {
      const result = await readImportFile(file('c3voc-pretalx-democon.schedule.json'));
      const biographies = result.items.flatMap((item) =>
        item.type === 'speakers' && typeof item.fields.biography === 'string' ? [item.fields.biography] : [],
      );
      expect(biographies.length).toBeGreaterThan(0);
      expect(biographies.every((biography) => biography.startsWith('<p>'))).toBe(true);
      expect(biographies.some((biography) => biography.includes('</p>\n<p>'))).toBe(true);
    });

    it('lets nothing runnable through in any text of any export', async () => {
      for (const name of [
        '39c3-everything.schedule.json',
        'c3voc-frab-camp2019.schedule.json',
        'c3voc-pretalx-democon.schedule.json',
        'c3voc-hub-schedule2.json',
      ]) {
        const result = await readImportFile(file(name));
        const texts = result.items.flatMap((item) =>
          [item.fields.description, item.fields.biography].filter((text) => typeof text === 'string'),
        );
        expect(texts.length, name).toBeGreaterThan(0);
        expect(
          texts.filter((text) => RUNNABLE.test(String(text))),
          name,
        ).toEqual([]);
      }
    });
  });
}

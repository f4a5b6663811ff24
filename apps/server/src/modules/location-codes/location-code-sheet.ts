import { escapeHtml } from '../../http/escape-html.js';
import type { Bilingual, LocationCard } from './location-code-cards.js';

/** Cards per printed A4 page: two columns of three, each code about 6 cm wide. */
export const CARDS_PER_PAGE = 6;

export interface SheetContent {
  venue: Bilingual;
  version: number;
  cards: readonly LocationCard[];
}

/**
 * The QR code as inline SVG, so the sheet is one file that prints offline. Level Q survives a
 * quarter of the code being scuffed or covered, which codes taped to walls and lifts will be.
 */
async function qrSvg(text: string): Promise<string> {
  // Loaded when a sheet is made: every `showfloor` command and server start loads this module.
  const { default: QRCode } = await import('qrcode');
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'Q', margin: 2 });
}

/** The link as printed under the code, for a visitor whose camera cannot scan: without "https://". */
export function shortUrl(url: string): string {
  return url.replace(/^https?:\/\//, '');
}

function bothLanguages(text: Bilingual): string {
  return text.fr === text.en ? text.fr : `${text.fr} / ${text.en}`;
}

async function renderCard(card: LocationCard): Promise<string> {
  const level = bothLanguages(card.level);
  // Level names often repeat the building's ("Hall A - niveau 0" in "Hall A"): say it once.
  const place = level.includes(card.building.fr) ? level : `${level} · ${bothLanguages(card.building)}`;
  return [
    `<section class="card" data-unit-id="${escapeHtml(card.unitId)}" data-kind="${escapeHtml(card.kind)}" data-qr-text="${escapeHtml(card.url)}">`,
    '<p class="call">Vous êtes ici · You are here</p>',
    await qrSvg(card.url),
    `<h2 lang="fr">${escapeHtml(card.name.fr)}</h2>`,
    card.name.en === card.name.fr ? '' : `<p class="en" lang="en">${escapeHtml(card.name.en)}</p>`,
    `<p class="where">${escapeHtml(place)}</p>`,
    `<p class="url">${escapeHtml(shortUrl(card.url))}</p>`,
    '</section>',
  ].join('');
}

const STYLE = `
@page { size: A4 portrait; margin: 10mm; }
* { box-sizing: border-box; }
body { font-family: system-ui, 'Segoe UI', Roboto, sans-serif; margin: 0; color: #111; }
.intro { max-width: 190mm; margin: 8mm auto; }
.intro h1 { font-size: 1.3rem; margin: 0 0 2mm; }
.intro p { margin: 0 0 2mm; font-size: 0.9rem; }
.page { width: 190mm; height: 277mm; margin: 0 auto; display: grid;
  grid-template-columns: repeat(2, 95mm); grid-template-rows: repeat(3, 92mm); align-content: start;
  break-after: page; }
.page:last-child { break-after: auto; }
.card { border: 0.3mm dashed #888; padding: 3mm 4mm; text-align: center; overflow: hidden;
  display: flex; flex-direction: column; align-items: center; }
.card svg { width: 56mm; height: 56mm; flex: none; }
.card .call { margin: 0; font-size: 9pt; font-weight: 600; letter-spacing: 0.02em; }
.card h2 { font-size: 13pt; margin: 1mm 0 0; line-height: 1.15; }
.card p { margin: 0.5mm 0 0; line-height: 1.2; overflow-wrap: anywhere; }
.card .en { font-size: 11pt; font-style: italic; }
.card .where { font-size: 9pt; color: #333; }
.card .url { font-family: ui-monospace, 'DejaVu Sans Mono', monospace; font-size: 7.5pt; color: #333; }
@media screen { body { background: #eee; } .page { background: #fff; margin-bottom: 8mm;
  box-shadow: 0 0 2mm rgba(0, 0, 0, 0.2); } }
@media print { .intro { display: none; } }`;

/**
 * The printable sheet: a screen-only header telling the organiser how to print, then A4 pages of
 * six cards to cut along the dashed lines. Every text comes from imported data and is escaped.
 */
export async function renderLocationCodeSheet({ venue, version, cards }: SheetContent): Promise<string> {
  const title = `Codes de localisation · Location codes — ${bothLanguages(venue)}`;
  const rendered = await Promise.all(cards.map(renderCard));
  const pages: string[] = [];
  for (let start = 0; start < rendered.length; start += CARDS_PER_PAGE) {
    pages.push(`<div class="page">${rendered.slice(start, start + CARDS_PER_PAGE).join('\n')}</div>`);
  }
  const intro =
    cards.length === 0
      ? '<p>Ce lieu n’a ni entrée, ni ascenseur, ni escalier, ni escalator, ni point service, ni toilettes reliés au plan. · This venue has no entrance, lift, stairs, escalator, service point or toilet on its walk graph.</p>'
      : `<p>${cards.length} codes, version ${version}. Imprimez en A4 à 100 %, découpez le long des pointillés et collez chaque code à hauteur d’yeux à l’endroit qu’il nomme. · Print on A4 at 100% scale, cut along the dashed lines and stick each code at eye level at the place it names.</p>`;
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><header class="intro"><h1>${escapeHtml(title)}</h1>${intro}</header>
${pages.join('\n')}
</body></html>
`;
}

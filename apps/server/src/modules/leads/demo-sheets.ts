import { escapeHtml } from '../../http/escape-html.js';
import type { IssuedBadge } from '../badges/index.js';
import type { LicenceWithExhibitor } from './licence.repository.js';

/** Printable A4 sheets of QR codes for trying lead capture: demo visitor badges and demo licences. */

export interface PrintableCard {
  qrText: string;
  title: string;
  lines: string[];
}

/** The QR code as inline SVG: the sheet prints from one file, with no image to fetch. */
async function qrSvg(text: string): Promise<string> {
  // Loaded when a sheet is made: every `showfloor` command and server start loads this module.
  const { default: QRCode } = await import('qrcode');
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

const STYLE = `
body { font-family: system-ui, sans-serif; margin: 1cm; }
h1 { font-size: 1.2rem; }
.sheet { display: grid; grid-template-columns: repeat(3, 1fr); gap: 0.6cm; }
.card { border: 1px dashed #999; padding: 0.4cm; text-align: center; break-inside: avoid; }
.card svg { width: 4.5cm; height: 4.5cm; }
.card h2 { font-size: 1rem; margin: 0.2cm 0 0; }
.card p { margin: 0; font-size: 0.8rem; color: #333; overflow-wrap: anywhere; }
@media print { body { margin: 0.5cm; } }`;

/** A standalone HTML page of QR cards; every text is escaped, since names come from imported data. */
export async function printableSheet(
  title: string,
  intro: string,
  cards: readonly PrintableCard[],
): Promise<string> {
  const rendered = await Promise.all(
    cards.map(async (card) => {
      const lines = card.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
      // The QR text rides along as data, so tools and tests can read a card without decoding its QR.
      return `<div class="card" data-qr-text="${escapeHtml(card.qrText)}">${await qrSvg(card.qrText)}<h2>${escapeHtml(card.title)}</h2>${lines}</div>`;
    }),
  );
  const body =
    cards.length > 0
      ? `<div class="sheet">${rendered.join('\n')}</div>`
      : '<p>Nothing yet: run <code>npx showfloor demo</code>.</p>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(intro)}</p>
${body}
</body></html>
`;
}

export function demoBadgesPage(badges: readonly IssuedBadge[]): Promise<string> {
  return printableSheet(
    'Showfloor demo visitor badges',
    'Signed badges (docs/badge-format.md): scan them with lead capture or the badge reader.',
    badges.map((badge) => ({
      qrText: badge.qrText,
      title: `${badge.payload.firstName} ${badge.payload.lastName}`.trim(),
      lines: [badge.payload.organizationName, badge.code],
    })),
  );
}

export function demoLicencesPage(licences: readonly LicenceWithExhibitor[]): Promise<string> {
  return printableSheet(
    'Showfloor demo lead-capture licences',
    'Scan a licence on the lead-capture licence screen.',
    licences.map((licence) => ({
      qrText: licence.code,
      title: licence.code,
      lines: [licence.exhibitorName, `${licence.userQuota} users`],
    })),
  );
}

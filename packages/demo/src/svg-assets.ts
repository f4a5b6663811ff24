import type { DemoAsset } from './demo-show.js';
import { escapeHtml } from './source-item-builder.js';

/**
 * Small deterministic SVG pictures for the demo catalog: logos, speaker portraits, product photos,
 * banners and hall floor plans. Each is a pure function of its inputs, so the same show always ships
 * the same files (and the same content hashes).
 */
const SVG_NS = 'xmlns="http://www.w3.org/2000/svg"';
export const SVG_CONTENT_TYPE = 'image/svg+xml';

export const PALETTE: readonly string[] = [
  '#1f6fb2',
  '#2e8b57',
  '#c0392b',
  '#8e6b23',
  '#6c3483',
  '#d35400',
  '#117a65',
  '#34495e',
  '#b03a2e',
  '#1a5276',
  '#7d6608',
  '#5b2c6f',
];

export function svgAsset(path: string, body: string): DemoAsset {
  return { path, contentType: SVG_CONTENT_TYPE, body };
}

/** Up to two capital initials of a name ("Agromatic Industries" → "AI"). */
export function initialsOf(name: string): string {
  const words = name.split(/[\s&-]+/).filter((word) => /^\p{L}/u.test(word));
  const letters = words.slice(0, 2).map((word) => word.charAt(0).toUpperCase());
  return letters.join('') || '?';
}

const LOGO_SHAPES = [
  '<circle cx="60" cy="60" r="56" fill="{color}"/>',
  '<rect x="6" y="6" width="108" height="108" rx="22" fill="{color}"/>',
  '<polygon points="60,4 112,32 112,88 60,116 8,88 8,32" fill="{color}"/>',
  '<path d="M60 6 L114 60 L60 114 L6 60 Z" fill="{color}"/>',
];

/** An exhibitor logo: its initials on a coloured shape. */
export function logoSvg(name: string, color: string, shape: number): string {
  const figure = LOGO_SHAPES[shape % LOGO_SHAPES.length]!.replace('{color}', color);
  return `<svg ${SVG_NS} viewBox="0 0 120 120" width="120" height="120">${figure}<text x="60" y="74" font-family="Arial,sans-serif" font-size="40" font-weight="bold" fill="#fff" text-anchor="middle">${escapeHtml(initialsOf(name))}</text></svg>`;
}

/** A speaker portrait placeholder: a silhouette with the speaker's initials. */
export function avatarSvg(initials: string, background: string): string {
  return `<svg ${SVG_NS} viewBox="0 0 120 120" width="120" height="120"><rect width="120" height="120" fill="${background}"/><circle cx="60" cy="46" r="24" fill="#fff" fill-opacity="0.85"/><path d="M18 120c4-30 22-42 42-42s38 12 42 42z" fill="#fff" fill-opacity="0.85"/><text x="60" y="54" font-family="Arial,sans-serif" font-size="20" fill="${background}" text-anchor="middle">${escapeHtml(initials)}</text></svg>`;
}

/** A product "photo": a stylised machine on a gradient, with the model name. */
export function productPhotoSvg(model: string, color: string): string {
  return `<svg ${SVG_NS} viewBox="0 0 240 160" width="240" height="160"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4f6f7"/><stop offset="1" stop-color="#d5dbdb"/></linearGradient></defs><rect width="240" height="160" fill="url(#g)"/><rect x="50" y="40" width="140" height="80" rx="8" fill="${color}"/><rect x="64" y="54" width="50" height="30" rx="3" fill="#fff" fill-opacity="0.8"/><circle cx="160" cy="70" r="14" fill="#fff" fill-opacity="0.6"/><rect x="40" y="120" width="160" height="8" fill="#7f8c8d"/><text x="120" y="148" font-family="Arial,sans-serif" font-size="14" fill="#2c3e50" text-anchor="middle">${escapeHtml(model)}</text></svg>`;
}

/** A wide banner (home ads, happening banner). */
export function bannerSvg(title: string, subtitle: string, background: string): string {
  return `<svg ${SVG_NS} viewBox="0 0 640 160" width="640" height="160"><rect width="640" height="160" fill="${background}"/><circle cx="580" cy="20" r="90" fill="#fff" fill-opacity="0.12"/><text x="32" y="76" font-family="Arial,sans-serif" font-size="36" font-weight="bold" fill="#fff">${escapeHtml(title)}</text><text x="32" y="118" font-family="Arial,sans-serif" font-size="20" fill="#fff">${escapeHtml(subtitle)}</text></svg>`;
}

/**
 * A profile chooser background: a dark field with a light motif on the right, so the white title
 * and label on the left keep their contrast (spec core §2: each profile button has its image).
 */
export function profileBackgroundSvg(
  background: string,
  motif: 'aisles' | 'badge' | 'stand' | 'camera',
): string {
  const shapes = {
    aisles:
      '<rect x="330" y="20" width="60" height="40" rx="4"/><rect x="400" y="20" width="60" height="40" rx="4"/><rect x="330" y="80" width="60" height="40" rx="4"/><rect x="400" y="80" width="60" height="40" rx="4"/>',
    badge:
      '<rect x="360" y="14" width="80" height="112" rx="10"/><circle cx="400" cy="56" r="20" fill="' +
      background +
      '"/><rect x="376" y="90" width="48" height="8" rx="4" fill="' +
      background +
      '"/>',
    stand:
      '<rect x="330" y="30" width="140" height="20" rx="4"/><rect x="340" y="50" width="10" height="80"/><rect x="450" y="50" width="10" height="80"/><rect x="370" y="80" width="60" height="40" rx="4"/>',
    camera:
      '<rect x="340" y="40" width="120" height="80" rx="12"/><rect x="370" y="26" width="40" height="20" rx="4"/><circle cx="400" cy="80" r="26" fill="' +
      background +
      '"/>',
  } as const;
  return `<svg ${SVG_NS} viewBox="0 0 480 140" width="480" height="140" preserveAspectRatio="xMaxYMid slice"><rect width="480" height="140" fill="${background}"/><g fill="#fff" fill-opacity="0.18">${shapes[motif]}</g></svg>`;
}

export interface PlanBooth {
  code: string;
  column: number;
  row: number;
  color: string;
}

const BOOTH_WIDTH = 40;
const BOOTH_HEIGHT = 28;
/** Every second row is followed by an aisle, as booths are sold back to back. */
const AISLE = 18;
const MARGIN = 20;

function boothY(row: number): number {
  return MARGIN + 30 + row * BOOTH_HEIGHT + Math.floor(row / 2) * AISLE;
}

/** A hall floor plan with every booth drawn and labelled with its code. */
export function floorPlanSvg(hallTitle: string, booths: readonly PlanBooth[]): string {
  const columns = Math.max(1, ...booths.map((booth) => booth.column + 1));
  const rows = Math.max(1, ...booths.map((booth) => booth.row + 1));
  const width = MARGIN * 2 + columns * BOOTH_WIDTH;
  const height = boothY(rows) + MARGIN;
  const parts = booths.map((booth) => {
    const x = MARGIN + booth.column * BOOTH_WIDTH;
    const y = boothY(booth.row);
    return `<g><rect x="${x}" y="${y}" width="${BOOTH_WIDTH}" height="${BOOTH_HEIGHT}" fill="${booth.color}" stroke="#fff"/><text x="${x + BOOTH_WIDTH / 2}" y="${y + 18}">${escapeHtml(booth.code)}</text></g>`;
  });
  return `<svg ${SVG_NS} viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#ecf0f1"/><text x="${MARGIN}" y="${MARGIN + 12}" font-family="Arial,sans-serif" font-size="16" font-weight="bold" fill="#2c3e50">${escapeHtml(hallTitle)}</text><g font-family="Arial,sans-serif" font-size="10" fill="#fff" text-anchor="middle">${parts.join('')}</g></svg>`;
}

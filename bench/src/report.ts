/** One measured figure, with the target it is checked against when the issue sets one. */
export interface Figure {
  name: string;
  value: number;
  unit: string;
  target?: { max?: number; min?: number };
}

export function meetsTarget(figure: Figure): boolean | undefined {
  if (!figure.target) return undefined;
  const { max, min } = figure.target;
  return (max === undefined || figure.value <= max) && (min === undefined || figure.value >= min);
}

function formatValue(figure: Figure): string {
  // A count (nodes, frames) has no decimals to show.
  const digits = Number.isInteger(figure.value) || figure.value >= 100 ? 0 : figure.value >= 10 ? 1 : 2;
  return `${figure.value.toFixed(digits)} ${figure.unit}`;
}

function formatTarget(figure: Figure): string {
  if (!figure.target) return '';
  const parts = [];
  if (figure.target.max !== undefined) parts.push(`≤ ${figure.target.max} ${figure.unit}`);
  if (figure.target.min !== undefined) parts.push(`≥ ${figure.target.min} ${figure.unit}`);
  return parts.join(', ');
}

/** The figures as a Markdown table, as docs/performance.md keeps them. */
export function markdownTable(figures: readonly Figure[]): string {
  const rows = figures.map((figure) => {
    const met = meetsTarget(figure);
    const verdict = met === undefined ? '' : met ? 'met' : 'NOT met';
    return `| ${figure.name} | ${formatValue(figure)} | ${formatTarget(figure)} | ${verdict} |`;
  });
  return ['| measure | value | target | |', '|---|---|---|---|', ...rows].join('\n');
}

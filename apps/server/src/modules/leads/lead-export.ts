import {
  formatVisitDate,
  type LeadFormField,
  type StoredLead,
  type VisitorFieldValue,
} from '@showfloor/core';

/** The export as a table: a header row, then one row per lead, every cell text. */
export interface LeadTable {
  header: string[];
  rows: string[][];
}

const FIXED_COLUMNS = ['Badge code', 'First visit (UTC)', 'Last visit (UTC)', 'Visits', 'Scanned by'];

/** A checkbox answer shows its choices' labels, not their codes, so the sheet reads without the form. */
function cellText(value: VisitorFieldValue | undefined, field: LeadFormField | undefined): string {
  if (!value) return '';
  if (value.Values !== null) {
    const labels = new Map(field?.Codifications.map((choice) => [choice.Code, choice.Label]));
    return value.Values.map((code) => labels.get(code) ?? code).join('; ');
  }
  return value.Value ?? '';
}

/**
 * One column per form field, in form order, then any field a device sent that the form no longer
 * has (by its code), so that nothing captured is left out of the export.
 */
export function leadTable(leads: readonly StoredLead[], formFields: readonly LeadFormField[]): LeadTable {
  const formCodes = new Set(formFields.map((field) => field.Code));
  const extraCodes = [...new Set(leads.flatMap((lead) => Object.keys(lead.fields)))]
    .filter((code) => !formCodes.has(code))
    .sort();
  const byCode = new Map(formFields.map((field) => [field.Code, field]));
  const fieldCodes = [...formFields.map((field) => field.Code), ...extraCodes];
  const header = [...FIXED_COLUMNS, ...formFields.map((field) => field.Label || field.Code), ...extraCodes];
  const rows = leads.map((lead) => {
    const newest = lead.visits[0];
    const oldest = lead.visits[lead.visits.length - 1];
    const scannedBy = [...new Set(lead.visits.map((visit) => visit.contactName))].sort().join('; ');
    return [
      lead.code,
      oldest ? formatVisitDate(oldest.at) : '',
      newest ? formatVisitDate(newest.at) : '',
      String(lead.visits.length),
      scannedBy,
      ...fieldCodes.map((code) => cellText(lead.fields[code]?.value, byCode.get(code))),
    ];
  });
  return { header, rows };
}

/**
 * Spreadsheets run a cell starting with = + - @ (or a tab or carriage return) as a formula: a
 * visitor could put one on a badge. A leading apostrophe keeps it text (OWASP CSV injection).
 */
function neutraliseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function csvCell(text: string): string {
  const safe = neutraliseFormula(text);
  return /[",\r\n;]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** RFC 4180 CSV with a UTF-8 byte order mark, which Excel needs to read accents right. */
export function leadTableCsv(table: LeadTable): string {
  const lines = [table.header, ...table.rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The same table as an .xlsx workbook; cells are typed as text so codes such as 00123 keep their zeros. */
export async function leadTableXlsx(table: LeadTable): Promise<Buffer> {
  const data = [
    table.header.map((value) => ({ value, type: String, fontWeight: 'bold' as const })),
    ...table.rows.map((row) => row.map((value) => ({ value: neutraliseFormula(value), type: String }))),
  ];
  // Loaded when an export asks for it: every `showfloor` command and server start loads this module.
  const { default: writeXlsxFile } = await import('write-excel-file/node');
  return writeXlsxFile(data, { sheet: 'Leads', stickyRowsCount: 1 }).toBuffer();
}

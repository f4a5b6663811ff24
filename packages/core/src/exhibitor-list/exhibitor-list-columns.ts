/**
 * The columns of an exhibitor list (docs/console.md "Exhibitor lists"), found by their header in
 * English or French, case, accents and punctuation aside (`Société`, `SOCIETE`, `E-mail`, `logo_url`).
 */

export const EXHIBITOR_COLUMNS = [
  'id',
  'name',
  'stand',
  'description',
  'website',
  'email',
  'phone',
  'category',
  'country',
  'address',
  'postalCode',
  'city',
  'logo',
] as const;
export type ExhibitorColumn = (typeof EXHIBITOR_COLUMNS)[number];

/** Each column's headers, written normalised (see headerKey); the first is the one messages name. */
export const EXHIBITOR_COLUMN_HEADERS: Record<ExhibitorColumn, readonly string[]> = {
  id: ['id', 'external id', 'id externe', 'identifiant', 'exhibitor id', 'id exposant', 'reference', 'ref'],
  name: [
    'name',
    'nom',
    'societe',
    'company',
    'company name',
    'raison sociale',
    'nom de la societe',
    'entreprise',
    'exhibitor',
    'exposant',
    'organisation',
    'organization',
  ],
  stand: [
    'stand',
    'booth',
    'stands',
    'booths',
    'stand number',
    'booth number',
    'n stand',
    'n de stand',
    'numero de stand',
    'emplacement',
  ],
  description: ['description', 'presentation', 'about', 'a propos'],
  website: ['website', 'web site', 'site web', 'site internet', 'site', 'web', 'url'],
  email: ['email', 'e mail', 'mail', 'courriel', 'adresse email', 'adresse e mail', 'email address'],
  phone: ['phone', 'telephone', 'tel', 'phone number', 'numero de telephone'],
  category: ['category', 'categories', 'categorie', 'secteur', 'secteurs', 'sector', 'sectors', 'activite'],
  country: ['country', 'pays'],
  address: ['address', 'adresse', 'street', 'rue'],
  postalCode: ['postal code', 'zip', 'zip code', 'postcode', 'code postal', 'cp'],
  city: ['city', 'ville', 'town', 'commune'],
  logo: ['logo', 'logo url', 'url du logo', 'url logo', 'logo link', 'lien du logo'],
};

/** A header as it is compared: accents, case and punctuation aside, words separated by one space. */
export function headerKey(header: string): string {
  return header
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{Nd}]+/gu, ' ')
    .trim();
}

const COLUMN_OF_HEADER = new Map<string, ExhibitorColumn>(
  EXHIBITOR_COLUMNS.flatMap((column) =>
    EXHIBITOR_COLUMN_HEADERS[column].map((header) => [header, column] as const),
  ),
);

/** The column a header names, if any. */
export function columnOfHeader(header: string): ExhibitorColumn | undefined {
  return COLUMN_OF_HEADER.get(headerKey(header));
}

/** Where each column of the list is: its index in a row and its header as the file writes it. */
export type ExhibitorHeader = Partial<Record<ExhibitorColumn, { index: number; header: string }>>;

export type HeaderReading = { header: ExhibitorHeader; ignored: string[] } | { error: string };

/**
 * The columns of a header row. Name is required; a column named twice (`Nom` and `Company`) is an
 * error, since which one holds the name cannot be guessed; headers of no known column are ignored
 * (and said so).
 */
export function readExhibitorHeader(cells: readonly string[]): HeaderReading {
  const header: ExhibitorHeader = {};
  const ignored: string[] = [];
  for (const [index, cell] of cells.entries()) {
    const text = cell.trim();
    if (text === '') continue;
    const column = columnOfHeader(text);
    if (column === undefined) {
      ignored.push(text);
      continue;
    }
    const earlier = header[column];
    if (earlier !== undefined) {
      return {
        error: `the columns "${earlier.header}" and "${text}" both name the ${column} column: keep one`,
      };
    }
    header[column] = { index, header: text };
  }
  if (header.name === undefined) {
    const found = cells.map((cell) => cell.trim()).filter((cell) => cell !== '');
    return {
      error: `the column Name is missing (a header such as name, nom, société, company); the header row has ${
        found.length === 0 ? 'no text' : found.map((cell) => `"${cell}"`).join(', ')
      }`,
    };
  }
  return { header, ignored };
}

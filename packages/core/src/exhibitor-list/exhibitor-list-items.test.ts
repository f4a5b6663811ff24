import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv-table.js';
import { readExhibitorTable } from './exhibitor-list.js';
import { type ExhibitorListCatalog, exhibitorListItems, plainTextHtml } from './exhibitor-list-items.js';

function rowsOf(csv: string) {
  const parsed = parseCsv(csv);
  if ('error' in parsed) throw new Error(parsed.error.message);
  const table = readExhibitorTable(parsed.rows);
  if ('error' in table) throw new Error(table.error.message);
  return table.rows;
}

const catalog: ExhibitorListCatalog = {
  categories: [{ original_id: 'cat-robots', fields: { title: { $t: { fr: 'Robotique', en: 'Robotics' } } } }],
  places: [
    {
      original_id: 'booth-a12',
      fields: { title: { $t: { fr: 'Stand A12', en: 'Booth A12' } }, lump: { kind: 'booth', code: 'A12' } },
    },
    { original_id: 'booth-a13', fields: { title: 'Stand A13', lump: { kind: 'booth', code: 'A13' } } },
  ],
  countries: [
    {
      original_id: 'country-fr',
      fields: { title: { $t: { fr: 'France', en: 'France' } }, lump: { code: 'FR' } },
    },
  ],
};

describe('exhibitor list: catalog items', () => {
  it('maps a row to an exhibitor with its fields and links to the catalog found by name or code', () => {
    const { items, warnings } = exhibitorListItems(
      rowsOf(
        'ID,Name,Stand,Description,Website,Email,Phone,Category,Country,Address,Postal code,City,Logo URL\n' +
          'exh-1,Robotix,"a12, A13","Robots <b>fast</b>\n\nSecond",robotix.fr,c@robotix.fr,+33 1 23 45 67 89,robotics,fr,1 rue X,75001,Paris,https://cdn.robotix.fr/logo.png\n',
      ),
      catalog,
    );
    expect(warnings).toEqual([]);
    expect(items).toEqual([
      {
        type: 'exhibitors',
        original_id: 'exh-1',
        fields: {
          title: 'Robotix',
          description: '<p>Robots &lt;b&gt;fast&lt;/b&gt;</p><p>Second</p>',
          website: 'https://robotix.fr',
          email: 'c@robotix.fr',
          phone: '+33 1 23 45 67 89',
          address: '1 rue X',
          postal_code: '75001',
          city: 'Paris',
          exhibitor_place_text: 'a12, A13',
          lump: { logo_url: 'https://cdn.robotix.fr/logo.png' },
        },
        refs: {
          cats: { type: 'exhibitor_categories', ids: ['cat-robots'] },
          places: { type: 'places', ids: ['booth-a12', 'booth-a13'] },
          country: { type: 'countries', ids: ['country-fr'] },
        },
      },
    ]);
  });

  it('creates the category tree and the countries the catalog lacks, once for every row naming them', () => {
    const { items, warnings } = exhibitorListItems(
      rowsOf(
        'Nom;Catégorie;Pays;Stand\nAcme;"Industrie > Machines"|Services;Belgique;Z9\nBeta;Industrie > Machines;Belgique\n',
      ),
      catalog,
    );
    expect(warnings).toEqual(['row 2: stand Z9 is no place of the venue: shown as text']);
    const created = items.filter((item) => item.type !== 'exhibitors');
    expect(created).toEqual([
      {
        type: 'exhibitor_categories',
        original_id: 'exhibitor-list-category:industrie',
        fields: { title: 'Industrie', is_all: false, lump: { rank: 0 } },
      },
      {
        type: 'exhibitor_categories',
        original_id: 'exhibitor-list-category:industrie/machines',
        fields: { title: 'Machines', is_all: false, lump: { rank: 1 } },
        refs: { parent: { type: 'exhibitor_categories', ids: ['exhibitor-list-category:industrie'] } },
      },
      {
        type: 'exhibitor_categories',
        original_id: 'exhibitor-list-category:services',
        fields: { title: 'Services', is_all: false, lump: { rank: 2 } },
      },
      { type: 'countries', original_id: 'exhibitor-list-country:belgique', fields: { title: 'Belgique' } },
    ]);
    const [acme, beta] = items.filter((item) => item.type === 'exhibitors');
    expect(acme?.refs?.cats?.ids).toEqual([
      'exhibitor-list-category:industrie/machines',
      'exhibitor-list-category:services',
    ]);
    expect(acme?.fields.exhibitor_place_text).toBe('Z9');
    expect(acme?.refs?.places).toBeUndefined();
    expect(beta?.refs?.country?.ids).toEqual(['exhibitor-list-country:belgique']);
  });

  it('writes plain text as paragraphs of escaped HTML', () => {
    expect(plainTextHtml('a & b\nc\n\n\nd')).toBe('<p>a &amp; b<br>c</p><p>d</p>');
  });
});

import type { LeadFormField, StoredLead } from '@showfloor/core';
import { describe, expect, it } from 'vitest';
import { leadTable, leadTableCsv } from './lead-export.js';

const FORM: LeadFormField[] = [
  {
    Id: 1,
    Code: 'Nom',
    Label: 'Nom',
    Type: 'text',
    Nature: null,
    IsMandatory: true,
    IsReadOnly: false,
    DefaultValue: null,
    CABPosition: 1,
    PrintPosition: 1,
    Codifications: [],
  },
  {
    Id: 2,
    Code: 'Interets',
    Label: 'Intérêts',
    Type: 'checkbox',
    Nature: null,
    IsMandatory: false,
    IsReadOnly: false,
    DefaultValue: null,
    CABPosition: null,
    PrintPosition: null,
    Codifications: [
      { Id: 1, Code: 'i1', Label: 'Produits' },
      { Id: 2, Code: 'i2', Label: 'Services' },
    ],
  },
];

function lead(code: string, nom: string): StoredLead {
  return {
    exhibitorId: 1,
    code,
    externalIds: [],
    visits: [
      { checkPointId: 2, contactName: 'bob', at: Date.UTC(2026, 10, 22, 9, 0, 0) },
      { checkPointId: 1, contactName: 'alice', at: Date.UTC(2026, 10, 21, 9, 0, 0) },
    ],
    fields: {
      Nom: { value: { Id: 1, Code: 'Nom', Label: 'Nom', Value: nom, Values: null }, at: 0 },
      Interets: {
        value: { Id: 2, Code: 'Interets', Label: 'Intérêts', Value: null, Values: ['i2', 'i1'] },
        at: 0,
      },
      Ancien: { value: { Id: 99, Code: 'Ancien', Label: 'Ancien', Value: 'gardé', Values: null }, at: 0 },
    },
    hasPhoto: false,
    hasVoiceMessage: false,
  };
}

describe('lead export table', () => {
  it('lists first and last visit, who scanned, choice labels, and fields the form no longer has', () => {
    const table = leadTable([lead('V1', 'Durand')], FORM);
    expect(table.header).toEqual([
      'Badge code',
      'First visit (UTC)',
      'Last visit (UTC)',
      'Visits',
      'Scanned by',
      'Nom',
      'Intérêts',
      'Ancien',
    ]);
    expect(table.rows).toEqual([
      [
        'V1',
        '21/11/2026 09:00:00',
        '22/11/2026 09:00:00',
        '2',
        'alice; bob',
        'Durand',
        'Services; Produits',
        'gardé',
      ],
    ]);
  });

  it('writes CSV that Excel opens safely: BOM, quoting, and formulas kept as text', () => {
    const csv = leadTableCsv(leadTable([lead('V1', '=1+2'), lead('V2', 'Dupont, "Jo"')], FORM));
    expect(csv.startsWith('\uFEFFBadge code,')).toBe(true);
    const [, first, second] = csv.split('\r\n');
    expect(first).toContain(",'=1+2,");
    expect(second).toContain(',"Dupont, ""Jo""",');
  });
});

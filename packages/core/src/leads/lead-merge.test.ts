import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StoredLead } from './lead-merge.js';
import { leadFromVisitor, mergeLeads, mergeVisitorIntoLead } from './lead-merge.js';
import type { VisitorFieldValue, VisitorToSave } from './lead-protocol.js';
import { formatVisitDate } from './lead-protocol.js';

const at = (hour: number, minute = 0) => Date.UTC(2026, 10, 22, hour, minute);

const value = (Code: string, Value: string): VisitorFieldValue => ({
  Id: 1,
  Code,
  Label: Code,
  Value,
  Values: null,
});

const visitor = (
  overrides: Partial<VisitorToSave> & Pick<VisitorToSave, 'VisitHistoricList'>,
): VisitorToSave => ({
  CAB: 'V1',
  ExternalId: 'guid-a',
  IsExistPhoto: false,
  IsExistVoiceMessage: false,
  FieldValueList: [],
  ...overrides,
});

const visit = (checkPointId: number, time: number) => ({
  CheckPointId: checkPointId,
  ContactName: `user${checkPointId}`,
  DateVisit: formatVisitDate(time),
});

describe('merging a resent or doubly scanned contact', () => {
  it('keeps one lead for a contact sent twice by one device', () => {
    const sent = visitor({ VisitHistoricList: [visit(9, at(10))], FieldValueList: [value('Nom', 'Durand')] });
    const once = mergeVisitorIntoLead(undefined, 42, sent);
    expect(mergeVisitorIntoLead(once, 42, sent)).toEqual(once);
    expect(once.visits).toEqual([{ checkPointId: 9, contactName: 'user9', at: at(10) }]);
  });

  it('unions the visits of two devices, newest first, and keeps the latest values', () => {
    const deviceA = visitor({
      VisitHistoricList: [visit(9, at(11)), visit(9, at(9))],
      FieldValueList: [value('Nom', 'Durand'), value('Suivi', 'CALL')],
    });
    const deviceB = visitor({
      ExternalId: 'guid-b',
      VisitHistoricList: [visit(12, at(10))],
      FieldValueList: [value('Suivi', 'MAIL'), value('Pays', 'FR')],
      IsExistPhoto: true,
    });
    const lead = mergeVisitorIntoLead(mergeVisitorIntoLead(undefined, 42, deviceB), 42, deviceA);
    expect(lead.visits.map((item) => [item.checkPointId, item.at])).toEqual([
      [9, at(11)],
      [12, at(10)],
      [9, at(9)],
    ]);
    expect(lead.fields.Suivi?.value.Value).toBe('CALL');
    expect(lead.fields.Pays?.value.Value).toBe('FR');
    expect(lead.externalIds).toEqual(['guid-a', 'guid-b']);
    expect(lead.hasPhoto).toBe(true);
  });

  it('refuses to merge leads of different exhibitors or codes', () => {
    const lead = leadFromVisitor(42, visitor({ VisitHistoricList: [] }));
    expect(() => mergeLeads(lead, { ...lead, exhibitorId: 43 })).toThrow();
  });
});

// Small alphabets so that generated leads share visits and field codes and the properties bite.
const visitorArbitrary: fc.Arbitrary<VisitorToSave> = fc.record({
  CAB: fc.constant('V1'),
  ExternalId: fc.constantFrom('guid-a', 'guid-b', ''),
  IsExistPhoto: fc.boolean(),
  IsExistVoiceMessage: fc.boolean(),
  VisitHistoricList: fc.array(
    fc.record({
      CheckPointId: fc.constantFrom(1, 2),
      ContactName: fc.constantFrom('anna', 'bob'),
      DateVisit: fc.integer({ min: 0, max: 5 }).map((hour) => formatVisitDate(at(8 + hour))),
    }),
    { maxLength: 4 },
  ),
  FieldValueList: fc.array(
    fc.record({
      Id: fc.constantFrom(1, 2),
      Code: fc.constantFrom('Nom', 'Suivi', 'Pays'),
      Label: fc.constant('label'),
      Value: fc.option(fc.constantFrom('a', 'b', 'c'), { nil: null }),
      Values: fc.option(fc.array(fc.constantFrom('x', 'y'), { maxLength: 2 }), { nil: null }),
    }),
    { maxLength: 4 },
  ),
});
const leadArbitrary: fc.Arbitrary<StoredLead> = visitorArbitrary.map((sent) => leadFromVisitor(42, sent));

describe('merge laws (the order and number of deliveries never matter)', () => {
  it('is commutative', () => {
    fc.assert(
      fc.property(leadArbitrary, leadArbitrary, (a, b) => {
        expect(mergeLeads(a, b)).toEqual(mergeLeads(b, a));
      }),
    );
  });

  it('is associative', () => {
    fc.assert(
      fc.property(leadArbitrary, leadArbitrary, leadArbitrary, (a, b, c) => {
        expect(mergeLeads(mergeLeads(a, b), c)).toEqual(mergeLeads(a, mergeLeads(b, c)));
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(leadArbitrary, leadArbitrary, (a, b) => {
        const merged = mergeLeads(a, b);
        expect(mergeLeads(merged, merged)).toEqual(merged);
        expect(mergeLeads(merged, b)).toEqual(merged);
      }),
    );
  });
});

import { formatShowDay } from '@showfloor/core';
import { useTranslation } from 'react-i18next';
import type { StoredRecord } from '../../platform/local-db/index.js';
import { useLiveQuery } from '../../platform/local-db/index.js';
import { useApp } from '../../shell/app-context.js';
import type { PageProps } from '../../shell/page.js';
import { DetailFields } from './detail-fields.js';
import { GenericDetail, type GenericSheetSpec } from './generic-sheet.js';
import { fieldText, lumpObject, referenceIds } from './record-fields.js';
import { RelatedSection } from './related-section.js';
import { useRelatedRecords } from './use-detail-record.js';

/** Aircraft fields named by the app's labels (spec modules "Translations and labels"). */
const AIRCRAFT_FIELDS = [
  'pilot',
  'coPilot',
  'country',
  'manufacturer',
  'category',
  'usage',
  'wingSpan',
  'length',
  'emptyWeight',
  'maxCruiseSpeed',
  'characteristics',
] as const;

/** Flights of an aircraft: a flight's aeronef_id is the aircraft's original id (spec modules §3 "Flight"). */
function AircraftFlights({ aircraft }: { aircraft: StoredRecord }) {
  const { t } = useTranslation();
  const { services } = useApp();
  const flights = useLiveQuery(
    async () =>
      (await services.catalog.listByType('flights_schedule')).filter(
        (flight) => String(flight.aeronef_id ?? '') === aircraft.original_id,
      ),
    `flights-of:${aircraft.original_id}`,
  );
  return <RelatedSection heading={t('details.flights')} records={flights ?? []} pageKey="flights-schedule" />;
}

function FlightAircraft({ flight }: { flight: StoredRecord }) {
  const { t } = useTranslation();
  const { services } = useApp();
  const originalId = String(flight.aeronef_id ?? '');
  const aircraft = useLiveQuery(
    async () =>
      originalId ? ((await services.catalog.findByOriginalId('aircrafts', originalId)) ?? null) : null,
    `aircraft:${originalId}`,
  );
  return (
    <RelatedSection heading={t('details.aircraft')} records={aircraft ? [aircraft] : []} pageKey="aircraft" />
  );
}

function dayOf(value: string): string {
  return value.slice(0, 10);
}

/** A happening's dates; it is on when today is within them and it is not interstitial-only (modules §4). */
function HappeningDates({ happening }: { happening: StoredRecord }) {
  const { t } = useTranslation();
  const { language } = useApp();
  const start = fieldText(happening, 'start_date');
  const end = fieldText(happening, 'end_date');
  const when = (date: string, time: string) =>
    [/^\d{4}-\d{2}-\d{2}/.test(date) ? formatShowDay(dayOf(date), language) : '', time]
      .filter(Boolean)
      .join(', ');
  return (
    <DetailFields
      fields={[
        { label: t('details.starts'), value: when(start, fieldText(happening, 'start_time')) },
        { label: t('details.ends'), value: when(end, fieldText(happening, 'end_time')) },
        {
          label: t('details.interstitialOnly'),
          value: lumpObject(happening, 'interstitiel')?.interOnly === true ? t('details.yes') : '',
        },
      ]}
    />
  );
}

function DocunitDocuments({ docunit }: { docunit: StoredRecord }) {
  const { t } = useTranslation();
  const documents = useRelatedRecords('documents', referenceIds(docunit, 'documents'));
  return <RelatedSection heading={t('details.documents')} records={documents} pageKey="docunit" />;
}

const AIRCRAFT: GenericSheetSpec = {
  types: ['aircrafts'],
  categoryType: 'aircraft_categories',
  fields: AIRCRAFT_FIELDS,
  extra: (record) => <AircraftFlights aircraft={record} />,
};
const FLIGHT: GenericSheetSpec = {
  types: ['flights_schedule'],
  fields: ['code', 'start_date', 'end_date', 'start_time', 'end_time'],
  extra: (record) => <FlightAircraft flight={record} />,
};
/** Docunits and documents share a page: a press-kit entry (docunit) lists its documents. */
const DOCUNIT: GenericSheetSpec = {
  types: ['docunits', 'documents'],
  categoryType: 'docunit_categories',
  extra: (record) => <DocunitDocuments docunit={record} />,
};
const RESTAURANT: GenericSheetSpec = { types: ['restaurants'], categoryType: 'restaurant_categories' };
const MONUMENT: GenericSheetSpec = { types: ['monuments'] };
/** Practical information (opening hours, access…): the `infos` type. */
const HOURS: GenericSheetSpec = { types: ['infos'] };
const PMR: GenericSheetSpec = { types: ['pmrs'] };
/** An experience of the show: the `animations` type. */
const EXPERIENCE_ITEM: GenericSheetSpec = { types: ['animations'] };
const HAPPENING: GenericSheetSpec = {
  types: ['happenings'],
  extra: (record) => <HappeningDates happening={record} />,
};

type SheetProps = { props: PageProps };

export function AircraftPage({ props }: SheetProps) {
  return <GenericDetail props={props} spec={AIRCRAFT} />;
}
export function FlightPage({ props }: SheetProps) {
  return <GenericDetail props={props} spec={FLIGHT} />;
}
export function DocunitPage({ props }: SheetProps) {
  return <GenericDetail props={props} spec={DOCUNIT} />;
}
export function RestaurantPage({ props }: SheetProps) {
  return <GenericDetail props={props} spec={RESTAURANT} />;
}
export function MonumentPage({ props }: SheetProps) {
  return <GenericDetail props={props} spec={MONUMENT} />;
}
export function HoursPage({ props }: SheetProps) {
  return <GenericDetail props={props} spec={HOURS} />;
}
export function PmrPage({ props }: SheetProps) {
  return <GenericDetail props={props} spec={PMR} />;
}
export function ExperienceItemPage({ props }: SheetProps) {
  return <GenericDetail props={props} spec={EXPERIENCE_ITEM} />;
}
export function HappeningPage({ props }: SheetProps) {
  return <GenericDetail props={props} spec={HAPPENING} />;
}

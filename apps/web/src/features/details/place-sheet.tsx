import { useTranslation } from 'react-i18next';
import type { StoredRecord } from '../../platform/local-db/index.js';
import type { PageProps } from '../../shell/page.js';
import { ShowOnMapLink } from '../map/index.js';
import { ShowOnOutdoorMapLink } from '../outdoor-map/index.js';
import { ContactLinks } from './contact-links.js';
import { DetailDescription } from './detail-description.js';
import { DetailFields } from './detail-fields.js';
import { DetailFrame } from './detail-frame.js';
import { DetailHeader } from './detail-header.js';
import { EventListSection } from './event-list-section.js';
import { fieldText, lumpText, referenceIds } from './record-fields.js';
import { RelatedSection } from './related-section.js';
import { useDetailRecord, useReferencingRecords, useRelatedRecords } from './use-detail-record.js';

function PlaceBody({ place }: { place: StoredRecord }) {
  const { t } = useTranslation();
  const parents = useRelatedRecords('places', referenceIds(place, 'parent'));
  const stores = useRelatedRecords('stores', referenceIds(place, 'stores'));
  // Booths, rooms and service points are named from the other side: the items list their places.
  const exhibitors = useReferencingRecords(
    'exhibitors',
    'places',
    place.type === 'places' ? place.id : undefined,
  );
  const services = useReferencingRecords(
    'services',
    'places',
    place.type === 'places' ? place.id : undefined,
  );
  const events = useReferencingRecords('events', 'places', place.type === 'places' ? place.id : undefined);
  const kind = lumpText(place, 'kind');
  return (
    <>
      <DetailHeader
        type={place.type}
        id={place.id}
        title={fieldText(place, 'title')}
        imagePath={fieldText(place, 'icon')}
      />
      <DetailFields
        fields={[
          {
            label: t('details.placeKind'),
            value: kind ? t(`details.placeKinds.${kind}`, { defaultValue: kind }) : '',
          },
          { label: t('details.code'), value: lumpText(place, 'code') },
          { label: t('details.building'), value: lumpText(place, 'building') },
        ]}
      />
      {place.type === 'places' ? <ShowOnMapLink type="places" id={place.id} /> : null}
      {place.type === 'gmap_places' ? <ShowOnOutdoorMapLink id={place.id} /> : null}
      <ContactLinks contact={{ address: fieldText(place, 'address') }} />
      <DetailDescription html={fieldText(place, 'description')} heading={t('details.description')} />
      <RelatedSection heading={t('details.inPlace')} records={parents} pageKey="gmapplaces" />
      <RelatedSection heading={t('details.exhibitors')} records={exhibitors} pageKey="exhibitor" />
      <RelatedSection heading={t('details.stores')} records={stores} pageKey="stores" />
      <RelatedSection heading={t('details.services')} records={services} pageKey="service" />
      <EventListSection heading={t('details.events')} events={events} testId="place-events" />
    </>
  );
}

/**
 * A place sheet (page key gmapplaces): a map place of the outdoor map, or a place of the venue
 * (hall, room, booth). Ids are unique across types, so the id alone says which.
 */
export function PlacePage({ props }: { props: PageProps }) {
  const state = useDetailRecord(['gmap_places', 'places'], props);
  return (
    <DetailFrame state={state} titleOf={(record) => fieldText(record, 'title')}>
      {(record) => <PlaceBody key={record.id} place={record} />}
    </DetailFrame>
  );
}

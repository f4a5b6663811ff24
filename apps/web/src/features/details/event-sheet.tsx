import {
  DETAIL_PAGE_OF_TYPE,
  eventWhen,
  isPublishedDataType,
  speakerSubtitle,
  speakerTitle,
} from '@showfloor/core';
import { useTranslation } from 'react-i18next';
import type { StoredRecord } from '../../platform/local-db/index.js';
import { useApp } from '../../shell/app-context.js';
import { RouteLink } from '../../shell/index.js';
import type { PageProps } from '../../shell/page.js';
import { CategoryChips } from './category-chips.js';
import { ContactLinks } from './contact-links.js';
import { DetailDescription } from './detail-description.js';
import { DetailFields } from './detail-fields.js';
import { DetailFrame } from './detail-frame.js';
import { DetailHeader } from './detail-header.js';
import { DocumentLink } from './document-link.js';
import { EventListSection } from './event-list-section.js';
import { EVENT_SPEAKER_ROLES, type EventSpeakerRole } from './event-roles.js';
import { LiveStreamButton } from './live-stream-button.js';
import { fieldText, linkedIds, lumpObject, lumpText, objectText, referenceIds } from './record-fields.js';
import { RelatedSection } from './related-section.js';
import { ShareButton } from './share-button.js';
import { EVENT_TYPES, eventRelated } from './sheet-preparation.js';
import { SocialLinks } from './social-links.js';
import { useDetailRecord, useRelatedRecordSets, useRelatedRecords } from './use-detail-record.js';

function SpeakersOfRole({ event, role }: { event: StoredRecord; role: EventSpeakerRole }) {
  const { t } = useTranslation();
  const speakers = useRelatedRecords('speakers', linkedIds(event, role));
  return (
    <RelatedSection
      heading={t(`details.roles.${role}`)}
      records={speakers}
      pageKey="speaker"
      titleOf={speakerTitle}
      subtitleOf={speakerSubtitle}
      testId={`event-${role}`}
    />
  );
}

/** The related-content button (lump.button {id, type, label}) when it names an item with a sheet. */
function RelatedContentButton({ event }: { event: StoredRecord }) {
  const { t } = useTranslation();
  const button = lumpObject(event, 'button');
  const type = objectText(button, 'type');
  const id = Number(objectText(button, 'id'));
  const pageKey = isPublishedDataType(type) ? DETAIL_PAGE_OF_TYPE[type] : undefined;
  if (!pageKey || !Number.isSafeInteger(id)) return null;
  return (
    <p>
      <RouteLink route={{ pageKey, props: { id } }} className="button-link">
        {objectText(button, 'label') || t('details.relatedContent')}
      </RouteLink>
    </p>
  );
}

function EventBody({ event }: { event: StoredRecord }) {
  const { t } = useTranslation();
  const { language, config } = useApp();
  const title = fieldText(event, 'title');
  const { places, gmapPlaces, exhibitors, stores, events, papers } = useRelatedRecordSets(
    eventRelated(event),
  );
  const placeText = fieldText(event, 'event_place_text');
  return (
    <>
      <DetailHeader
        type="events"
        id={event.id}
        title={title}
        imagePath={fieldText(event, 'logo')}
        subtitle={lumpText(event, 'subtitle')}
      >
        <ShareButton pageKey="event" id={event.id} originalId={event.original_id} title={title} />
      </DetailHeader>
      <DetailFields
        fields={[
          { label: t('details.when'), value: eventWhen(event, language, config?.timeZone) },
          { label: t('details.where'), value: placeText },
          { label: t('details.type'), value: lumpText(event, 'Type') },
          { label: t('details.theme'), value: lumpText(event, 'Theme') },
          { label: t('details.track'), value: lumpText(event, 'track') },
          { label: t('details.code'), value: lumpText(event, 'code') },
          { label: t('details.language'), value: lumpText(event, 'language') },
          { label: t('details.access'), value: lumpText(event, 'access') },
          { label: t('details.public'), value: lumpText(event, 'public') },
        ]}
      />
      <LiveStreamButton event={event} />
      <SocialLinks record={event} />
      <DetailDescription html={fieldText(event, 'description')} heading={t('details.description')} />
      <RelatedSection heading={t('details.places')} records={places} pageKey="gmapplaces" />
      <RelatedSection heading={t('details.mapPlaces')} records={gmapPlaces} pageKey="gmapplaces" />
      {EVENT_SPEAKER_ROLES.map((role) => (
        <SpeakersOfRole key={role} event={event} role={role} />
      ))}
      <EventListSection heading={t('details.relatedEvents')} events={events} />
      <RelatedSection heading={t('details.papers')} records={papers} pageKey="paper" />
      <DocumentLink record={event} />
      <RelatedSection
        heading={t('details.exhibitor')}
        records={exhibitors}
        pageKey="exhibitor"
        testId="event-exhibitor"
      />
      <RelatedSection heading={t('details.store')} records={stores} pageKey="stores" />
      <ContactLinks
        contact={{ website: fieldText(event, 'website'), email: lumpText(event, 'email') }}
        heading={t('details.links')}
      />
      <CategoryChips
        categoryType="event_categories"
        ids={referenceIds(event, 'cats')}
        heading={t('details.categories')}
      />
      <RelatedContentButton event={event} />
    </>
  );
}

/** The event page (spec modules §2 "Event page"). */
export function EventPage({ props }: { props: PageProps }) {
  const state = useDetailRecord(EVENT_TYPES, props);
  return (
    <DetailFrame state={state} titleOf={(record) => fieldText(record, 'title')}>
      {(record) => <EventBody key={record.id} event={record} />}
    </DetailFrame>
  );
}

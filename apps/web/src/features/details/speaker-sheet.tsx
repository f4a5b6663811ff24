import { speakerSubtitle, speakerTitle } from '@showfloor/core';
import { useTranslation } from 'react-i18next';
import type { StoredRecord } from '../../platform/local-db/index.js';
import { RouteLink } from '../../shell/index.js';
import type { PageProps } from '../../shell/page.js';
import { ContactLinks } from './contact-links.js';
import { DetailDescription } from './detail-description.js';
import { DetailFrame } from './detail-frame.js';
import { DetailHeader } from './detail-header.js';
import { EventListSection } from './event-list-section.js';
import { fieldText, referenceIds } from './record-fields.js';
import { RelatedSection } from './related-section.js';
import { SocialLinks } from './social-links.js';
import { useDetailRecord, useRelatedRecords } from './use-detail-record.js';

function SpeakerBody({ speaker }: { speaker: StoredRecord }) {
  const { t } = useTranslation();
  const events = useRelatedRecords('events', referenceIds(speaker, 'events'));
  const papers = useRelatedRecords('papers', referenceIds(speaker, 'papers'));
  const [participantId] = referenceIds(speaker, 'participant');
  const title = speakerTitle(speaker);
  return (
    <>
      <DetailHeader
        type="speakers"
        id={speaker.id}
        title={title}
        imagePath={fieldText(speaker, 'photo')}
        subtitle={speakerSubtitle(speaker)}
      />
      <SocialLinks record={speaker} />
      <DetailDescription html={fieldText(speaker, 'biography')} heading={t('details.biography')} />
      <ContactLinks
        contact={{ website: fieldText(speaker, 'website'), address: fieldText(speaker, 'address') }}
      />
      {participantId !== undefined ? (
        <p>
          <RouteLink route={{ pageKey: 'participant', props: { id: participantId } }} className="button-link">
            {t('details.contactSpeaker')}
          </RouteLink>
        </p>
      ) : null}
      <EventListSection heading={t('details.events')} events={events} testId="speaker-events" />
      <RelatedSection heading={t('details.papers')} records={papers} pageKey="paper" />
    </>
  );
}

/** The speaker page (spec modules §2): the title and subtitle follow the speaker rules of core §3. */
export function SpeakerPage({ props }: { props: PageProps }) {
  const state = useDetailRecord(['speakers'], props);
  return (
    <DetailFrame state={state} titleOf={speakerTitle}>
      {(record) => <SpeakerBody key={record.id} speaker={record} />}
    </DetailFrame>
  );
}

import { speakerSubtitle, speakerTitle } from '@showfloor/core';
import { useTranslation } from 'react-i18next';
import type { StoredRecord } from '../../platform/local-db/index.js';
import type { PageProps } from '../../shell/page.js';
import { CategoryChips } from './category-chips.js';
import { DetailDescription } from './detail-description.js';
import { DetailFields } from './detail-fields.js';
import { DetailFrame } from './detail-frame.js';
import { DetailHeader } from './detail-header.js';
import { DocumentLink } from './document-link.js';
import { EventListSection } from './event-list-section.js';
import { fieldText, lumpText, referenceIds } from './record-fields.js';
import { RelatedSection } from './related-section.js';
import { useDetailRecord, useRelatedRecords } from './use-detail-record.js';

/** Spec modules §2 "Paper page": the heading is the paper's code, else its title. */
export function paperHeading(paper: StoredRecord): string {
  const code = lumpText(paper, 'code');
  const title = fieldText(paper, 'title');
  return code && title ? `${code} - ${title}` : code || title;
}

function PaperBody({ paper }: { paper: StoredRecord }) {
  const { t } = useTranslation();
  const speakers = useRelatedRecords('speakers', referenceIds(paper, 'speakers'));
  const events = useRelatedRecords('events', referenceIds(paper, 'events'));
  return (
    <>
      <DetailHeader type="papers" id={paper.id} title={paperHeading(paper)} />
      <DetailFields fields={[{ label: t('details.authors'), value: lumpText(paper, 'authors') }]} />
      <RelatedSection
        heading={t('details.speakers')}
        records={speakers}
        pageKey="speaker"
        titleOf={speakerTitle}
        subtitleOf={speakerSubtitle}
      />
      <DetailDescription html={fieldText(paper, 'description')} heading={t('details.abstract')} />
      <DocumentLink record={paper} />
      <CategoryChips
        categoryType="paper_categories"
        ids={referenceIds(paper, 'cats')}
        heading={t('details.categories')}
      />
      <EventListSection heading={t('details.events')} events={events} />
    </>
  );
}

export function PaperPage({ props }: { props: PageProps }) {
  const state = useDetailRecord(['papers'], props);
  return (
    <DetailFrame state={state} titleOf={paperHeading}>
      {(record) => <PaperBody key={record.id} paper={record} />}
    </DetailFrame>
  );
}

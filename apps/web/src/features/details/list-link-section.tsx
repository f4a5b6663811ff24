import { listRoute, type PageKey, type PublishedDataType } from '@showfloor/core';
import { useTranslation } from 'react-i18next';
import type { StoredRecord } from '../../platform/local-db/index.js';
import { RouteLink } from '../../shell/index.js';
import { useEventSubtitle, useEventsInTimeOrder } from './event-list-section.js';
import { RelatedSection } from './related-section.js';

const NO_EVENTS: readonly StoredRecord[] = [];

/**
 * Related items that also open as a list of their own (spec modules §2: an exhibitor's events and
 * aircraft "open as lists related to the exhibitor"): each item links to its sheet, and a link
 * under them opens the list page over exactly these items.
 */
export function ListLinkSection({
  heading,
  records,
  dataType,
  pageKey,
  testId,
}: {
  heading: string;
  records: readonly StoredRecord[];
  dataType: PublishedDataType;
  pageKey: PageKey;
  testId?: string;
}) {
  const { t } = useTranslation();
  const isEvents = dataType === 'events';
  const eventsInTimeOrder = useEventsInTimeOrder(isEvents ? records : NO_EVENTS);
  const eventSubtitle = useEventSubtitle();
  return (
    <RelatedSection
      heading={heading}
      records={isEvents ? eventsInTimeOrder : records}
      pageKey={pageKey}
      testId={testId}
      subtitleOf={isEvents ? eventSubtitle : undefined}
      footer={
        <RouteLink
          route={listRoute([{ dataType, ids: records.map((record) => record.id) }])}
          className="list-link"
        >
          {t('details.openAsList', { count: records.length })}
        </RouteLink>
      }
    />
  );
}

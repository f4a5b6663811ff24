import { eventWhen, listRoute, type PageKey, type PublishedDataType } from '@showfloor/core';
import { useTranslation } from 'react-i18next';
import type { StoredRecord } from '../../platform/local-db/index.js';
import { useApp } from '../../shell/app-context.js';
import { RouteLink } from '../../shell/index.js';
import { RelatedSection } from './related-section.js';

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
  const { language } = useApp();
  return (
    <RelatedSection
      heading={heading}
      records={records}
      pageKey={pageKey}
      testId={testId}
      subtitleOf={dataType === 'events' ? (record) => eventWhen(record, language) : undefined}
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

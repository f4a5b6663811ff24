import type { PageKey, Route } from '@showfloor/core';
import { type ReactNode, useId } from 'react';
import type { StoredRecord } from '../../platform/local-db/index.js';
import { RouteLink } from '../../shell/index.js';
import { fieldText } from './record-fields.js';

/**
 * A related list of a sheet (the exhibitor's products, the event's speakers…): a heading, then one
 * link per item to its own sheet. Nothing at all when the list is empty.
 */
export function RelatedSection({
  heading,
  records,
  pageKey,
  titleOf = (record) => fieldText(record, 'title'),
  subtitleOf,
  footer,
  testId,
}: {
  heading: string;
  records: readonly StoredRecord[];
  pageKey: PageKey;
  titleOf?: (record: StoredRecord) => string;
  subtitleOf?: (record: StoredRecord) => string;
  footer?: ReactNode;
  testId?: string;
}) {
  const headingId = useId();
  if (records.length === 0) return null;
  return (
    <section className="detail-section" aria-labelledby={headingId} data-testid={testId}>
      <h2 id={headingId}>{heading}</h2>
      <ul className="related-list">
        {records.map((record) => {
          const route: Route = { pageKey, props: { id: record.id } };
          const subtitle = subtitleOf?.(record) ?? '';
          return (
            <li key={`${record.type}-${record.id}`}>
              <RouteLink route={route} className="related-link">
                <span className="related-title">{titleOf(record)}</span>
                {subtitle ? <span className="related-subtitle">{subtitle}</span> : null}
              </RouteLink>
            </li>
          );
        })}
      </ul>
      {footer}
    </section>
  );
}

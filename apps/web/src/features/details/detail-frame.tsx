import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredRecord } from '../../platform/local-db/index.js';
import { PageLayout } from '../../shell/page-layout.js';
import type { DetailState } from './detail-state.js';

/**
 * The three states of a detail page (spec core §4) in one place: pending, not found, loaded. Every
 * sheet renders through it, so none repeats the loading and not-found branches.
 */
export function DetailFrame({
  state,
  titleOf,
  actions,
  children,
}: {
  state: DetailState<StoredRecord>;
  titleOf: (record: StoredRecord) => string;
  actions?: ReactNode;
  children: (record: StoredRecord) => ReactNode;
}) {
  const { t } = useTranslation();
  if (state.status === 'pending') {
    return (
      <PageLayout title={t('details.loadingTitle')}>
        <p className="detail-status" role="status" data-testid="detail-pending">
          {t('app.loading')}
        </p>
      </PageLayout>
    );
  }
  if (state.status === 'itemNotFound') {
    return (
      <PageLayout title={t('details.notFoundTitle')}>
        <p className="detail-status" role="alert" data-testid="detail-not-found">
          {t('details.notFound')}
        </p>
      </PageLayout>
    );
  }
  return (
    <PageLayout title={titleOf(state.record) || t('details.untitled')} actions={actions}>
      <article className="detail-sheet" data-testid="detail-sheet">
        {children(state.record)}
      </article>
    </PageLayout>
  );
}

import { webcalUrlOf } from '@showfloor/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../shell/app-context.js';
import { useCalendarSubscription } from './use-calendar-subscription.js';

/**
 * "Subscribe in my calendar app": a private address that calendar apps poll, always listing the
 * favorite events with the show's latest times. Offered beside the one-off .ics download.
 */
export function CalendarSubscriptionSection({ hasEvents }: { hasEvents: boolean }) {
  const { t } = useTranslation();
  const { services } = useApp();
  const subscription = useCalendarSubscription();
  const headingId = useId();
  const addressId = useId();
  const { feed, status } = subscription;
  // Nothing to subscribe to yet; a subscription already made stays reachable, to stop it.
  if (feed === null && !hasEvents) return null;
  const copy = async () => {
    if (!feed) return;
    try {
      await navigator.clipboard.writeText(feed.url);
      services.notifications.add({ message: 'favorites.subscription.copied', level: 'info' });
    } catch {
      services.notifications.add({ message: 'favorites.subscription.failed', level: 'error' });
    }
  };
  return (
    <section
      className="calendar-subscription"
      aria-labelledby={headingId}
      data-testid="calendar-subscription"
    >
      <h2 id={headingId}>{t('favorites.subscription.title')}</h2>
      {feed === null ? (
        <>
          <p>{t('favorites.subscription.explain')}</p>
          <button type="button" disabled={status === 'working'} onClick={() => void subscription.subscribe()}>
            {t('favorites.subscription.subscribe')}
          </button>
        </>
      ) : (
        <>
          <p>
            <a href={webcalUrlOf(feed.url)} data-testid="calendar-subscription-link">
              {t('favorites.subscription.open')}
            </a>
          </p>
          <label htmlFor={addressId}>{t('favorites.subscription.address')}</label>
          <div className="calendar-subscription-address">
            <input
              id={addressId}
              type="url"
              readOnly
              value={feed.url}
              onFocus={(event) => event.target.select()}
            />
            <button type="button" onClick={() => void copy()}>
              {t('favorites.subscription.copy')}
            </button>
          </div>
          <p role="status" data-testid="calendar-subscription-status">
            {subscription.isUpToDate
              ? t('favorites.subscription.upToDate')
              : navigator.onLine
                ? t('favorites.subscription.sending')
                : t('favorites.subscription.pending')}
          </p>
          <button
            type="button"
            disabled={status === 'working'}
            onClick={() => void subscription.unsubscribe()}
          >
            {t('favorites.subscription.stop')}
          </button>
        </>
      )}
      {feed === null && status === 'failed' ? <p role="alert">{t('favorites.subscription.failed')}</p> : null}
    </section>
  );
}

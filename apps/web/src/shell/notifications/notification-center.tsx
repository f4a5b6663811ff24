import type { AppNotification } from '@showfloor/core';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { RouteLink } from '../route-link.js';
import type { NotificationStore } from './notification-store.js';

function NotificationPopup({
  notification,
  onClose,
}: {
  notification: AppNotification;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  // Errors and warnings interrupt a screen reader; success and info wait for a pause.
  const role = notification.level === 'error' || notification.level === 'warning' ? 'alert' : 'status';
  return (
    <div className={`notification notification-${notification.level}`} role={role}>
      {notification.title ? (
        <strong className="notification-title">{t(notification.title, notification.params)}</strong>
      ) : null}
      <span className="notification-message">{t(notification.message, notification.params)}</span>
      {notification.link ? (
        <RouteLink route={notification.link.route} className="notification-link" onFollow={onClose}>
          {t(notification.link.label, notification.params)}
        </RouteLink>
      ) : null}
      <button
        type="button"
        className="notification-close"
        onClick={onClose}
        aria-label={t('notifications.close')}
      >
        ×
      </button>
    </div>
  );
}

/**
 * The popups, at the top centre of the screen (default position 'tc'). Mounted inside the app's
 * context, so that a popup's link (a reminder's session) goes through the router.
 */
export function NotificationCenter({ store }: { store: NotificationStore }) {
  const { t } = useTranslation();
  const items = useSyncExternalStore(store.subscribe, store.getSnapshot);
  return (
    <section className="notification-center notification-center-tc" aria-label={t('notifications.region')}>
      {items.map((notification) => (
        <NotificationPopup
          key={notification.uid}
          notification={notification}
          onClose={() => store.dismiss(notification.uid)}
        />
      ))}
    </section>
  );
}

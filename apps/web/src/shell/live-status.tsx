import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from './app-context.js';
import './live-status.css';

/** The live socket's status (spec core §4: a small status available to features). */
export function useLiveStatus() {
  const { services } = useApp();
  return useSyncExternalStore(services.live.subscribeStatus, services.live.getStatus);
}

/**
 * The status as a short line where live events matter (the inbox, the favorites' sync), announced
 * politely to screen readers when it changes.
 */
export function LiveStatusNote() {
  const { t } = useTranslation();
  const status = useLiveStatus();
  return (
    <p
      className={`live-status live-status-${status}`}
      role="status"
      data-testid="live-status"
      data-status={status}
    >
      <span className="live-status-dot" aria-hidden="true" />
      {t(`live.${status}`)}
    </p>
  );
}

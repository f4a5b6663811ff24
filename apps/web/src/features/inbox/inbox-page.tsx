import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../shell/app-context.js';
import { LiveStatusNote } from '../../shell/live-status.js';
import { PageLayout } from '../../shell/page-layout.js';
import { InboxMessageItem } from './inbox-message-item.js';
import { PushSwitch } from './push-switch.js';
import { useInbox } from './use-inbox.js';
import { isWebPushSupported } from './web-push-subscription.js';
import './inbox.css';

/**
 * The inbox page (spec modules §2 "Inbox page"): messages newest first, each with date, time,
 * title, content and an optional action; an empty label when none; a "clear all" action with a
 * confirmation; the notifications switch when the show has push on and the browser can.
 */
export function InboxPage() {
  const { t } = useTranslation();
  const { config } = useApp();
  const { controller, view } = useInbox();
  const [isConfirming, setConfirming] = useState(false);

  // Opening the inbox resets the unread count; it also fetches, whatever the other screens did.
  useEffect(() => {
    const close = controller.openPage();
    void controller.refresh();
    return close;
  }, [controller]);

  const { messages } = view.inbox;
  const hasPush = config?.features?.push === true && isWebPushSupported();
  return (
    <PageLayout title={t('inbox.pageTitle')}>
      <div className="personal-page inbox-page">
        <LiveStatusNote />
        {hasPush ? <PushSwitch /> : null}
        <p className="inbox-fetch-status" role="status">
          {view.fetchStatus === 'failed' ? t('inbox.offline') : ''}
        </p>
        {!view.isLoaded ? null : messages.length === 0 ? (
          <p className="empty-state" data-testid="inbox-empty">
            {t('inbox.empty')}
          </p>
        ) : (
          <>
            <ul className="inbox-list">
              {messages.map((message) => (
                <InboxMessageItem key={message.id} message={message} />
              ))}
            </ul>
            {isConfirming ? (
              <div className="dialog-actions inbox-clear-confirm">
                <p>{t('inbox.confirmClear')}</p>
                <button
                  type="button"
                  onClick={() => {
                    setConfirming(false);
                    void controller.clear();
                  }}
                >
                  {t('inbox.confirmYes')}
                </button>
                <button type="button" onClick={() => setConfirming(false)}>
                  {t('inbox.confirmNo')}
                </button>
              </div>
            ) : (
              <button type="button" className="inbox-clear" onClick={() => setConfirming(true)}>
                {t('inbox.clearAll')}
              </button>
            )}
          </>
        )}
      </div>
    </PageLayout>
  );
}

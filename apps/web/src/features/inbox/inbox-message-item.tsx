import { inboxMessageIn, parseInboxAction, type StoredInboxMessage } from '@showfloor/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../shell/app-context.js';
import { sanitizeHtml } from '../sanitize/index.js';

/** One message of the inbox in the app's language: date and time, title, content and its action (spec modules §2). */
export function InboxMessageItem({ message }: { message: StoredInboxMessage }) {
  const { t } = useTranslation();
  const { router, language } = useApp();
  const titleId = useId();
  const date = new Date(message.date);
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(date);
  const time = new Intl.DateTimeFormat(language, { timeStyle: 'short' }).format(date);
  const action = message.action === undefined ? null : parseInboxAction(message.action);
  const texts = inboxMessageIn(message, language);
  return (
    <li>
      <article className="inbox-message" aria-labelledby={titleId} data-testid="inbox-message">
        <h2 id={titleId} className="inbox-message-title">
          {texts.title}
        </h2>
        <p className="inbox-message-date">
          <time dateTime={message.date}>{t('inbox.dateTime', { day, time })}</time>
        </p>
        <div
          className="inbox-message-content"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: rebuilt by the allow-list sanitiser just above.
          dangerouslySetInnerHTML={{ __html: sanitizeHtml(texts.content) }}
        />
        {action?.kind === 'url' ? (
          <a
            className="inbox-message-action"
            href={action.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-describedby={titleId}
          >
            {t('inbox.openLink')}
            <span className="visually-hidden"> {t('inbox.opensExternal')}</span>
          </a>
        ) : action?.kind === 'route' ? (
          <button
            type="button"
            className="inbox-message-action"
            aria-describedby={titleId}
            onClick={() => router.navigate(action.route)}
          >
            {t('inbox.open')}
          </button>
        ) : null}
      </article>
    </li>
  );
}

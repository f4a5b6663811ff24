import {
  DETAIL_PAGE_OF_TYPE,
  formatSessionTime,
  type Language,
  type SessionChange,
  type WhatChanged,
} from '@showfloor/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../shell/app-context.js';
import { ModalDialog } from '../../shell/modal-dialog.js';
import { RouteLink } from '../../shell/route-link.js';
import './what-changed.css';

/** Titles of the sessions still in the data, in the reader's language (the changelog's are English first). */
function useLocalTitles(sessions: readonly SessionChange[]): ReadonlyMap<number, string> {
  const { services } = useApp();
  const [titles, setTitles] = useState<ReadonlyMap<number, string>>(new Map());
  useEffect(() => {
    let isCurrent = true;
    const ids = sessions.flatMap((change) =>
      change.isCancelled || change.id === undefined ? [] : [change.id],
    );
    void services.catalog.getRecords('events', ids).then((records) => {
      if (!isCurrent) return;
      const found = new Map<number, string>();
      for (const record of records) {
        if (typeof record.title === 'string' && record.title !== '') found.set(record.id, record.title);
      }
      setTitles(found);
    });
    return () => {
      isCurrent = false;
    };
  }, [sessions, services]);
  return titles;
}

function ChangedSession({
  change,
  title,
  language,
  timeZone,
}: {
  change: SessionChange;
  title: string;
  language: Language;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const timeText = (time: NonNullable<SessionChange['time']>['old']) =>
    formatSessionTime(time, language, timeZone) || t('whatChanged.noTime');
  const page = DETAIL_PAGE_OF_TYPE.events;
  // A cancelled session has no sheet any more; the others open theirs.
  const id = change.isCancelled ? undefined : change.id;
  return (
    <li className="what-changed-session">
      {id !== undefined && page !== undefined ? (
        <RouteLink route={{ pageKey: page, props: { id } }} className="what-changed-title">
          {title}
        </RouteLink>
      ) : (
        <span className="what-changed-title">{title}</span>
      )}
      {change.isCancelled ? (
        <span className="what-changed-cancelled">{t('whatChanged.cancelled')}</span>
      ) : null}
      {change.time ? (
        <span>
          {t('whatChanged.time', { old: timeText(change.time.old), new: timeText(change.time.new) })}
        </span>
      ) : null}
      {change.room ? (
        <span>
          {t('whatChanged.room', {
            old: change.room.old ?? t('whatChanged.noRoom'),
            new: change.room.new ?? t('whatChanged.noRoom'),
          })}
        </span>
      ) : null}
    </li>
  );
}

/**
 * The "What changed" dialog: each favorite session the new version moved or cancelled, by title,
 * with its old and new time (on the show's clock) and room, a link to those still in the show,
 * and the organiser's note.
 */
export function WhatChangedDialog({ notice, onClose }: { notice: WhatChanged; onClose: () => void }) {
  const { t } = useTranslation();
  const { config, language, router } = useApp();
  const titles = useLocalTitles(notice.sessions);
  // A session's link opens its sheet: the notice has been read, it closes and leaves the sheet in view.
  const shownOn = useRef(router.route);
  useEffect(() => {
    if (router.route !== shownOn.current) onClose();
  }, [router.route, onClose]);
  const timeZone = config?.timeZone ?? 'Europe/Paris';
  return (
    <ModalDialog
      title={t('whatChanged.title')}
      onClose={onClose}
      className="what-changed"
      testId="what-changed"
    >
      <p>{t('whatChanged.intro', { version: notice.version })}</p>
      <ul className="what-changed-sessions">
        {notice.sessions.map((change) => (
          <ChangedSession
            key={change.originalId}
            change={change}
            title={(change.id === undefined ? undefined : titles.get(change.id)) ?? change.title}
            language={language}
            timeZone={timeZone}
          />
        ))}
      </ul>
      {notice.note === '' ? null : (
        <p className="what-changed-note">{t('whatChanged.note', { note: notice.note })}</p>
      )}
      {notice.isPartial ? <p className="what-changed-partial">{t('whatChanged.partial')}</p> : null}
      <div className="dialog-actions">
        <button type="button" className="primary" onClick={onClose}>
          {t('whatChanged.close')}
        </button>
      </div>
    </ModalDialog>
  );
}

import {
  type ConsoleSession,
  type ConsoleVersion,
  type Language,
  PUBLISH_NOTE_MAX_CHARS,
  type PublishPreview,
  roleAllows,
} from '@showfloor/core';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { ConsoleApiError, consoleApi } from './console-api.js';
import { errorText } from './console-errors.js';
import { ConsoleTable, type Outcome, OutcomeLine } from './console-parts.js';
import type { ConsoleStrings } from './console-strings.js';
import { ChangeCountsTable, ListedItems } from './content-parts.js';
import type { ContentStrings } from './content-strings.js';

/**
 * Publish (docs/console.md): the draft against the published version, a note, then a new version;
 * the versions published, any of which can be published again as a new one (a rollback).
 */
export function PublishSection({
  session,
  language,
  strings,
  words,
  onSessionEnded,
}: {
  session: ConsoleSession;
  language: Language;
  strings: ConsoleStrings;
  words: ContentStrings;
  onSessionEnded: () => void;
}) {
  const mayPublish = roleAllows(session.role, 'publish');
  const [preview, setPreview] = useState<PublishPreview | undefined>(undefined);
  const [versions, setVersions] = useState<ConsoleVersion[] | undefined>(undefined);
  const [note, setNote] = useState('');
  const [isBusy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(undefined);
  const [restoring, setRestoring] = useState<number | undefined>(undefined);

  const failed = useCallback(
    (failure: unknown) => {
      if (failure instanceof ConsoleApiError && failure.status === 401) onSessionEnded();
      else setOutcome({ kind: 'error', text: errorText(failure, strings) });
    },
    [onSessionEnded, strings],
  );
  const reload = useCallback(async () => {
    const [nextPreview, nextVersions] = await Promise.all([
      consoleApi.publishPreview(),
      consoleApi.versions(),
    ]);
    setPreview(nextPreview);
    setVersions(nextVersions);
  }, []);
  useEffect(() => {
    reload().catch(failed);
  }, [reload, failed]);

  const run = async (task: () => Promise<{ version: number; changes: number }>) => {
    setBusy(true);
    setOutcome({ kind: 'done', text: words.publishing });
    try {
      const result = await task();
      setNote('');
      setRestoring(undefined);
      setOutcome({ kind: 'done', text: words.published(result.version, result.changes) });
      await reload();
    } catch (failure) {
      failed(failure);
    } finally {
      setBusy(false);
    }
  };

  const publish = (event: FormEvent) => {
    event.preventDefault();
    void run(() => consoleApi.publish(session, note));
  };

  const next = (versions?.[0]?.version ?? 0) + 1;
  return (
    <>
      <h1>{words.publish}</h1>
      <OutcomeLine outcome={outcome} />
      {preview === undefined ? null : <PreviewReport preview={preview} words={words} />}
      {mayPublish ? (
        <form className="console-form" onSubmit={publish}>
          <label>
            {words.note}
            <textarea
              maxLength={PUBLISH_NOTE_MAX_CHARS}
              rows={3}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          </label>
          <button type="submit" className="console-primary" disabled={isBusy}>
            {words.publishVersion(next)}
          </button>
        </form>
      ) : null}
      <h2>{words.versions}</h2>
      {versions === undefined ? null : versions.length === 0 ? (
        <p>{words.noVersions}</p>
      ) : (
        <ConsoleTable
          headings={[
            words.version,
            words.publishedAt,
            words.by,
            words.noteHeading,
            words.changes,
            words.actions,
          ]}
        >
          {versions.map((version, index) => (
            <tr key={version.version}>
              <td>
                {version.version}{' '}
                {version.restoredFrom === null ? null : words.restoredFrom(version.restoredFrom)}
              </td>
              <td>{new Date(version.publishedAt).toLocaleString(language)}</td>
              <td>{version.publishedBy ?? words.unknown}</td>
              <td>{version.note}</td>
              <td>
                {version.changes === null
                  ? words.unknown
                  : Object.entries(version.changes)
                      .map(
                        ([type, counts]) =>
                          `${words.typeName(type)} ${words.changeSummary(counts.added, counts.changed, counts.removed)}`,
                      )
                      .join(', ')}
              </td>
              <td>
                {!mayPublish || index === 0 ? null : !version.canRestore ? (
                  words.cannotRestore
                ) : restoring === version.version ? (
                  <fieldset className="console-confirm">
                    <legend>{words.confirmAgain(version.version)}</legend>
                    <button
                      type="button"
                      className="console-primary"
                      disabled={isBusy}
                      onClick={() => void run(() => consoleApi.republish(session, version.version, note))}
                    >
                      {words.confirm}
                    </button>
                    <button type="button" onClick={() => setRestoring(undefined)}>
                      {words.cancel}
                    </button>
                  </fieldset>
                ) : (
                  <button
                    type="button"
                    aria-label={words.publishAgain(version.version)}
                    onClick={() => setRestoring(version.version)}
                  >
                    {words.publishAgainLabel}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </>
  );
}

function PreviewReport({ preview, words }: { preview: PublishPreview; words: ContentStrings }) {
  const { changes } = preview;
  const types = Object.keys(changes.byType);
  const intro =
    preview.baseVersion === null
      ? words.nothingPublished
      : preview.isComparable
        ? words.comparedWith(preview.baseVersion)
        : words.notComparable(preview.baseVersion);
  const moved = changes.sessions.filter((session) => session.time !== undefined);
  const otherRoom = changes.sessions.filter((session) => session.room !== undefined);
  const cancelled = changes.sessions.filter((session) => session.isCancelled);
  const time = (value: { start: string | null }) => value.start ?? words.none;
  return (
    <section className="console-report" aria-labelledby="preview-title">
      <h2 id="preview-title">{intro}</h2>
      {changes.total === 0 ? <p>{words.noChanges}</p> : null}
      {types.length === 0 ? null : (
        <ChangeCountsTable words={words} counts={changes.byType} changedLabel={words.changed} />
      )}
      {changes.sessions.length === 0 ? null : (
        <>
          <h3>{words.sessionsTitle}</h3>
          <ul className="console-sessions">
            {moved.map((session) => (
              <li key={`time-${session.originalId}`}>
                <strong>{words.movedTime}</strong> — {session.title}:{' '}
                {session.time ? words.from(time(session.time.old), time(session.time.new)) : null}
              </li>
            ))}
            {otherRoom.map((session) => (
              <li key={`room-${session.originalId}`}>
                <strong>{words.movedRoom}</strong> — {session.title}:{' '}
                {session.room
                  ? words.from(session.room.old ?? words.none, session.room.new ?? words.none)
                  : null}
              </li>
            ))}
            {cancelled.map((session) => (
              <li key={`cancelled-${session.originalId}`}>
                <strong>{words.cancelled}</strong> — {session.title}
              </li>
            ))}
          </ul>
        </>
      )}
      {types.map((type) => {
        const lists = changes.items[type];
        const counts = changes.byType[type];
        if (lists === undefined || counts === undefined) return null;
        return (
          <ListedItems
            key={type}
            words={words}
            type={type}
            lists={[
              { kind: words.added, items: lists.added, total: counts.added },
              { kind: words.changed, items: lists.changed, total: counts.changed },
              { kind: words.removed, items: lists.removed, total: counts.removed },
            ]}
          />
        );
      })}
      {preview.isConfigChanged && preview.baseVersion !== null ? <p>{words.configChanged}</p> : null}
    </section>
  );
}

import {
  type CodificationEntry,
  type ConsoleCodificationList,
  type ConsoleSession,
  type Language,
  roleAllows,
} from '@showfloor/core';
import { type FormEvent, useEffect, useState } from 'react';
import { ConsoleApiError } from './console-api.js';
import { errorText } from './console-errors.js';
import { type Outcome, OutcomeLine } from './console-parts.js';
import type { ConsoleStrings } from './console-strings.js';
import { peopleApi } from './people-api.js';
import { type PeopleStrings, peopleStrings } from './people-strings.js';
import './people.css';

interface CodificationsSectionProps {
  session: ConsoleSession;
  strings: ConsoleStrings;
  language: Language;
  onSessionEnded: () => void;
}

/** The codification lists (profiles, departments, interests): one editor per list. */
export function CodificationsSection({
  session,
  strings,
  language,
  onSessionEnded,
}: CodificationsSectionProps) {
  const words = peopleStrings(language);
  const [lists, setLists] = useState<ConsoleCodificationList[] | undefined>(undefined);
  const [outcome, setOutcome] = useState<Outcome>(undefined);
  useEffect(() => {
    peopleApi.lists().then(setLists, (failure) => {
      if (failure instanceof ConsoleApiError && failure.status === 401) onSessionEnded();
      else setOutcome({ kind: 'error', text: errorText(failure, strings) });
    });
  }, [strings, onSessionEnded]);
  return (
    <section aria-labelledby="lists-title">
      <h1 id="lists-title">{words.lists}</h1>
      <p>{words.listsHelp}</p>
      <OutcomeLine outcome={outcome} />
      {lists?.map((list) => (
        <ListEditor key={list.nameField} list={list} session={session} strings={strings} words={words} />
      ))}
    </section>
  );
}

type Entry = CodificationEntry & { usedBy: number };

function ListEditor({
  list,
  session,
  strings,
  words,
}: {
  list: ConsoleCodificationList;
  session: ConsoleSession;
  strings: ConsoleStrings;
  words: PeopleStrings;
}) {
  const [entries, setEntries] = useState<Entry[]>(list.values);
  const [newCode, setNewCode] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(undefined);
  const canEdit = roleAllows(session.role, 'edit');
  const title = words.listName[list.nameField] ?? list.nameField;
  const id = `list-${list.nameField}`;

  const change = (index: number, language: 'fr' | 'en', text: string) =>
    setEntries((current) =>
      current.map((entry, at) =>
        at === index ? { ...entry, label: { ...entry.label, [language]: text } } : entry,
      ),
    );
  const move = (index: number, by: -1 | 1) =>
    setEntries((current) => {
      const next = [...current];
      const [moved] = next.splice(index, 1);
      if (moved) next.splice(index + by, 0, moved);
      return next;
    });
  const add = () => {
    const code = newCode.trim();
    if (code === '' || entries.some((entry) => entry.code === code)) return;
    setEntries((current) => [...current, { code, label: { fr: code, en: code }, usedBy: 0 }]);
    setNewCode('');
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const saved = await peopleApi.saveList(
        session,
        list.nameField,
        entries.map(({ code, label }) => ({ code, label })),
      );
      setEntries(saved.values);
      setOutcome({ kind: 'done', text: words.listSaved });
    } catch (failure) {
      setOutcome({ kind: 'error', text: errorText(failure, strings) });
    }
  };

  return (
    <form className="console-form console-list-editor" aria-labelledby={id} onSubmit={save}>
      <h2 id={id}>{title}</h2>
      <ol className="console-list-entries">
        {entries.map((entry, index) => (
          <li key={entry.code}>
            <span className="console-code">{entry.code}</span>
            <label>
              {words.labelFr}
              <input
                value={entry.label.fr}
                required
                disabled={!canEdit}
                onChange={(event) => change(index, 'fr', event.target.value)}
              />
            </label>
            <label>
              {words.labelEn}
              <input
                value={entry.label.en}
                required
                disabled={!canEdit}
                onChange={(event) => change(index, 'en', event.target.value)}
              />
            </label>
            {canEdit ? (
              <span className="console-row-actions">
                <button
                  type="button"
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                  aria-label={words.moveUp(entry.label.en)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  disabled={index === entries.length - 1}
                  onClick={() => move(index, 1)}
                  aria-label={words.moveDown(entry.label.en)}
                >
                  ↓
                </button>
                <button
                  type="button"
                  disabled={entry.usedBy > 0}
                  title={entry.usedBy > 0 ? words.inUse(entry.usedBy) : undefined}
                  onClick={() => setEntries((current) => current.filter((_, at) => at !== index))}
                  aria-label={
                    entry.usedBy > 0
                      ? `${words.remove(entry.label.en)} (${words.inUse(entry.usedBy)})`
                      : words.remove(entry.label.en)
                  }
                >
                  ✕
                </button>
              </span>
            ) : null}
            <span>{`${words.usedBy} ${entry.usedBy}`}</span>
          </li>
        ))}
      </ol>
      {canEdit ? (
        <>
          <div className="console-add-entry">
            <label>
              {words.newCode}
              <input
                value={newCode}
                pattern="[A-Za-z0-9_-]+"
                onChange={(event) => setNewCode(event.target.value)}
              />
            </label>
            <button type="button" onClick={add}>
              {words.addEntry}
            </button>
          </div>
          <OutcomeLine outcome={outcome} />
          <button type="submit" className="console-primary">
            {words.saveList}
          </button>
        </>
      ) : null}
    </form>
  );
}

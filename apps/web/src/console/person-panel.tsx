import { type ConsolePerson, type ConsoleSession, roleAllows } from '@showfloor/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ConsoleApiError } from './console-api.js';
import { errorText } from './console-errors.js';
import { type Outcome, OutcomeLine } from './console-parts.js';
import type { ConsoleStrings } from './console-strings.js';
import { peopleApi } from './people-api.js';
import type { PeopleStrings } from './people-strings.js';

interface PersonPanelProps {
  id: number;
  session: ConsoleSession;
  strings: ConsoleStrings;
  words: PeopleStrings;
  onChanged: () => void;
  onErased: (text: string) => void;
  onClose: () => void;
  onFailure: (failure: unknown) => void;
}

/** One participant: what visitors see of them (two switches), their data's export, their erasure. */
export function PersonPanel({
  id,
  session,
  strings,
  words,
  onChanged,
  onErased,
  onClose,
  onFailure,
}: PersonPanelProps) {
  const [person, setPerson] = useState<ConsolePerson | undefined>(undefined);
  const [outcome, setOutcome] = useState<Outcome>(undefined);
  const [isErasing, setErasing] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const canEdit = roleAllows(session.role, 'edit');
  const canErase = roleAllows(session.role, 'erase-people');

  useEffect(() => {
    peopleApi.person(id).then(setPerson, onFailure);
  }, [id, onFailure]);

  // The panel opens below the list: the keyboard and the screen reader go to it once it is drawn.
  const loadedId = person?.id;
  useEffect(() => {
    if (loadedId !== undefined) heading.current?.focus();
  }, [loadedId]);

  const switchFlag = async (flag: 'visible' | 'contactable', value: boolean) => {
    setOutcome(undefined);
    // The switch follows the hand at once; a refusal puts it back.
    setPerson((current) => (current === undefined ? current : { ...current, [flag]: value }));
    try {
      setPerson(await peopleApi.edit(session, id, { [flag]: value }));
      setOutcome({ kind: 'done', text: words.saved });
      onChanged();
    } catch (failure) {
      setPerson((current) => (current === undefined ? current : { ...current, [flag]: !value }));
      setOutcome({ kind: 'error', text: errorText(failure, strings) });
    }
  };

  if (person === undefined) return null;
  const name = `${person.firstName} ${person.lastName}`.trim() || person.email;
  return (
    <section className="console-person" aria-labelledby="person-title">
      <h2 id="person-title" tabIndex={-1} ref={heading}>
        {name}
      </h2>
      <dl className="console-facts">
        <dt>{words.email}</dt>
        <dd>{person.email}</dd>
        <dt>{words.company}</dt>
        <dd>{person.company}</dd>
        <dt>{words.role}</dt>
        <dd>{person.role}</dd>
        <dt>{words.profile}</dt>
        <dd>{person.profile ?? ''}</dd>
        <dt>{words.account}</dt>
        <dd>{words.accountState[person.account]}</dd>
      </dl>
      <p>{words.requests(person.contactRequestsSent, person.contactRequestsReceived)}</p>
      <p>{words.leads(person.leads)}</p>
      <div className="console-form">
        <label className="console-check">
          <input
            type="checkbox"
            checked={person.visible}
            disabled={!canEdit}
            onChange={(event) => void switchFlag('visible', event.target.checked)}
          />
          {words.visible}
        </label>
        <label className="console-check">
          <input
            type="checkbox"
            checked={person.contactable}
            disabled={!canEdit}
            onChange={(event) => void switchFlag('contactable', event.target.checked)}
          />
          {words.contactable}
        </label>
      </div>
      <OutcomeLine outcome={outcome} />
      <div className="console-buttons">
        {canEdit ? (
          <a className="console-button-link" href={peopleApi.exportUrl(person.id)} download>
            {words.exportData}
          </a>
        ) : null}
        {canErase ? (
          <button type="button" className="console-danger" onClick={() => setErasing(true)}>
            {words.erase}
          </button>
        ) : null}
        <button type="button" onClick={onClose}>
          {words.close}
        </button>
      </div>
      {isErasing ? (
        <EraseDialog
          person={person}
          session={session}
          strings={strings}
          words={words}
          onCancel={() => setErasing(false)}
          onErased={onErased}
        />
      ) : null}
    </section>
  );
}

interface EraseDialogProps {
  person: ConsolePerson;
  session: ConsoleSession;
  strings: ConsoleStrings;
  words: PeopleStrings;
  onCancel: () => void;
  onErased: (text: string) => void;
}

/** Erasure asks for the participant's address typed again, in a modal dialog. */
function EraseDialog({ person, session, strings, words, onCancel, onErased }: EraseDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  const matches = typed.trim().toLowerCase() === person.email.toLowerCase();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const erased = await peopleApi.erase(session, person.id, typed);
      onErased(words.erased(erased.leadsKept));
    } catch (failure) {
      if (failure instanceof ConsoleApiError && failure.status === 401) onCancel();
      setError(errorText(failure, strings));
    }
  };
  return (
    <dialog ref={dialog} className="console-dialog" aria-labelledby="erase-title" onCancel={onCancel}>
      <form className="console-form" onSubmit={submit}>
        <h2 id="erase-title">{words.eraseTitle}</h2>
        <p>{words.eraseWarning}</p>
        <label>
          {words.eraseConfirm(person.email)}
          <input
            type="email"
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </label>
        <OutcomeLine outcome={error === undefined ? undefined : { kind: 'error', text: error }} />
        <div className="console-buttons">
          <button type="submit" className="console-primary console-danger" disabled={!matches}>
            {words.eraseButton}
          </button>
          <button type="button" onClick={onCancel}>
            {words.cancel}
          </button>
        </div>
      </form>
    </dialog>
  );
}

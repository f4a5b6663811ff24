import {
  type ConsoleItem,
  type ConsoleItemEdit,
  type ConsoleSession,
  type EditableDescription,
  type EditableTitle,
  editableDescriptionOf,
  editableTitleOf,
  isLocalized,
  itemImageFieldOf,
  type JsonValue,
  type PublishedDataType,
  roleAllows,
  sameJson,
} from '@showfloor/core';
import { type FormEvent, useEffect, useState } from 'react';
import { ConsoleApiError } from './console-api.js';
import { errorText } from './console-errors.js';
import { type Outcome, OutcomeLine } from './console-parts.js';
import type { ConsoleStrings } from './console-strings.js';
import { DescriptionFields } from './description-fields.js';
import { type ItemEditProblems, itemEditProblems, problemText } from './item-edit-problems.js';
import { ItemImageField } from './item-image-field.js';
import { itemsApi } from './items-api.js';
import type { ItemsStrings } from './items-strings.js';
import { SessionTimesFields, type TypedSessionTimes } from './session-times-fields.js';

const SHOWN_VALUE_CHARS = 240;
/** Fields the form edits or the heading shows, left out of "Other fields". */
const EDITED_FIELDS = new Set(['title', 'event_place_text', 'description']);
/** A session's time fields, edited together as its start and end. */
const TIME_FIELDS = new Set(['start_date', 'end_date', 'start_time', 'end_time', 'day']);

/** A stored value as one line of text: both languages of a localized one, HTML and JSON shortened. */
function valueText(value: JsonValue | undefined): string {
  let text: string;
  if (typeof value === 'string') text = value.replace(/<[^>]*>/g, ' ');
  else if (isLocalized(value)) text = [value.$t.en, value.$t.fr].filter(Boolean).join(' · ');
  else text = JSON.stringify(value) ?? '';
  text = text.replace(/\s+/g, ' ').trim();
  return text.length > SHOWN_VALUE_CHARS ? `${text.slice(0, SHOWN_VALUE_CHARS)}…` : text;
}

interface ItemEditorProps {
  session: ConsoleSession;
  type: PublishedDataType;
  id: number;
  strings: ConsoleStrings;
  words: ItemsStrings;
  onSessionEnded: () => void;
  onSaved: (item: ConsoleItem) => void;
  onClose: () => void;
}

/** One item: its fields, and a form for its title, its description and, for a session, its room and times. */
export function ItemEditor({
  session,
  type,
  id,
  strings,
  words,
  onSessionEnded,
  onSaved,
  onClose,
}: ItemEditorProps) {
  const [item, setItem] = useState<ConsoleItem | undefined>(undefined);
  const [outcome, setOutcome] = useState<Outcome>(undefined);
  // Apart from the form's: the image is sent on its own, and its outcome is told beside it.
  const [imageOutcome, setImageOutcome] = useState<Outcome>(undefined);

  useEffect(() => {
    let isCurrent = true;
    itemsApi.item(type, id).then(
      (loaded) => {
        if (isCurrent) setItem(loaded);
      },
      (failure) => {
        if (failure instanceof ConsoleApiError && failure.status === 401) onSessionEnded();
        else if (isCurrent) setOutcome({ kind: 'error', text: errorText(failure, strings) });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [type, id, strings, onSessionEnded]);

  /** Sends one change of the item; a refusal because it changed since reloads it as it is now. */
  const change = async (send: () => Promise<ConsoleItem>, done: string, tell: (outcome: Outcome) => void) => {
    setOutcome(undefined);
    setImageOutcome(undefined);
    try {
      const saved = await send();
      setItem(saved);
      onSaved(saved);
      tell({ kind: 'done', text: done });
    } catch (failure) {
      if (failure instanceof ConsoleApiError && failure.status === 401) onSessionEnded();
      else if (failure instanceof ConsoleApiError && failure.status === 409) {
        tell({ kind: 'error', text: words.changedSince });
        // The item as it is now: the form starts again from it.
        setItem(await itemsApi.item(type, id));
      } else tell({ kind: 'error', text: errorText(failure, strings) });
    }
  };

  if (item === undefined || item.id !== id) return <OutcomeLine outcome={outcome} />;
  return (
    <ItemForm
      // A new read (another item, a save, a refused edit) starts the form from what is stored.
      key={`${item.id}-${item.updatedAt}`}
      item={item}
      session={session}
      words={words}
      outcome={outcome}
      imageOutcome={imageOutcome}
      onClose={onClose}
      onRefused={() => setOutcome(undefined)}
      onSave={(edit) => change(() => itemsApi.edit(session, type, id, edit), words.saved, setOutcome)}
      onImageRefused={setImageOutcome}
      onUpload={(file) =>
        change(() => itemsApi.uploadImage(session, item, file), words.imageSaved, setImageOutcome)
      }
    />
  );
}

interface ItemFormProps {
  item: ConsoleItem;
  session: ConsoleSession;
  words: ItemsStrings;
  outcome: Outcome;
  imageOutcome: Outcome;
  onSave: (edit: ConsoleItemEdit) => Promise<void>;
  onRefused: () => void;
  onImageRefused: (outcome: Outcome) => void;
  onUpload: (file: File) => Promise<void>;
  onClose: () => void;
}

function ItemForm({
  item,
  session,
  words,
  outcome,
  imageOutcome,
  onSave,
  onRefused,
  onImageRefused,
  onUpload,
  onClose,
}: ItemFormProps) {
  const fields = item.fields as { [field: string]: JsonValue };
  const [title, setTitle] = useState<EditableTitle>(() => editableTitleOf(fields));
  const [readDescription] = useState<EditableDescription>(() => editableDescriptionOf(fields));
  const [description, setDescription] = useState<EditableDescription>(readDescription);
  const [roomId, setRoomId] = useState<string | null>(item.roomId ?? null);
  const readTimes: TypedSessionTimes = { start: item.times?.start ?? '', end: item.times?.end ?? '' };
  const [times, setTimes] = useState<TypedSessionTimes>(readTimes);
  const [problems, setProblems] = useState<ItemEditProblems>(new Map());
  const [isBusy, setBusy] = useState(false);
  const canEdit = roleAllows(session.role, 'edit');

  const save = async (event: FormEvent) => {
    event.preventDefault();
    // Times are sent only when moved: the publish lists a session whose stored times change as moved.
    const isMoved = times.start !== readTimes.start || times.end !== readTimes.end;
    const edit: ConsoleItemEdit = {
      updatedAt: item.updatedAt,
      title,
      // Sent only when edited: saving a title leaves an imported description exactly as it came.
      ...(item.hasDescription && !sameJson(description, readDescription) ? { description } : {}),
      ...(item.rooms === undefined ? {} : { roomId }),
      ...(isMoved ? { start: times.start, end: times.end } : {}),
    };
    const found = itemEditProblems(edit);
    setProblems(found);
    // The outcome of an earlier save would read as this one's: the problems replace it.
    if (found.size > 0) return onRefused();
    setBusy(true);
    await onSave(edit);
    setBusy(false);
  };

  const imageField = itemImageFieldOf(item.type);
  const otherFields = Object.entries(fields).filter(
    ([field]) =>
      !EDITED_FIELDS.has(field) &&
      field !== imageField?.field &&
      (item.times === undefined || !TIME_FIELDS.has(field)),
  );
  const heading = valueText(fields.title) || item.originalId;
  return (
    <section className="console-item" aria-labelledby="item-title">
      <h2 id="item-title">{heading}</h2>
      <p>
        {words.id}: <code>{item.originalId}</code>
      </p>
      {item.source === null ? null : <p>{words.fromProgramme(item.source)}</p>}
      {canEdit ? null : <p>{words.readOnly}</p>}
      {imageField === undefined ? null : (
        <ItemImageField
          item={item}
          imageField={imageField}
          title={heading}
          canEdit={canEdit}
          words={words}
          outcome={imageOutcome}
          onRefused={onImageRefused}
          onUpload={onUpload}
        />
      )}
      <form className="console-form" onSubmit={save} noValidate>
        <fieldset disabled={!canEdit || isBusy}>
          {problems.size > 0 ? (
            <div role="alert" className="console-error">
              <p>{words.fixFields}</p>
              <ul>
                {[...new Set(problems.values())].map((problem) => (
                  <li key={problem}>{problemText(problem, words)}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {title.kind === 'plain' ? (
            <label>
              {words.title}
              <input
                required
                value={title.text}
                onChange={(event) => setTitle({ kind: 'plain', text: event.target.value })}
              />
            </label>
          ) : (
            <>
              <label>
                {words.titleFr}
                <input
                  lang="fr"
                  value={title.fr}
                  onChange={(event) => setTitle({ ...title, fr: event.target.value })}
                />
              </label>
              <label>
                {words.titleEn}
                <input
                  lang="en"
                  value={title.en}
                  onChange={(event) => setTitle({ ...title, en: event.target.value })}
                />
              </label>
            </>
          )}
          {item.rooms === undefined ? null : (
            <label>
              {words.room}
              <select
                value={roomId ?? ''}
                onChange={(event) => setRoomId(event.target.value === '' ? null : event.target.value)}
              >
                <option value="">{words.noRoom}</option>
                {item.rooms.map((room) => (
                  <option key={room.originalId} value={room.originalId}>
                    {room.title || room.originalId}
                  </option>
                ))}
              </select>
            </label>
          )}
          {item.times === undefined ? null : (
            <SessionTimesFields
              times={times}
              timeZone={item.times.timeZone}
              words={words}
              problems={problems}
              onChange={setTimes}
            />
          )}
          {item.hasDescription ? (
            <DescriptionFields
              description={description}
              words={words}
              problems={problems}
              onChange={setDescription}
            />
          ) : null}
          <OutcomeLine outcome={outcome} />
          <div className="console-actions">
            <button type="submit" className="console-primary">
              {words.save}
            </button>
            <button type="button" onClick={onClose}>
              {words.close}
            </button>
          </div>
        </fieldset>
      </form>
      {otherFields.length === 0 ? null : (
        <>
          <h3>{words.otherFields}</h3>
          <dl className="console-fields">
            {otherFields.map(([field, value]) => (
              <div key={field}>
                <dt>{field}</dt>
                <dd>{valueText(value)}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </section>
  );
}

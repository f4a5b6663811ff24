import {
  type ConsoleItem,
  type ConsoleItemSummary,
  type ConsoleSession,
  isCategoryType,
  isPublishedDataType,
  itemFilterIndex,
  itemTitleText,
  type JsonValue,
  type Language,
  type PublishedDataType,
} from '@showfloor/core';
import { useEffect, useMemo, useState } from 'react';
import { CategoryTreeEditor } from './category-tree-editor.js';
import { ConsoleApiError } from './console-api.js';
import { errorText } from './console-errors.js';
import { type Outcome, OutcomeLine } from './console-parts.js';
import type { ConsoleStrings } from './console-strings.js';
import { ItemEditor } from './item-editor.js';
import { itemsApi } from './items-api.js';
import './items.css';
import { itemsStrings } from './items-strings.js';

/** Rows drawn at once: a filter narrows 8,000 exhibitors to what a screen can show. */
const SHOWN_ROWS = 200;

interface ItemsSectionProps {
  session: ConsoleSession;
  strings: ConsoleStrings;
  language: Language;
  onSessionEnded: () => void;
}

/** The catalog's items by type, filtered as the organiser types, and one item's editor beside them. */
export function ItemsSection({ session, strings, language, onSessionEnded }: ItemsSectionProps) {
  const words = itemsStrings(language);
  const [counts, setCounts] = useState<Record<string, number> | undefined>(undefined);
  const [type, setType] = useState<PublishedDataType | undefined>(undefined);
  const [items, setItems] = useState<ConsoleItemSummary[]>([]);
  const [query, setQuery] = useState('');
  const [openId, setOpenId] = useState<number | undefined>(undefined);
  const [outcome, setOutcome] = useState<Outcome>(undefined);
  const [view, setView] = useState<'list' | 'tree'>('list');
  const hasTree = type !== undefined && isCategoryType(type);

  useEffect(() => {
    const fail = (failure: unknown) => {
      if (failure instanceof ConsoleApiError && failure.status === 401) onSessionEnded();
      else setOutcome({ kind: 'error', text: errorText(failure, strings) });
    };
    itemsApi.counts().then((loaded) => {
      setCounts(loaded);
      const first = Object.keys(loaded).find(isPublishedDataType);
      setType((current) => current ?? first);
    }, fail);
  }, [strings, onSessionEnded]);

  useEffect(() => {
    if (type === undefined) return;
    let isCurrent = true;
    itemsApi.list(type).then(
      (loaded) => {
        if (isCurrent) setItems(loaded);
      },
      (failure) => {
        if (failure instanceof ConsoleApiError && failure.status === 401) onSessionEnded();
        else if (isCurrent) setOutcome({ kind: 'error', text: errorText(failure, strings) });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [type, strings, onSessionEnded]);

  const filter = useMemo(() => itemFilterIndex(items), [items]);
  const found = useMemo(() => filter(query), [filter, query]);
  const shown = found.slice(0, SHOWN_ROWS);

  /** A saved item's new title, in the list too. */
  const onSaved = (saved: ConsoleItem) => {
    const title = itemTitleText(saved.fields as { [field: string]: JsonValue });
    setItems((list) => list.map((item) => (item.id === saved.id ? { ...item, title } : item)));
  };

  return (
    <section aria-labelledby="items-title" className="console-items">
      <h1 id="items-title">{words.items}</h1>
      <OutcomeLine outcome={outcome} />
      {counts === undefined ? null : Object.keys(counts).length === 0 ? (
        <p>{words.empty}</p>
      ) : (
        <>
          <div className="console-form console-filters">
            <label>
              {words.itemType}
              <select
                value={type ?? ''}
                onChange={(event) => {
                  if (!isPublishedDataType(event.target.value)) return;
                  setItems([]);
                  setOpenId(undefined);
                  setType(event.target.value);
                }}
              >
                {Object.entries(counts).map(([name, count]) => (
                  <option key={name} value={name}>
                    {`${words.typeName(name)} (${count})`}
                  </option>
                ))}
              </select>
            </label>
          </div>
          {hasTree ? (
            <div className="console-view-switch">
              <span id="items-view">{words.view}</span>
              {(['list', 'tree'] as const).map((shown) => (
                <button
                  key={shown}
                  type="button"
                  aria-describedby="items-view"
                  aria-pressed={view === shown}
                  onClick={() => setView(shown)}
                >
                  {shown === 'list' ? words.listView : words.treeView}
                </button>
              ))}
            </div>
          ) : null}
          {hasTree && view === 'tree' ? (
            <CategoryTreeEditor
              session={session}
              type={type}
              strings={strings}
              words={words}
              onSessionEnded={onSessionEnded}
            />
          ) : (
            <div className="console-split">
              <div>
                <div className="console-form console-filters">
                  <label>
                    {words.filter}
                    <input type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
                  </label>
                </div>
                <p role="status">
                  {found.length === 0 ? words.none : words.shown(shown.length, found.length)}
                </p>
                <ul className="console-item-list">
                  {shown.map((item) => (
                    <li key={item.id}>
                      <button
                        type="button"
                        aria-current={item.id === openId ? 'true' : undefined}
                        onClick={() => setOpenId(item.id)}
                      >
                        {item.title || item.originalId}
                      </button>
                    </li>
                  ))}
                </ul>
                {found.length > shown.length ? <p>{words.more(found.length - shown.length)}</p> : null}
              </div>
              {type === undefined || openId === undefined ? null : (
                <ItemEditor
                  session={session}
                  type={type}
                  id={openId}
                  strings={strings}
                  words={words}
                  onSessionEnded={onSessionEnded}
                  onSaved={onSaved}
                  onClose={() => setOpenId(undefined)}
                />
              )}
            </div>
          )}
        </>
      )}
    </section>
  );
}

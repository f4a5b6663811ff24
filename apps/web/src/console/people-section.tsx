import { type ConsolePeoplePage, type ConsoleSession, type Language, roleAllows } from '@showfloor/core';
import { useCallback, useEffect, useState } from 'react';
import { ConsoleApiError } from './console-api.js';
import { errorText } from './console-errors.js';
import { ConsoleTable, type Outcome, OutcomeLine } from './console-parts.js';
import type { ConsoleStrings } from './console-strings.js';
import { peopleApi } from './people-api.js';
import { PeopleImport } from './people-import.js';
import { peopleStrings } from './people-strings.js';
import { PersonPanel } from './person-panel.js';
import './people.css';

interface PeopleSectionProps {
  session: ConsoleSession;
  strings: ConsoleStrings;
  language: Language;
  onSessionEnded: () => void;
}

/** The participants, searched and paged by the back office, one of them open beside the list. */
export function PeopleSection({ session, strings, language, onSessionEnded }: PeopleSectionProps) {
  const words = peopleStrings(language);
  const [query, setQuery] = useState('');
  const [pageIndex, setPageIndex] = useState(0);
  const [page, setPage] = useState<ConsolePeoplePage | undefined>(undefined);
  const [openId, setOpenId] = useState<number | undefined>(undefined);
  const [outcome, setOutcome] = useState<Outcome>(undefined);
  const canEdit = roleAllows(session.role, 'edit');

  const fail = useCallback(
    (failure: unknown) => {
      if (failure instanceof ConsoleApiError && failure.status === 401) onSessionEnded();
      else setOutcome({ kind: 'error', text: errorText(failure, strings) });
    },
    [onSessionEnded, strings],
  );

  useEffect(() => {
    let isCurrent = true;
    // Typing settles before the back office is asked: one search per pause, not per key.
    const timer = setTimeout(() => {
      peopleApi.page(query, pageIndex).then((loaded) => {
        if (isCurrent) setPage(loaded);
      }, fail);
    }, 250);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [query, pageIndex, fail]);

  const pages = page === undefined ? 1 : Math.max(1, Math.ceil(page.total / page.pageSize));
  /** After a change: the page shown, read again. */
  const refresh = () => {
    peopleApi.page(query, pageIndex).then(setPage, fail);
  };

  return (
    <section aria-labelledby="people-title" className="console-people">
      <h1 id="people-title">{words.people}</h1>
      <OutcomeLine outcome={outcome} />
      {canEdit ? null : <p>{words.readOnly}</p>}
      <h2>{words.participants}</h2>
      <div className="console-form console-filters">
        <label>
          {words.search}
          <input
            type="search"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setPageIndex(0);
            }}
          />
        </label>
      </div>
      <p role="status">
        {page === undefined
          ? ''
          : page.total === 0
            ? words.none
            : `${words.count(page.total)} · ${words.pageOf(pageIndex + 1, pages)}`}
      </p>
      {page === undefined || page.people.length === 0 ? null : (
        <ConsoleTable
          headings={[
            words.name,
            words.email,
            words.company,
            words.profile,
            words.visibleShort,
            words.contactableShort,
            words.account,
          ]}
        >
          {page.people.map((person) => {
            const name = `${person.firstName} ${person.lastName}`.trim() || person.email;
            return (
              <tr key={person.id} aria-current={person.id === openId ? 'true' : undefined}>
                <td>
                  <button
                    type="button"
                    className="console-link"
                    aria-label={words.open(name)}
                    onClick={() => setOpenId(person.id)}
                  >
                    {name}
                  </button>
                </td>
                <td>{person.email}</td>
                <td>{person.company}</td>
                <td>{person.profile ?? ''}</td>
                <td>{person.visible ? words.yes : words.no}</td>
                <td>{person.contactable ? words.yes : words.no}</td>
                <td>{words.accountState[person.account]}</td>
              </tr>
            );
          })}
        </ConsoleTable>
      )}
      <div className="console-pager">
        <button type="button" disabled={pageIndex === 0} onClick={() => setPageIndex((index) => index - 1)}>
          {words.previous}
        </button>
        <button
          type="button"
          disabled={pageIndex + 1 >= pages}
          onClick={() => setPageIndex((index) => index + 1)}
        >
          {words.next}
        </button>
      </div>
      {openId === undefined ? null : (
        <PersonPanel
          key={openId}
          id={openId}
          session={session}
          strings={strings}
          words={words}
          onChanged={refresh}
          onErased={(text) => {
            setOpenId(undefined);
            setOutcome({ kind: 'done', text });
            refresh();
          }}
          onClose={() => setOpenId(undefined)}
          onFailure={fail}
        />
      )}
      {canEdit ? (
        <PeopleImport session={session} strings={strings} words={words} onImported={refresh} />
      ) : null}
    </section>
  );
}

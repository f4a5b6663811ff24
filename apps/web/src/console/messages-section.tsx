import {
  type ConsoleMessage,
  type ConsoleSession,
  type InboxTranslation,
  type Language,
  type ScheduledMessage,
  showConfigSchema,
} from '@showfloor/core';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { ConsoleApiError, consoleApi, type MessageInput } from './console-api.js';
import { errorText } from './console-errors.js';
import { ConsoleTable, type Outcome, OutcomeLine } from './console-parts.js';
import type { ConsoleStrings } from './console-strings.js';

interface Audience {
  key: string;
  title: string;
}

interface PublishedShow {
  audiences: Audience[];
  /** The show's languages, its first one first: a message is written in each. */
  languages: Language[];
}

const BOTH_LANGUAGES: Language[] = ['fr', 'en'];

/** The profiles of the published show, for the message's audience, and its languages. */
async function publishedShow(): Promise<PublishedShow> {
  const response = await fetch('/files/project/config.json');
  if (!response.ok) return { audiences: [], languages: BOTH_LANGUAGES };
  const config = showConfigSchema.safeParse(await response.json());
  if (!config.success) return { audiences: [], languages: BOTH_LANGUAGES };
  const language = document.documentElement.lang === 'fr' ? 'fr' : 'en';
  const { defaultLanguage, languages } = config.data;
  return {
    audiences: config.data.profiles.map((profile) => ({
      key: profile.key,
      title: profile.title[language] ?? profile.title.fr ?? profile.title.en ?? profile.key,
    })),
    languages: [defaultLanguage, ...languages.filter((each) => each !== defaultLanguage)],
  };
}

type Texts = Record<Language, InboxTranslation>;
const NO_TEXTS: Texts = { fr: { title: '', content: '' }, en: { title: '', content: '' } };

/** A `datetime-local` value (the organiser's own clock) for an instant, and back. */
function localInputOf(iso: string): string {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Compose and send an inbox message (pushed to the devices that subscribed), and list those sent. */
export function MessagesSection({
  session,
  strings,
  onSessionEnded,
}: {
  session: ConsoleSession;
  strings: ConsoleStrings;
  onSessionEnded: () => void;
}) {
  const [messages, setMessages] = useState<ConsoleMessage[] | undefined>(undefined);
  const [scheduled, setScheduled] = useState<ScheduledMessage[]>([]);
  const [audiences, setAudiences] = useState<Audience[]>([]);
  const [languages, setLanguages] = useState<Language[]>(BOTH_LANGUAGES);
  const [texts, setTexts] = useState<Texts>(NO_TEXTS);
  const [action, setAction] = useState('');
  const [profile, setProfile] = useState('');
  const [sendAt, setSendAt] = useState('');
  /** The scheduled message the form edits, if any. */
  const [editing, setEditing] = useState<string | undefined>(undefined);
  const [outcome, setOutcome] = useState<Outcome>(undefined);
  const [isSending, setSending] = useState(false);

  const failed = useCallback(
    (failure: unknown) => {
      if (failure instanceof ConsoleApiError && failure.status === 401) onSessionEnded();
      else setOutcome({ kind: 'error', text: errorText(failure, strings) });
    },
    [onSessionEnded, strings],
  );

  const reload = useCallback(async () => {
    const listed = await consoleApi.messages();
    setMessages(listed.messages);
    setScheduled(listed.scheduled);
  }, []);

  useEffect(() => {
    reload().catch(failed);
    publishedShow().then(
      (show) => {
        setAudiences(show.audiences);
        setLanguages(show.languages);
      },
      () => setAudiences([]),
    );
  }, [failed, reload]);

  const clearForm = () => {
    setTexts(NO_TEXTS);
    setAction('');
    setProfile('');
    setSendAt('');
    setEditing(undefined);
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setOutcome(undefined);
    // Every language of the show is written; the show's first one is also the message's own text.
    const missing = languages.find(
      (language) => texts[language].title.trim() === '' || texts[language].content.trim() === '',
    );
    const [first = 'fr'] = languages;
    if (missing !== undefined) {
      setOutcome({ kind: 'error', text: strings.writeInEvery(strings.languageNames[missing]) });
      setSending(false);
      return;
    }
    const message: MessageInput = {
      ...texts[first],
      ...(languages.length > 1
        ? { translations: Object.fromEntries(languages.map((language) => [language, texts[language]])) }
        : {}),
      ...(action.trim() === '' ? {} : { action: action.trim() }),
      ...(profile === '' ? {} : { profile }),
    };
    try {
      let done: string;
      if (sendAt === '') {
        const result = await consoleApi.sendMessage(session, message);
        done = strings.sent(result.pushed);
      } else {
        const when = new Date(sendAt).toISOString();
        if (editing === undefined) await consoleApi.scheduleMessage(session, message, when);
        else await consoleApi.reschedule(session, editing, message, when);
        done = editing === undefined ? strings.scheduledOk : strings.savedOk;
      }
      // What was sent or kept leaves the form; a refused message stays in it, to be corrected.
      clearForm();
      setOutcome({ kind: 'done', text: done });
      await reload();
    } catch (failure) {
      failed(failure);
    } finally {
      setSending(false);
    }
  };

  const edit = (message: ScheduledMessage) => {
    setEditing(message.id);
    const own = { title: message.title, content: message.content };
    const [first = 'fr'] = languages;
    setTexts({
      fr: message.translations?.fr ?? (first === 'fr' ? own : NO_TEXTS.fr),
      en: message.translations?.en ?? (first === 'en' ? own : NO_TEXTS.en),
    });
    setAction(message.action ?? '');
    setProfile(message.profile ?? '');
    setSendAt(localInputOf(message.sendAt));
    setOutcome(undefined);
    document.getElementById(`message-title-${first}`)?.focus();
  };

  const remove = async (message: ScheduledMessage) => {
    try {
      await consoleApi.unschedule(session, message.id);
      if (editing === message.id) clearForm();
      setOutcome({ kind: 'done', text: strings.deletedOk });
      await reload();
    } catch (failure) {
      failed(failure);
    }
  };

  const audienceTitle = (key: string | null) =>
    key === null ? strings.everyone : (audiences.find((audience) => audience.key === key)?.title ?? key);

  return (
    <>
      <form className="console-form" onSubmit={send} aria-labelledby="compose-title" noValidate>
        <h1 id="compose-title">{strings.compose}</h1>
        {languages.map((language) => (
          <fieldset key={language} className="console-language-texts">
            <legend>{strings.languageNames[language]}</legend>
            <label>
              {strings.messageTitleIn(strings.languageNames[language])}
              <input
                id={`message-title-${language}`}
                lang={language}
                required
                maxLength={200}
                value={texts[language].title}
                onChange={(event) =>
                  setTexts({ ...texts, [language]: { ...texts[language], title: event.target.value } })
                }
              />
            </label>
            <label>
              {strings.messageContentIn(strings.languageNames[language])}
              <textarea
                lang={language}
                required
                rows={5}
                value={texts[language].content}
                onChange={(event) =>
                  setTexts({ ...texts, [language]: { ...texts[language], content: event.target.value } })
                }
              />
            </label>
          </fieldset>
        ))}
        <label>
          {strings.messageAction}
          <input value={action} onChange={(event) => setAction(event.target.value)} />
        </label>
        <label>
          {strings.audience}
          <select value={profile} onChange={(event) => setProfile(event.target.value)}>
            <option value="">{strings.everyone}</option>
            {audiences.map((audience) => (
              <option key={audience.key} value={audience.key}>
                {audience.title}
              </option>
            ))}
          </select>
        </label>
        <label>
          {strings.sendAt}
          <input type="datetime-local" value={sendAt} onChange={(event) => setSendAt(event.target.value)} />
        </label>
        <OutcomeLine outcome={outcome} />
        <div className="console-buttons">
          <button type="submit" className="console-primary" disabled={isSending}>
            {editing !== undefined ? strings.saveChanges : sendAt === '' ? strings.send : strings.schedule}
          </button>
          {editing === undefined ? null : (
            <button type="button" onClick={clearForm}>
              {strings.cancelEdit}
            </button>
          )}
        </div>
      </form>
      <section aria-labelledby="scheduled-title">
        <h2 id="scheduled-title">{strings.scheduledMessages}</h2>
        {scheduled.length === 0 ? (
          <p>{strings.noScheduled}</p>
        ) : (
          <ConsoleTable headings={[strings.date, strings.messageTitle, strings.audience, strings.actions]}>
            {scheduled.map((message) => (
              <tr key={message.id}>
                <td>{new Date(message.sendAt).toLocaleString()}</td>
                <td>{message.title}</td>
                <td>{audienceTitle(message.profile)}</td>
                <td className="console-row-actions">
                  <button
                    type="button"
                    aria-label={strings.edit(message.title)}
                    onClick={() => edit(message)}
                  >
                    {strings.editLabel}
                  </button>
                  <button
                    type="button"
                    aria-label={strings.remove(message.title)}
                    onClick={() => remove(message)}
                  >
                    {strings.removeLabel}
                  </button>
                </td>
              </tr>
            ))}
          </ConsoleTable>
        )}
      </section>
      <section aria-labelledby="sent-title">
        <h2 id="sent-title">{strings.sentMessages}</h2>
        {messages === undefined ? null : messages.length === 0 ? (
          <p>{strings.noMessages}</p>
        ) : (
          <ConsoleTable headings={[strings.date, strings.messageTitle, strings.audience, strings.pushed]}>
            {messages.map((message) => (
              <tr key={message.id}>
                <td>{new Date(message.date).toLocaleString()}</td>
                <td>{message.title}</td>
                <td>{audienceTitle(message.profile)}</td>
                <td>{message.pushedCount ?? strings.pushing}</td>
              </tr>
            ))}
          </ConsoleTable>
        )}
      </section>
    </>
  );
}

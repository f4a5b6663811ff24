import { type ConsoleMessage, type ConsoleSession, showConfigSchema } from '@showfloor/core';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { ConsoleApiError, consoleApi } from './console-api.js';
import { errorText } from './console-app.js';
import type { ConsoleStrings } from './console-strings.js';

interface Audience {
  key: string;
  title: string;
}

/** The profiles of the published show, for the message's audience. */
async function publishedProfiles(): Promise<Audience[]> {
  const response = await fetch('/files/project/config.json');
  if (!response.ok) return [];
  const config = showConfigSchema.safeParse(await response.json());
  if (!config.success) return [];
  const language = document.documentElement.lang === 'fr' ? 'fr' : 'en';
  return config.data.profiles.map((profile) => ({
    key: profile.key,
    title: profile.title[language] ?? profile.title.fr ?? profile.title.en ?? profile.key,
  }));
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
  const [audiences, setAudiences] = useState<Audience[]>([]);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [action, setAction] = useState('');
  const [profile, setProfile] = useState('');
  const [outcome, setOutcome] = useState<{ kind: 'sent' | 'error'; text: string } | undefined>(undefined);
  const [isSending, setSending] = useState(false);

  const failed = useCallback(
    (failure: unknown) => {
      if (failure instanceof ConsoleApiError && failure.status === 401) onSessionEnded();
      else setOutcome({ kind: 'error', text: errorText(failure, strings) });
    },
    [onSessionEnded, strings],
  );

  useEffect(() => {
    consoleApi.messages().then(setMessages, failed);
    publishedProfiles().then(setAudiences, () => setAudiences([]));
  }, [failed]);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setOutcome(undefined);
    try {
      const result = await consoleApi.sendMessage(session, {
        title,
        content,
        ...(action.trim() === '' ? {} : { action: action.trim() }),
        ...(profile === '' ? {} : { profile }),
      });
      // What was sent leaves the form; a refused message stays in it, to be corrected.
      setTitle('');
      setContent('');
      setAction('');
      setOutcome({ kind: 'sent', text: strings.sent(result.pushed) });
      setMessages(await consoleApi.messages());
    } catch (failure) {
      failed(failure);
    } finally {
      setSending(false);
    }
  };

  const audienceTitle = (key: string | null) =>
    key === null ? strings.everyone : (audiences.find((audience) => audience.key === key)?.title ?? key);

  return (
    <>
      <form className="console-form" onSubmit={send} aria-labelledby="compose-title">
        <h1 id="compose-title">{strings.compose}</h1>
        <label>
          {strings.messageTitle}
          <input required maxLength={200} value={title} onChange={(event) => setTitle(event.target.value)} />
        </label>
        <label>
          {strings.messageContent}
          <textarea required rows={5} value={content} onChange={(event) => setContent(event.target.value)} />
        </label>
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
        {outcome === undefined ? null : (
          <p
            role={outcome.kind === 'error' ? 'alert' : 'status'}
            className={outcome.kind === 'error' ? 'console-error' : 'console-success'}
          >
            {outcome.text}
          </p>
        )}
        <button type="submit" className="console-primary" disabled={isSending}>
          {strings.send}
        </button>
      </form>
      <section aria-labelledby="sent-title">
        <h2 id="sent-title">{strings.sentMessages}</h2>
        {messages === undefined ? null : messages.length === 0 ? (
          <p>{strings.noMessages}</p>
        ) : (
          <table className="console-table">
            <thead>
              <tr>
                <th scope="col">{strings.date}</th>
                <th scope="col">{strings.messageTitle}</th>
                <th scope="col">{strings.audience}</th>
              </tr>
            </thead>
            <tbody>
              {messages.map((message) => (
                <tr key={message.id}>
                  <td>{new Date(message.date).toLocaleString()}</td>
                  <td>{message.title}</td>
                  <td>{audienceTitle(message.profile)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}

import { type AuditEntry, type ConsoleSession, type Language, SET_PASSWORD_PARAMETER } from '@showfloor/core';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { CodificationsSection } from './codifications-section.js';
import { ConsoleApiError, consoleApi } from './console-api.js';
import { errorText } from './console-errors.js';
import { ConsoleTable, OutcomeLine } from './console-parts.js';
import { type ConsoleStrings, consoleStrings } from './console-strings.js';
import { ContentSection } from './content-section.js';
import { contentStrings } from './content-strings.js';
import { ItemsSection } from './items-section.js';
import { itemsStrings } from './items-strings.js';
import { LeadFormSection } from './lead-form-section.js';
import { leadFormStrings } from './lead-form-strings.js';
import { LicencesSection } from './licences-section.js';
import { MessagesSection } from './messages-section.js';
import { PeopleSection } from './people-section.js';
import { peopleStrings } from './people-strings.js';
import { PublishSection } from './publish-section.js';
import { SettingsSection } from './settings-section.js';
import { settingsStrings } from './settings-strings.js';

const LANGUAGE_KEY = 'showfloor-console-language';

function initialLanguage(): Language {
  const stored = localStorage.getItem(LANGUAGE_KEY);
  if (stored === 'fr' || stored === 'en') return stored;
  return navigator.language.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

const SECTIONS = [
  'messages',
  'settings',
  'content',
  'items',
  'publish',
  'leads',
  'lead-form',
  'people',
  'lists',
  'audit',
] as const;
type Section = (typeof SECTIONS)[number];

function sectionOfHash(): Section {
  return SECTIONS.find((section) => window.location.hash === `#${section}`) ?? 'messages';
}

/** The organiser console (docs/console.md): login, then the show's messages and the audit log. */
export function ConsoleApp() {
  const [language, setLanguage] = useState<Language>(initialLanguage);
  const strings = consoleStrings(language);
  const [session, setSession] = useState<ConsoleSession | null | undefined>(undefined);
  const [notice, setNotice] = useState<string | undefined>(undefined);
  const [linkToken, setLinkToken] = useState(() =>
    new URLSearchParams(window.location.search).get(SET_PASSWORD_PARAMETER),
  );

  useEffect(() => {
    document.documentElement.lang = language;
    document.title = strings.title;
  }, [language, strings.title]);

  useEffect(() => {
    consoleApi.session().then(setSession, () => setSession(null));
  }, []);

  /** A call refused for want of a session sends the organiser back to the login form. */
  const onSessionEnded = useCallback(() => {
    setSession(null);
    setNotice(strings.sessionEnded);
  }, [strings.sessionEnded]);

  const switchLanguage = () => {
    const next = language === 'fr' ? 'en' : 'fr';
    localStorage.setItem(LANGUAGE_KEY, next);
    setLanguage(next);
  };

  return (
    <div className="console">
      <header className="console-header">
        <p className="console-brand">{strings.title}</p>
        <button type="button" lang={language === 'fr' ? 'en' : 'fr'} onClick={switchLanguage}>
          {strings.language}
        </button>
        {session ? (
          <>
            <p className="console-who">
              {strings.signedInAs} <strong>{session.email}</strong> ({strings.roleOf[session.role]})
            </p>
            <button
              type="button"
              onClick={() => {
                consoleApi.logOut(session).finally(() => setSession(null));
              }}
            >
              {strings.logOut}
            </button>
          </>
        ) : null}
      </header>
      {session === undefined ? null : session === null ? (
        <main className="console-main console-narrow">
          {linkToken !== null ? (
            <SetPasswordForm
              token={linkToken}
              strings={strings}
              onDone={(message) => {
                setNotice(message);
                setLinkToken(null);
                window.history.replaceState(null, '', window.location.pathname);
              }}
            />
          ) : (
            <LoginForm strings={strings} notice={notice} onLoggedIn={setSession} />
          )}
        </main>
      ) : (
        <SignedIn session={session} language={language} strings={strings} onSessionEnded={onSessionEnded} />
      )}
    </div>
  );
}

function SignedIn({
  session,
  language,
  strings,
  onSessionEnded,
}: {
  session: ConsoleSession;
  language: Language;
  strings: ConsoleStrings;
  onSessionEnded: () => void;
}) {
  const words = contentStrings(language);
  const [section, setSection] = useState<Section>(sectionOfHash);
  useEffect(() => {
    const onHash = () => setSection(sectionOfHash());
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  return (
    <div className="console-body">
      <nav className="console-nav" aria-label={strings.navigation}>
        <a href="#messages" aria-current={section === 'messages' ? 'page' : undefined}>
          {strings.messages}
        </a>
        <a href="#settings" aria-current={section === 'settings' ? 'page' : undefined}>
          {settingsStrings(language).settings}
        </a>
        <a href="#content" aria-current={section === 'content' ? 'page' : undefined}>
          {words.content}
        </a>
        <a href="#items" aria-current={section === 'items' ? 'page' : undefined}>
          {itemsStrings(language).items}
        </a>
        <a href="#publish" aria-current={section === 'publish' ? 'page' : undefined}>
          {words.publish}
        </a>
        <a href="#leads" aria-current={section === 'leads' ? 'page' : undefined}>
          {strings.leads}
        </a>
        <a href="#lead-form" aria-current={section === 'lead-form' ? 'page' : undefined}>
          {leadFormStrings(language).leadForm}
        </a>
        <a href="#people" aria-current={section === 'people' ? 'page' : undefined}>
          {peopleStrings(language).people}
        </a>
        <a href="#lists" aria-current={section === 'lists' ? 'page' : undefined}>
          {peopleStrings(language).lists}
        </a>
        <a href="#audit" aria-current={section === 'audit' ? 'page' : undefined}>
          {strings.audit}
        </a>
      </nav>
      <main className="console-main">
        {section === 'messages' ? (
          <MessagesSection session={session} strings={strings} onSessionEnded={onSessionEnded} />
        ) : section === 'settings' ? (
          <SettingsSection
            session={session}
            strings={strings}
            language={language}
            onSessionEnded={onSessionEnded}
          />
        ) : section === 'lead-form' ? (
          <LeadFormSection
            session={session}
            strings={strings}
            language={language}
            onSessionEnded={onSessionEnded}
          />
        ) : section === 'content' ? (
          <ContentSection session={session} strings={strings} words={words} onSessionEnded={onSessionEnded} />
        ) : section === 'items' ? (
          <ItemsSection
            session={session}
            strings={strings}
            language={language}
            onSessionEnded={onSessionEnded}
          />
        ) : section === 'publish' ? (
          <PublishSection
            session={session}
            language={language}
            strings={strings}
            words={words}
            onSessionEnded={onSessionEnded}
          />
        ) : section === 'people' ? (
          <PeopleSection
            session={session}
            strings={strings}
            language={language}
            onSessionEnded={onSessionEnded}
          />
        ) : section === 'lists' ? (
          <CodificationsSection
            session={session}
            strings={strings}
            language={language}
            onSessionEnded={onSessionEnded}
          />
        ) : section === 'leads' ? (
          <LicencesSection session={session} strings={strings} onSessionEnded={onSessionEnded} />
        ) : (
          <AuditSection strings={strings} onSessionEnded={onSessionEnded} />
        )}
      </main>
    </div>
  );
}

function LoginForm({
  strings,
  notice,
  onLoggedIn,
}: {
  strings: ConsoleStrings;
  notice: string | undefined;
  onLoggedIn: (session: ConsoleSession) => void;
}) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [isBusy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      onLoggedIn(await consoleApi.logIn(email, password));
    } catch (failure) {
      setError(
        failure instanceof ConsoleApiError && failure.status === 401
          ? strings.loginFailed
          : errorText(failure, strings),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="console-form" onSubmit={submit}>
      <h1>{strings.logIn}</h1>
      {notice === undefined ? null : <p role="status">{notice}</p>}
      <label>
        {strings.email}
        <input
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </label>
      <label>
        {strings.password}
        <input
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </label>
      <OutcomeLine outcome={error === undefined ? undefined : { kind: 'error', text: error }} />
      <button type="submit" className="console-primary" disabled={isBusy}>
        {strings.logIn}
      </button>
    </form>
  );
}

function SetPasswordForm({
  token,
  strings,
  onDone,
}: {
  token: string;
  strings: ConsoleStrings;
  onDone: (message: string) => void;
}) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password !== confirmation) {
      setError(strings.passwordsDiffer);
      return;
    }
    try {
      await consoleApi.setPassword(token, password);
      onDone(strings.passwordSet);
    } catch (failure) {
      const isSpent =
        failure instanceof ConsoleApiError && failure.status === 400 && failure.field === undefined;
      setError(isSpent ? strings.invalidLink : errorText(failure, strings));
    }
  };
  return (
    <form className="console-form" onSubmit={submit}>
      <h1>{strings.setPasswordTitle}</h1>
      <label>
        {strings.newPassword}
        <input
          type="password"
          autoComplete="new-password"
          minLength={10}
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </label>
      <label>
        {strings.confirmPassword}
        <input
          type="password"
          autoComplete="new-password"
          required
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
        />
      </label>
      <OutcomeLine outcome={error === undefined ? undefined : { kind: 'error', text: error }} />
      <button type="submit" className="console-primary">
        {strings.savePassword}
      </button>
    </form>
  );
}

function AuditSection({ strings, onSessionEnded }: { strings: ConsoleStrings; onSessionEnded: () => void }) {
  const [entries, setEntries] = useState<AuditEntry[] | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  useEffect(() => {
    consoleApi.audit().then(setEntries, (failure) => {
      if (failure instanceof ConsoleApiError && failure.status === 401) onSessionEnded();
      else setError(errorText(failure, strings));
    });
  }, [strings, onSessionEnded]);
  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title">{strings.audit}</h1>
      <OutcomeLine outcome={error === undefined ? undefined : { kind: 'error', text: error }} />
      {entries === undefined ? null : entries.length === 0 ? (
        <p>{strings.noAudit}</p>
      ) : (
        <ConsoleTable headings={[strings.date, strings.who, strings.what, strings.details]}>
          {entries.map((entry) => (
            <tr key={`${entry.at}-${entry.action}-${JSON.stringify(entry.detail)}`}>
              <td>{new Date(entry.at).toLocaleString()}</td>
              <td>{entry.actor}</td>
              <td>{entry.action}</td>
              <td>
                {Object.entries(entry.detail)
                  .map(([key, value]) => `${key}: ${String(value)}`)
                  .join(', ')}
              </td>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </section>
  );
}

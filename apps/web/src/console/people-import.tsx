import type { ConsoleSession, PeopleImportReport } from '@showfloor/core';
import { type FormEvent, useState } from 'react';
import { errorText } from './console-errors.js';
import { ConsoleTable, type Outcome, OutcomeLine } from './console-parts.js';
import type { ConsoleStrings } from './console-strings.js';
import { peopleApi } from './people-api.js';
import type { PeopleStrings } from './people-strings.js';

interface PeopleImportProps {
  session: ConsoleSession;
  strings: ConsoleStrings;
  words: PeopleStrings;
  onImported: () => void;
}

/** A file's bytes in base64, as an import sends them (a CSV or an XLSX workbook alike). */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** The participants import, CSV or XLSX (check, then import), and the invitation of one person. */
export function PeopleImport({ session, strings, words, onImported }: PeopleImportProps) {
  const [file, setFile] = useState<string | undefined>(undefined);
  const [skipBadRows, setSkipBadRows] = useState(false);
  const [sendInvitations, setSendInvitations] = useState(true);
  const [report, setReport] = useState<PeopleImportReport | undefined>(undefined);
  const [outcome, setOutcome] = useState<Outcome>(undefined);
  const [isBusy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setOutcome(undefined);
    try {
      await work();
    } catch (failure) {
      setOutcome({ kind: 'error', text: errorText(failure, strings) });
    } finally {
      setBusy(false);
    }
  };
  const check = (event: FormEvent) => {
    event.preventDefault();
    if (file === undefined) return;
    void run(async () => {
      const checked = await peopleApi.dryRun(session, { file });
      setReport(checked);
      setOutcome({
        kind: 'done',
        text: words.report(checked.added.length, checked.updated.length, checked.errors.length),
      });
    });
  };
  const apply = () => {
    if (file === undefined) return;
    void run(async () => {
      const applied = await peopleApi.apply(session, { file, skipBadRows, sendInvitations });
      setReport(undefined);
      setOutcome({
        kind: 'done',
        text: words.applied(applied.added.length, applied.updated.length, applied.invited),
      });
      onImported();
    });
  };

  return (
    <>
      <section aria-labelledby="people-import-title" className="console-people-import">
        <h2 id="people-import-title">{words.importTitle}</h2>
        <p>{words.importHelp}</p>
        <form className="console-form" onSubmit={check}>
          <label>
            {words.file}
            <input
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              required
              onChange={(event) => {
                setReport(undefined);
                setOutcome(undefined);
                const chosen = event.target.files?.[0];
                setFile(undefined);
                if (chosen !== undefined) void base64Of(chosen).then(setFile);
              }}
            />
          </label>
          <label className="console-check">
            <input
              type="checkbox"
              checked={skipBadRows}
              onChange={(event) => setSkipBadRows(event.target.checked)}
            />
            {words.skipBadRows}
          </label>
          <label className="console-check">
            <input
              type="checkbox"
              checked={sendInvitations}
              onChange={(event) => setSendInvitations(event.target.checked)}
            />
            {words.sendInvitations}
          </label>
          <div className="console-buttons">
            <button type="submit" className="console-primary" disabled={isBusy || file === undefined}>
              {words.check}
            </button>
            {report === undefined ? null : (
              <button
                type="button"
                className="console-primary"
                disabled={isBusy || (report.errors.length > 0 && !skipBadRows)}
                onClick={apply}
              >
                {words.apply}
              </button>
            )}
          </div>
        </form>
        <OutcomeLine outcome={outcome} />
        {report === undefined ? null : (
          <>
            {report.ignoredColumns.length > 0 ? (
              <p>{words.ignored(report.ignoredColumns.join(', '))}</p>
            ) : null}
            {report.errors.length === 0 ? null : (
              <ConsoleTable headings={[words.line, words.column, words.problem, words.value]}>
                {report.errors.map((error) => (
                  <tr key={`${error.line}-${error.column}-${error.code}`}>
                    <td>{error.line}</td>
                    <td>{error.column ?? words.endOfLine}</td>
                    <td>{words.errorText[error.code]}</td>
                    <td>{error.value}</td>
                  </tr>
                ))}
              </ConsoleTable>
            )}
          </>
        )}
      </section>
      <InviteForm session={session} strings={strings} words={words} onInvited={onImported} />
    </>
  );
}

function InviteForm({
  session,
  strings,
  words,
  onInvited,
}: {
  session: ConsoleSession;
  strings: ConsoleStrings;
  words: PeopleStrings;
  onInvited: () => void;
}) {
  const [email, setEmail] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [company, setCompany] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(undefined);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(undefined);
    try {
      await peopleApi.invite(session, { email, firstName, lastName, company });
      setOutcome({ kind: 'done', text: words.invited(email) });
      setEmail('');
      setFirstName('');
      setLastName('');
      setCompany('');
      onInvited();
    } catch (failure) {
      setOutcome({ kind: 'error', text: errorText(failure, strings) });
    }
  };
  return (
    <section aria-labelledby="people-invite-title">
      <h2 id="people-invite-title">{words.inviteTitle}</h2>
      <form className="console-form" onSubmit={submit}>
        <label>
          {words.email}
          <input type="email" required value={email} onChange={(event) => setEmail(event.target.value)} />
        </label>
        <label>
          {words.firstName}
          <input value={firstName} onChange={(event) => setFirstName(event.target.value)} />
        </label>
        <label>
          {words.lastName}
          <input value={lastName} onChange={(event) => setLastName(event.target.value)} />
        </label>
        <label>
          {words.company}
          <input value={company} onChange={(event) => setCompany(event.target.value)} />
        </label>
        <OutcomeLine outcome={outcome} />
        <button type="submit" className="console-primary">
          {words.invite}
        </button>
      </form>
    </section>
  );
}

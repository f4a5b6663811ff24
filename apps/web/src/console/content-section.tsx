import {
  CONTENT_UPLOAD_MAX_BYTES,
  type ConsoleSession,
  type ContentApplied,
  type ContentReport,
  LOGO_FETCH_TIMEOUT_MS,
  roleAllows,
} from '@showfloor/core';
import { type FormEvent, useState } from 'react';
import { ConsoleApiError, consoleApi } from './console-api.js';
import { errorText } from './console-errors.js';
import { type Outcome, OutcomeLine } from './console-parts.js';
import type { ConsoleStrings } from './console-strings.js';
import { ChangeCountsTable, ListedItems } from './content-parts.js';
import type { ContentStrings } from './content-strings.js';

const MAX_MEGABYTES = CONTENT_UPLOAD_MAX_BYTES / (1024 * 1024);

/**
 * Content (docs/console.md): pick a file, read its dry run (what would be added, updated, removed,
 * with warnings, bad rows and errors), then apply it. Staff see the page but may not upload.
 */
export function ContentSection({
  session,
  strings,
  words,
  onSessionEnded,
}: {
  session: ConsoleSession;
  strings: ConsoleStrings;
  words: ContentStrings;
  onSessionEnded: () => void;
}) {
  const mayEdit = roleAllows(session.role, 'edit');
  const [file, setFile] = useState<File | undefined>(undefined);
  const [report, setReport] = useState<ContentReport | undefined>(undefined);
  const [skipBadRows, setSkipBadRows] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(undefined);
  const [applied, setApplied] = useState<ContentApplied | undefined>(undefined);

  const failed = (failure: unknown) => {
    if (failure instanceof ConsoleApiError && failure.status === 401) onSessionEnded();
    else setOutcome({ kind: 'error', text: errorText(failure, strings) });
  };

  const check = async (event: FormEvent) => {
    event.preventDefault();
    if (file === undefined) return;
    setReport(undefined);
    setApplied(undefined);
    setSkipBadRows(false);
    if (file.size > CONTENT_UPLOAD_MAX_BYTES) {
      setOutcome({ kind: 'error', text: words.tooLarge(MAX_MEGABYTES) });
      return;
    }
    setBusy(true);
    setOutcome({ kind: 'done', text: words.checking });
    try {
      setReport(await consoleApi.uploadContent(session, file));
      setOutcome(undefined);
    } catch (failure) {
      failed(failure);
    } finally {
      setBusy(false);
    }
  };

  const apply = async () => {
    if (report?.uploadId == null) return;
    setBusy(true);
    setOutcome({ kind: 'done', text: words.applying });
    try {
      const result = await consoleApi.applyContent(session, {
        uploadId: report.uploadId,
        sha256: report.sha256,
        skipBadRows,
      });
      setApplied(result);
      setReport(undefined);
      setOutcome({ kind: 'done', text: words.applied(result.added, result.updated, result.removed) });
    } catch (failure) {
      failed(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <h1>{words.content}</h1>
      {mayEdit ? (
        <form className="console-form" onSubmit={check}>
          <label>
            {words.pickFile}
            <input
              type="file"
              accept=".xml,.json,.geojson,.zip,.csv,.xlsx,application/json,application/xml,text/xml,application/zip,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              aria-describedby="content-file-hint content-list-hint"
              required
              onChange={(event) => setFile(event.target.files?.[0])}
            />
          </label>
          <p id="content-file-hint" className="console-hint">
            {words.fileHint(MAX_MEGABYTES)}
          </p>
          <p id="content-list-hint" className="console-hint">
            {words.listHint}
          </p>
          <button type="submit" className="console-primary" disabled={isBusy || file === undefined}>
            {words.checkFile}
          </button>
        </form>
      ) : (
        <p>{words.readOnly}</p>
      )}
      <OutcomeLine outcome={outcome} />
      {applied === undefined ? null : <AppliedWarnings applied={applied} words={words} />}
      {applied === undefined ? null : (
        <p>
          <a href="#publish">{words.goPublish}</a>
        </p>
      )}
      {report === undefined ? null : (
        <DryRunReport
          report={report}
          words={words}
          skipBadRows={skipBadRows}
          onSkipBadRows={setSkipBadRows}
          isBusy={isBusy}
          onApply={apply}
        />
      )}
    </>
  );
}

function DryRunReport({
  report,
  words,
  skipBadRows,
  onSkipBadRows,
  isBusy,
  onApply,
}: {
  report: ContentReport;
  words: ContentStrings;
  skipBadRows: boolean;
  onSkipBadRows: (skip: boolean) => void;
  isBusy: boolean;
  onApply: () => void;
}) {
  const hasErrors = report.errors.length > 0;
  const types = Object.keys(report.byType);
  const mayApply = !hasErrors && report.uploadId !== null && (report.badRows.length === 0 || skipBadRows);
  const config = {
    'from-file': words.configFromFile,
    derived: words.configDerived,
    unchanged: words.configUnchanged,
  }[report.config];
  return (
    <section className="console-report" aria-labelledby="dry-run-title">
      <h2 id="dry-run-title">{words.dryRunOf(report.fileName)}</h2>
      {report.kind === null ? null : (
        <p>
          <strong>{words.kindOf[report.kind]}</strong> — {report.summary}
        </p>
      )}
      {hasErrors ? (
        <div role="alert" className="console-error">
          <h3>{words.errorsTitle}</h3>
          <ul>
            {report.errors.map((error) => (
              <li key={`${error.location}-${error.message}`}>
                {error.location === null ? error.message : `${error.location}: ${error.message}`}
              </li>
            ))}
          </ul>
          <p>{words.errorsHelp}</p>
        </div>
      ) : (
        <>
          {types.length === 0 ? (
            <p>{words.nothingChanges}</p>
          ) : (
            <ChangeCountsTable
              words={words}
              counts={Object.fromEntries(
                types.map((type) => {
                  const counts = report.byType[type] ?? { added: 0, updated: 0, removed: 0 };
                  return [type, { added: counts.added, changed: counts.updated, removed: counts.removed }];
                }),
              )}
              changedLabel={words.updated}
            />
          )}
          {types.map((type) => {
            const lists = report.items[type];
            const counts = report.byType[type];
            if (lists === undefined || counts === undefined) return null;
            return (
              <ListedItems
                key={type}
                words={words}
                type={type}
                lists={[
                  { kind: words.added, items: lists.added, total: counts.added },
                  { kind: words.updated, items: lists.updated, total: counts.updated },
                  { kind: words.removed, items: lists.removed, total: counts.removed },
                ]}
              />
            );
          })}
          <p>{config}</p>
          {report.logosToFetch === 0 ? null : (
            <p>{words.logosToFetch(report.logosToFetch, LOGO_FETCH_TIMEOUT_MS / 1000)}</p>
          )}
        </>
      )}
      {report.badRows.length === 0 ? null : (
        <div className="console-bad-rows">
          <h3>{words.badRowsTitle(report.badRows.length)}</h3>
          <ul>
            {report.badRows.map((row) => (
              <li key={row}>{row}</li>
            ))}
          </ul>
          <label className="console-check">
            <input
              type="checkbox"
              checked={skipBadRows}
              onChange={(event) => onSkipBadRows(event.target.checked)}
            />
            {words.skipBadRows(report.badRows.length)}
          </label>
        </div>
      )}
      {report.warnings.length === 0 ? null : (
        <details>
          <summary>{words.warnings(report.warnings.length)}</summary>
          <ul>
            {report.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </details>
      )}
      {hasErrors ? null : (
        <button type="button" className="console-primary" disabled={!mayApply || isBusy} onClick={onApply}>
          {words.apply}
        </button>
      )}
    </section>
  );
}

/** The warnings an import printed (a list's logos not fetched, by row), folded under their count. */
function AppliedWarnings({ applied, words }: { applied: ContentApplied; words: ContentStrings }) {
  const warnings = applied.lines
    .filter((line) => line.startsWith('warning: '))
    .map((line) => line.slice('warning: '.length));
  if (warnings.length === 0) return null;
  return (
    <details className="console-applied-warnings">
      <summary>{words.appliedWarnings(warnings.length)}</summary>
      <ul>
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </details>
  );
}

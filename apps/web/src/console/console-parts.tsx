import type { ReactNode } from 'react';

/** What the last action came to: done (a status), or refused (an alert naming what to fix). */
export type Outcome = { kind: 'done' | 'error'; text: string } | undefined;

export function OutcomeLine({ outcome }: { outcome: Outcome }) {
  if (outcome === undefined) return null;
  const isError = outcome.kind === 'error';
  return (
    <p role={isError ? 'alert' : 'status'} className={isError ? 'console-error' : 'console-success'}>
      {outcome.text}
    </p>
  );
}

/** A table of the console: its column headings, then its rows. */
export function ConsoleTable({ headings, children }: { headings: readonly string[]; children: ReactNode }) {
  return (
    <table className="console-table">
      <thead>
        <tr>
          {headings.map((heading) => (
            <th key={heading} scope="col">
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

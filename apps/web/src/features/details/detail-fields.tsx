import { type ReactNode, useId } from 'react';

export interface DetailField {
  label: string;
  value: ReactNode;
}

/** Label and value pairs (dates, access, launch date…); empty values are left out. */
export function DetailFields({ fields, heading }: { fields: readonly DetailField[]; heading?: string }) {
  const headingId = useId();
  const shown = fields.filter(
    (field) => field.value !== '' && field.value !== null && field.value !== undefined,
  );
  if (shown.length === 0) return null;
  const list = (
    <dl className="detail-fields">
      {shown.map((field) => (
        <div key={field.label}>
          <dt>{field.label}</dt>
          <dd>{field.value}</dd>
        </div>
      ))}
    </dl>
  );
  if (!heading) return list;
  return (
    <section className="detail-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {list}
    </section>
  );
}

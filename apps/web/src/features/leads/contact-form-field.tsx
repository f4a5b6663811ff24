import type { ContactFormField, LeadFieldValue } from '@showfloor/core';
import { useTranslation } from 'react-i18next';

export interface ContactFormFieldProps {
  field: ContactFormField;
  value: LeadFieldValue | undefined;
  isHighlighted: boolean;
  onChange(value: LeadFieldValue): void;
}

/** A date input's 'YYYY-MM-DD' of a stored timestamp; dates are read and written in UTC by the core. */
const dateInputValue = (value: LeadFieldValue | undefined): string =>
  typeof value === 'number' ? new Date(value).toISOString().slice(0, 10) : '';

const textValue = (value: LeadFieldValue | undefined): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** One field of the contact form, drawn for its kind; a missing mandatory value is outlined and named. */
export function ContactFormFieldView({ field, value, isHighlighted, onChange }: ContactFormFieldProps) {
  const { t } = useTranslation();
  const id = `lead-field-${field.code}`;
  const label = (
    <>
      {field.label}
      {field.isMandatory ? <span className="leads-mandatory"> ({t('leads.form.mandatory')})</span> : null}
    </>
  );
  const common = {
    id,
    name: field.code,
    disabled: field.isReadOnly,
    required: field.isMandatory,
    'aria-invalid': isHighlighted || undefined,
  };
  const className = isHighlighted ? 'leads-field leads-field-highlighted' : 'leads-field';

  if (field.kind === 'radio' || field.kind === 'checkbox') {
    const chosen = Array.isArray(value) ? value : typeof value === 'string' && value !== '' ? [value] : [];
    return (
      <fieldset className={className} aria-invalid={isHighlighted || undefined}>
        <legend>{label}</legend>
        {field.options.map((option) => (
          <label key={option.code} className="leads-choice">
            <input
              type={field.kind}
              name={field.code}
              disabled={field.isReadOnly}
              checked={chosen.includes(option.code)}
              onChange={(event) => {
                if (field.kind === 'radio') return onChange(option.code);
                const next = event.target.checked
                  ? [...chosen, option.code]
                  : chosen.filter((code) => code !== option.code);
                onChange(next);
              }}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
    );
  }

  if (field.kind === 'switch') {
    return (
      <div className={className}>
        <label className="leads-choice">
          <input
            {...common}
            type="checkbox"
            checked={value === true}
            onChange={(event) => onChange(event.target.checked)}
          />
          {label}
        </label>
      </div>
    );
  }

  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      {field.kind === 'textarea' ? (
        <textarea
          {...common}
          rows={3}
          value={textValue(value)}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          {...common}
          type={
            field.kind === 'date'
              ? 'date'
              : field.kind === 'number'
                ? 'number'
                : field.kind === 'email'
                  ? 'email'
                  : 'text'
          }
          inputMode={field.kind === 'number' ? 'decimal' : undefined}
          value={field.kind === 'date' ? dateInputValue(value) : textValue(value)}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </div>
  );
}

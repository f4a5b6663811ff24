import type { Language } from '@showfloor/core';
import type { ReactNode } from 'react';
import type { SettingsStrings } from './settings-strings.js';

/** The first issue of each field of the draft, by its path (`profiles.0.title.en`). */
export type FieldErrors = ReadonlyMap<string, string>;

/** A text per language, as the configuration holds it. */
export type Texts = Partial<Record<Language, string>>;

/** The id of a field's input, from its path: how the list of errors links to it. */
export function fieldId(path: string): string {
  return `settings-${path.replaceAll('.', '-')}`;
}

/** A text set in one language; an emptied text leaves the object, an emptied object is undefined. */
export function withText(texts: Texts | undefined, language: Language, value: string): Texts | undefined {
  const next: Texts = { ...texts };
  if (value === '') delete next[language];
  else next[language] = value;
  return Object.keys(next).length === 0 ? undefined : next;
}

function ErrorOf({ path, errors }: { path: string; errors: FieldErrors }) {
  const error = errors.get(path);
  return error === undefined ? null : (
    <span id={`${fieldId(path)}-error`} className="settings-field-error">
      {error}
    </span>
  );
}

/** What an input says of its error: invalid, and described by the message under it. */
function errorProps(path: string, errors: FieldErrors) {
  return errors.has(path) ? { 'aria-invalid': true, 'aria-describedby': `${fieldId(path)}-error` } : {};
}

export function TextField({
  path,
  label,
  value,
  onChange,
  errors,
  type = 'text',
  autoComplete = 'off',
}: {
  path: string;
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
  errors: FieldErrors;
  type?: 'text' | 'date' | 'url' | 'password';
  autoComplete?: string;
}) {
  return (
    <label>
      {label}
      <input
        id={fieldId(path)}
        type={type}
        autoComplete={autoComplete}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
        {...errorProps(path, errors)}
      />
      <ErrorOf path={path} errors={errors} />
    </label>
  );
}

/** A text in French and in English, side by side. */
export function TextsField({
  path,
  label,
  value,
  onChange,
  errors,
  strings,
}: {
  path: string;
  label: string;
  value: Texts | undefined;
  onChange: (value: Texts | undefined) => void;
  errors: FieldErrors;
  strings: SettingsStrings;
}) {
  return (
    <div className="settings-pair">
      {(['fr', 'en'] as const).map((language) => (
        <TextField
          key={language}
          path={`${path}.${language}`}
          label={`${label} (${language === 'fr' ? strings.inFrench : strings.inEnglish})`}
          value={value?.[language]}
          onChange={(text) => onChange(withText(value, language, text))}
          errors={errors}
        />
      ))}
      <ErrorOf path={path} errors={errors} />
    </div>
  );
}

export function CheckField({
  path,
  label,
  checked,
  onChange,
}: {
  path: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="settings-check">
      <input
        id={fieldId(path)}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}

export function SelectField<T extends string>({
  path,
  label,
  value,
  options,
  onChange,
  errors,
}: {
  path: string;
  label: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: T) => void;
  errors: FieldErrors;
}) {
  return (
    <label>
      {label}
      <select
        id={fieldId(path)}
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
        {...errorProps(path, errors)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ErrorOf path={path} errors={errors} />
    </label>
  );
}

/** A group of the form, with its heading as legend. */
export function SettingsGroup({
  title,
  path,
  errors,
  children,
}: {
  title: string;
  path?: string;
  errors: FieldErrors;
  children: ReactNode;
}) {
  return (
    <fieldset className="settings-group">
      <legend>{title}</legend>
      {children}
      {path === undefined ? null : <ErrorOf path={path} errors={errors} />}
    </fieldset>
  );
}

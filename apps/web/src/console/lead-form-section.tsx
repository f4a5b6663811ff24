import {
  type ConsoleLeadFormField,
  type ConsoleSession,
  consoleLeadFormSchema,
  type Language,
  LEAD_FORM_FIELD_KINDS,
  type LeadFormField,
  type LeadFormFieldKind,
  leadFormFieldKind,
  roleAllows,
} from '@showfloor/core';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { ConsoleApiError, consoleApi } from './console-api.js';
import { errorText } from './console-errors.js';
import { type Outcome, OutcomeLine } from './console-parts.js';
import type { ConsoleStrings } from './console-strings.js';
import { type LeadFormStrings, leadFormStrings } from './lead-form-strings.js';
import { CheckField, type FieldErrors, fieldId, SelectField, TextField } from './settings-fields.js';
import './settings.css';

type Field = ConsoleLeadFormField;

/** A stored field as the form edits it: without its Id, its type read as a kind the app knows. */
function editableOf({ Id: _id, ...field }: LeadFormField): Field {
  return { ...field, Type: leadFormFieldKind(field.Type) ?? 'text' };
}

/**
 * The choices of a field from its lines, as typed (an empty line stays while the organiser writes;
 * `withoutEmptyChoices` drops it when the form is checked): a line keeps the code of the choice it
 * replaces, a new one gets the next number.
 */
function choicesOf(field: Field, lines: string): Field['Codifications'] {
  let nextId = Math.max(0, ...field.Codifications.map((choice) => choice.Id));
  return lines.split('\n').map((label, index) => {
    const kept = field.Codifications[index];
    if (kept) return { ...kept, Label: label };
    nextId += 1;
    return { Id: nextId, Code: `${field.Code}-${nextId}`, Label: label };
  });
}

function withoutEmptyChoices(fields: readonly Field[]): Field[] {
  return fields.map((field) => ({
    ...field,
    Codifications: field.Codifications.filter((choice) => choice.Label.trim() !== ''),
  }));
}

function validate(fields: Field[]): FieldErrors {
  const parsed = consoleLeadFormSchema.safeParse({ fields: withoutEmptyChoices(fields) });
  const errors = new Map<string, string>();
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.');
    if (!errors.has(path)) errors.set(path, issue.message);
  }
  return errors;
}

const NEW_FIELD: Field = {
  Code: '',
  Label: '',
  Type: 'text',
  Nature: 'qualification',
  IsMandatory: false,
  IsReadOnly: false,
  DefaultValue: null,
  CABPosition: null,
  PrintPosition: null,
  Codifications: [],
};

/**
 * The show's lead qualification form (spec modules §3 "Lead form field"; docs/console.md "Lead
 * form"): its fields in order, each of a type the lead capture app knows, checked as the back office
 * checks them.
 */
export function LeadFormSection({
  session,
  strings: consoleWords,
  language,
  onSessionEnded,
}: {
  session: ConsoleSession;
  strings: ConsoleStrings;
  language: Language;
  onSessionEnded: () => void;
}) {
  const strings = leadFormStrings(language);
  const mayEdit = roleAllows(session.role, 'edit');
  const [fields, setFields] = useState<Field[] | undefined>(undefined);
  const [isChecked, setChecked] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(undefined);
  const summary = useRef<HTMLDivElement>(null);

  const failed = useCallback(
    (failure: unknown) => {
      if (failure instanceof ConsoleApiError && failure.status === 401) onSessionEnded();
      else setOutcome({ kind: 'error', text: errorText(failure, consoleWords) });
    },
    [onSessionEnded, consoleWords],
  );

  useEffect(() => {
    consoleApi.leadForm().then((answer) => setFields(answer.fields.map(editableOf)), failed);
  }, [failed]);

  if (fields === undefined) {
    return (
      <section aria-labelledby="lead-form-title">
        <h1 id="lead-form-title">{strings.leadForm}</h1>
        <OutcomeLine outcome={outcome ?? { kind: 'done', text: strings.loading }} />
      </section>
    );
  }

  const errors = isChecked ? validate(fields) : new Map<string, string>();
  const setField = (index: number, change: Partial<Field>) =>
    setFields(fields.map((each, at) => (at === index ? { ...each, ...change } : each)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...fields];
    const [moved] = next.splice(index, 1);
    if (moved) next.splice(index + by, 0, moved);
    setFields(next);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setOutcome(undefined);
    const parsed = consoleLeadFormSchema.safeParse({ fields: withoutEmptyChoices(fields) });
    if (!parsed.success) {
      summary.current?.focus();
      return;
    }
    try {
      const saved = await consoleApi.saveLeadForm(session, parsed.data);
      setFields(saved.fields.map(editableOf));
      setChecked(false);
      setOutcome({ kind: 'done', text: strings.saved });
    } catch (failure) {
      failed(failure);
    }
  };

  return (
    <section aria-labelledby="lead-form-title">
      <h1 id="lead-form-title">{strings.leadForm}</h1>
      <p>{strings.intro}</p>
      {mayEdit ? null : <p className="settings-read-only">{strings.readOnly}</p>}
      <form className="console-form" onSubmit={save} noValidate>
        <div ref={summary} tabIndex={-1} className="settings-summary">
          {errors.size === 0 ? null : (
            <div role="alert">
              <ul className="console-error">
                {[...errors].map(([path, message]) => (
                  <li key={path}>
                    <a
                      href={`#${fieldId(path)}`}
                      onClick={(event) => {
                        // The console's sections follow the address's hash: move the focus, not the hash.
                        event.preventDefault();
                        document.getElementById(fieldId(path))?.focus();
                      }}
                    >
                      {consoleWords.fieldError(path, message)}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
        <fieldset disabled={!mayEdit} className="settings-all">
          {fields.length === 0 ? <p>{strings.noField}</p> : null}
          {fields.map((field, index) => (
            <LeadFieldEditor
              // biome-ignore lint/suspicious/noArrayIndexKey: a field's code is edited, its place is the key
              key={index}
              field={field}
              index={index}
              count={fields.length}
              errors={errors}
              strings={strings}
              onChange={(change) => setField(index, change)}
              onMove={(by) => move(index, by)}
              onRemove={() => setFields(fields.filter((_each, at) => at !== index))}
            />
          ))}
          <button type="button" className="settings-add" onClick={() => setFields([...fields, NEW_FIELD])}>
            {strings.addField}
          </button>
        </fieldset>
        <OutcomeLine outcome={outcome} />
        {mayEdit ? (
          <button type="submit" className="console-primary">
            {strings.save}
          </button>
        ) : null}
      </form>
    </section>
  );
}

function LeadFieldEditor({
  field,
  index,
  count,
  errors,
  strings,
  onChange,
  onMove,
  onRemove,
}: {
  field: Field;
  index: number;
  count: number;
  errors: FieldErrors;
  strings: LeadFormStrings;
  onChange: (change: Partial<Field>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const path = `fields.${index}`;
  const name = strings.field(index, field.Code);
  const hasChoices = field.Type === 'radio' || field.Type === 'checkbox';
  return (
    <fieldset className="settings-item">
      <legend>{name}</legend>
      <div className="settings-pair">
        <TextField
          path={`${path}.Code`}
          label={strings.code}
          value={field.Code}
          onChange={(Code) => onChange({ Code })}
          errors={errors}
        />
        <SelectField<LeadFormFieldKind>
          path={`${path}.Type`}
          label={strings.type}
          value={field.Type}
          options={LEAD_FORM_FIELD_KINDS.map((kind) => ({ value: kind, label: strings.kinds[kind] }))}
          onChange={(Type) => onChange({ Type })}
          errors={errors}
        />
      </div>
      <TextField
        path={`${path}.Label`}
        label={strings.label}
        value={field.Label}
        onChange={(Label) => onChange({ Label })}
        errors={errors}
      />
      {hasChoices ? (
        <label>
          {strings.choices}
          <textarea
            id={fieldId(`${path}.Codifications`)}
            rows={4}
            value={field.Codifications.map((choice) => choice.Label).join('\n')}
            onChange={(event) => onChange({ Codifications: choicesOf(field, event.target.value) })}
            {...(errors.has(`${path}.Codifications`)
              ? { 'aria-invalid': true, 'aria-describedby': `${fieldId(`${path}.Codifications`)}-error` }
              : {})}
          />
          {errors.has(`${path}.Codifications`) ? (
            <span id={`${fieldId(`${path}.Codifications`)}-error`} className="settings-field-error">
              {errors.get(`${path}.Codifications`)}
            </span>
          ) : null}
        </label>
      ) : null}
      <div className="settings-pair">
        <TextField
          path={`${path}.DefaultValue`}
          label={strings.defaultValue}
          value={field.DefaultValue ?? ''}
          onChange={(value) => onChange({ DefaultValue: value === '' ? null : value })}
          errors={errors}
        />
        <TextField
          path={`${path}.CABPosition`}
          label={strings.cabPosition}
          value={field.CABPosition === null ? '' : String(field.CABPosition)}
          onChange={(value) => onChange({ CABPosition: value.trim() === '' ? null : Number(value) })}
          errors={errors}
        />
      </div>
      <div className="settings-inline">
        <CheckField
          path={`${path}.IsMandatory`}
          label={strings.isMandatory}
          checked={field.IsMandatory}
          onChange={(IsMandatory) => onChange({ IsMandatory })}
        />
        <CheckField
          path={`${path}.IsReadOnly`}
          label={strings.isReadOnly}
          checked={field.IsReadOnly}
          onChange={(IsReadOnly) => onChange({ IsReadOnly })}
        />
      </div>
      <div className="console-row-actions">
        {index > 0 ? (
          <button type="button" onClick={() => onMove(-1)}>
            {strings.moveUp} ({name})
          </button>
        ) : null}
        {index < count - 1 ? (
          <button type="button" onClick={() => onMove(1)}>
            {strings.moveDown} ({name})
          </button>
        ) : null}
        <button type="button" onClick={onRemove}>
          {strings.remove} ({name})
        </button>
      </div>
    </fieldset>
  );
}

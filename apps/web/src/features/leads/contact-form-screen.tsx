import {
  buildContactForm,
  type ContactFormState,
  type LeadContact,
  type LeadContext,
  openContactForm,
  setFieldValue,
  submitContactForm,
} from '@showfloor/core';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../app/app-context.js';
import { ContactFormFieldView } from './contact-form-field.js';

export interface ContactFormScreenProps {
  context: LeadContext;
  form: { code: string; isNew: boolean; badgeValues: Record<string, string> };
  existing: LeadContact | undefined;
  onSave(values: ContactFormState['values']): void;
  onClose(): void;
}

/**
 * Screen 4: the contact form built from the checkpoint's form fields. The core decides what a submit
 * does: refuse (missing mandatory fields, bad e-mail), close without saving (nothing changed), or save.
 */
export function ContactFormScreen({ context, form, existing, onSave, onClose }: ContactFormScreenProps) {
  const { t } = useTranslation();
  const { services } = useApp();
  const fields = useMemo(() => {
    const built = buildContactForm(context.formFields);
    for (const type of built.unknownTypes) console.warn(`lead form: unexpected form field type ${type}`);
    return built.fields;
  }, [context.formFields]);
  const [state, setState] = useState<ContactFormState>(() =>
    openContactForm(fields, existing ? { contact: existing } : { badgeValues: form.badgeValues }),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = submitContactForm(state);
    if (!result.ok) {
      setState(result.state);
      services.notifications.add({ message: `leads.notify.${result.message}`, level: 'warning' });
      return;
    }
    if (result.shouldSave) onSave(result.values);
    else onClose();
  };

  return (
    <form className="leads-screen leads-form" onSubmit={submit} noValidate aria-labelledby="leads-form-title">
      <h2 id="leads-form-title">{form.isNew ? t('leads.form.newContact') : t('leads.form.title')}</h2>
      <p className="leads-hint">{t('leads.form.badge', { code: form.code })}</p>
      {fields.map((field) => (
        <ContactFormFieldView
          key={field.code}
          field={field}
          value={state.values[field.code]}
          isHighlighted={state.highlighted.includes(field.code)}
          onChange={(value) => setState((previous) => setFieldValue(previous, field.code, value))}
        />
      ))}
      <div className="leads-actions leads-form-actions">
        <button type="button" className="leads-secondary" onClick={onClose}>
          {t('leads.form.cancel')}
        </button>
        <button type="submit" className="leads-primary">
          {t('leads.form.save')}
        </button>
      </div>
    </form>
  );
}

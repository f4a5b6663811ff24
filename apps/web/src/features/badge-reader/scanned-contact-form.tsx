import { isValidEmail } from '@showfloor/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../shell/app-context.js';
import { SCANNED_CONTACT_TEXT_FIELDS, type ScannedContact } from './scanned-contact-store.js';

/** The scanned contact's form: the badge's values, completed by the visitor; an untouched domain-only e-mail is cleared. */
export function ScannedContactForm({
  contact,
  onSave,
  onCancel,
}: {
  contact: ScannedContact;
  onSave(contact: ScannedContact): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const { services } = useApp();
  const [values, setValues] = useState(contact);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const email = values.email.trim().startsWith('@') ? '' : values.email.trim();
    if (email !== '' && !isValidEmail(email)) {
      services.notifications.add({ message: 'leads.notify.invalidEmail', level: 'warning' });
      return;
    }
    onSave({ ...values, email });
  };

  return (
    <form className="leads-screen" onSubmit={submit} noValidate aria-labelledby="scanned-contact-title">
      <h2 id="scanned-contact-title">{t('leads.form.badge', { code: contact.id })}</h2>
      {SCANNED_CONTACT_TEXT_FIELDS.map((name) => (
        <label key={name} className="leads-field">
          <span>{t(`badgeReader.fields.${name}`)}</span>
          <input
            name={name}
            type={name === 'email' ? 'email' : name === 'phone' || name === 'mobilePhone' ? 'tel' : 'text'}
            value={values[name]}
            onChange={(event) => setValues((previous) => ({ ...previous, [name]: event.target.value }))}
          />
        </label>
      ))}
      <div className="leads-actions">
        <button type="button" className="leads-secondary" onClick={onCancel}>
          {t('leads.form.cancel')}
        </button>
        <button type="submit" className="leads-primary">
          {t('leads.form.save')}
        </button>
      </div>
    </form>
  );
}

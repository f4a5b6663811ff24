import {
  buildContactForm,
  type ContactFormState,
  type LeadContact,
  type LeadContext,
  openContactForm,
  setContactPhoto,
  setFieldValue,
  submitContactForm,
} from '@showfloor/core';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../shell/app-context.js';
import { ContactFormFieldView } from './contact-form-field.js';
import { ContactPhotoField, type NewLeadPhoto } from './contact-photo-field.js';
import type { LeadPhotoEdit } from './lead-capture-controller.js';

export interface ContactFormScreenProps {
  context: LeadContext;
  form: { code: string; isNew: boolean; badgeValues: Record<string, string> };
  existing: LeadContact | undefined;
  /** The stored photo of that id; must keep its identity between renders. */
  loadPhoto(photoId: string): Promise<Blob | null>;
  onSave(values: ContactFormState['values'], photo: LeadPhotoEdit): void;
  onClose(): void;
}

/** What the submitted form did to the photo the contact had. */
function photoEdit(
  originalPhotoId: string | null,
  photoId: string | null,
  newPhoto: NewLeadPhoto | null,
): LeadPhotoEdit {
  if (photoId === originalPhotoId) return { kind: 'unchanged' };
  if (photoId === null) return { kind: 'removed' };
  return newPhoto?.id === photoId ? { kind: 'new', id: photoId, jpeg: newPhoto.jpeg } : { kind: 'unchanged' };
}

/**
 * Screen 4: the contact form built from the checkpoint's form fields, then the optional photo. The
 * core decides what a submit does: refuse (missing mandatory fields, bad e-mail), close without saving
 * (nothing changed, photo included), or save.
 */
export function ContactFormScreen({
  context,
  form,
  existing,
  loadPhoto,
  onSave,
  onClose,
}: ContactFormScreenProps) {
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
  /** The last photo confirmed by cropping, held in memory until the contact is saved. */
  const [newPhoto, setNewPhoto] = useState<NewLeadPhoto | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = submitContactForm(state);
    if (!result.ok) {
      setState(result.state);
      services.notifications.add({ message: `leads.notify.${result.message}`, level: 'warning' });
      return;
    }
    if (result.shouldSave) onSave(result.values, photoEdit(state.originalPhotoId, result.photoId, newPhoto));
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
      <ContactPhotoField
        photoId={state.photoId}
        newPhoto={newPhoto}
        loadPhoto={loadPhoto}
        onPhoto={(photo) => {
          setNewPhoto(photo);
          setState((previous) => setContactPhoto(previous, photo.id));
        }}
        onRemove={() => setState((previous) => setContactPhoto(previous, null))}
      />
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

import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../shell/app-context.js';
import { ModalDialog } from '../../shell/index.js';
import {
  cropPicture,
  type LoadedPicture,
  loadCroppablePicture,
  PhotoCropDialog,
} from '../photo-crop/index.js';

/** A photo cropped on this form and not saved yet. */
export interface NewLeadPhoto {
  id: string;
  jpeg: Blob;
}

export interface ContactPhotoFieldProps {
  /** The photo the form shows: the contact's stored one, a new one, or none. */
  photoId: string | null;
  newPhoto: NewLeadPhoto | null;
  loadPhoto(photoId: string): Promise<Blob | null>;
  onPhoto(photo: NewLeadPhoto): void;
  onRemove(): void;
}

type Step = { kind: 'idle' } | { kind: 'cropping'; picture: LoadedPicture } | { kind: 'confirmRemove' };

/** An object URL of the photo shown, revoked when it is replaced or the form closes. */
function usePhotoUrl(
  photoId: string | null,
  newPhoto: NewLeadPhoto | null,
  loadPhoto: (photoId: string) => Promise<Blob | null>,
): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (photoId === null) {
      setUrl(null);
      return;
    }
    let isCurrent = true;
    let created: string | null = null;
    const show = (blob: Blob | null) => {
      if (!isCurrent) return;
      created = blob ? URL.createObjectURL(blob) : null;
      setUrl(created);
    };
    if (newPhoto?.id === photoId) show(newPhoto.jpeg);
    else void loadPhoto(photoId).then(show);
    return () => {
      isCurrent = false;
      if (created) URL.revokeObjectURL(created);
    };
  }, [photoId, newPhoto, loadPhoto]);
  return url;
}

/**
 * The contact's optional photo (the visitor or their business card), spec modules §4 "Image upload":
 * take or choose a picture, crop it (the frame's ratio and limits of §5), confirm or cancel; remove it
 * after a confirmation. Nothing is stored here: the form saves the photo with the contact.
 */
export function ContactPhotoField({
  photoId,
  newPhoto,
  loadPhoto,
  onPhoto,
  onRemove,
}: ContactPhotoFieldProps) {
  const { t } = useTranslation();
  const { services } = useApp();
  const input = useRef<HTMLInputElement>(null);
  const takeButton = useRef<HTMLButtonElement>(null);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [isBusy, setBusy] = useState(false);
  const url = usePhotoUrl(photoId, newPhoto, loadPhoto);

  const notifyPickError = () =>
    services.notifications.add({ message: 'leads.photo.pickError', level: 'warning' });

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      setStep({ kind: 'cropping', picture: await loadCroppablePicture(file) });
    } catch {
      notifyPickError();
    }
  };

  const confirmCrop = async (picture: LoadedPicture, rect: Parameters<typeof cropPicture>[1]) => {
    setBusy(true);
    try {
      onPhoto({ id: crypto.randomUUID(), jpeg: await cropPicture(picture, rect) });
    } catch {
      notifyPickError();
    } finally {
      setBusy(false);
      setStep({ kind: 'idle' });
    }
  };

  return (
    <fieldset className="leads-field leads-photo">
      <legend>{t('leads.photo.legend')}</legend>
      <p className="leads-hint">{t('leads.photo.hint')}</p>
      {url ? (
        <img
          src={url}
          alt={t('leads.photo.alt')}
          className="leads-photo-thumbnail"
          data-testid="lead-photo"
        />
      ) : photoId === null ? (
        <p className="leads-hint">{t('leads.photo.none')}</p>
      ) : null}
      <input
        ref={input}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        onChange={(event) => void pick(event)}
        data-testid="lead-photo-input"
      />
      <div className="leads-actions">
        <button
          ref={takeButton}
          type="button"
          className="leads-secondary"
          onClick={() => input.current?.click()}
        >
          {photoId === null ? t('leads.photo.take') : t('leads.photo.replace')}
        </button>
        {photoId !== null ? (
          <button
            type="button"
            className="leads-secondary"
            onClick={() => setStep({ kind: 'confirmRemove' })}
          >
            {t('leads.photo.remove')}
          </button>
        ) : null}
      </div>
      {step.kind === 'cropping' ? (
        <PhotoCropDialog
          picture={step.picture}
          title={t('leads.photo.cropTitle')}
          confirmLabel={t('leads.photo.confirm')}
          cancelLabel={t('leads.photo.cancel')}
          isBusy={isBusy}
          onCancel={() => setStep({ kind: 'idle' })}
          onConfirm={(rect) => void confirmCrop(step.picture, rect)}
        />
      ) : null}
      {step.kind === 'confirmRemove' ? (
        <ModalDialog title={t('leads.photo.removeTitle')} onClose={() => setStep({ kind: 'idle' })}>
          <p>{t('leads.photo.removeQuestion')}</p>
          <div className="dialog-actions">
            <button type="button" onClick={() => setStep({ kind: 'idle' })}>
              {t('leads.photo.cancel')}
            </button>
            <button
              type="button"
              className="primary"
              onClick={() => {
                onRemove();
                setStep({ kind: 'idle' });
                // The button that opened the dialog goes with the photo: focus stays on the photo field.
                requestAnimationFrame(() => takeButton.current?.focus());
              }}
            >
              {t('leads.photo.removeConfirm')}
            </button>
          </div>
        </ModalDialog>
      ) : null}
    </fieldset>
  );
}

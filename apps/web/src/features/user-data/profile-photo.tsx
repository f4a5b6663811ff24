import { type CropRect, canCrop, type UserProfile } from '@showfloor/core';
import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../shell/app-context.js';
import { ModalDialog } from '../../shell/index.js';
import { useAccountSession } from '../login/index.js';
import { cropPicture, type LoadedPicture, loadPicture, PhotoCropDialog } from '../photo-crop/index.js';
import './user-data.css';

type Step = { kind: 'idle' } | { kind: 'cropping'; picture: LoadedPicture } | { kind: 'confirmClear' };

/**
 * The profile photo (spec core §4 "Image upload": pick, crop, confirm or cancel, clear with
 * confirmation; §5: a failure shows a pick error). The cropped JPEG goes through the multipart
 * endpoint; the device keeps only the server's answer.
 */
export function ProfilePhoto({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation();
  const { services } = useApp();
  const session = useAccountSession();
  const input = useRef<HTMLInputElement>(null);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [isBusy, setBusy] = useState(false);
  const photo = profile.profilePicture?.value;

  const notify = (message: string, level: 'success' | 'warning') =>
    services.notifications.add({ message: `userData.photo.${message}`, level });

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      const picture = await loadPicture(file);
      if (!canCrop(picture.size)) throw new Error('picture too small');
      setStep({ kind: 'cropping', picture });
    } catch {
      notify('pickError', 'warning');
    }
  };

  const send = async (action: () => Promise<UserProfile>, success: string) => {
    setBusy(true);
    try {
      session.setProfile(await action());
      notify(success, 'success');
    } catch {
      notify('uploadFailed', 'warning');
    } finally {
      setBusy(false);
      setStep({ kind: 'idle' });
    }
  };

  const confirmCrop = async (picture: LoadedPicture, rect: CropRect) => {
    let blob: Blob;
    try {
      blob = await cropPicture(picture, rect);
    } catch {
      notify('pickError', 'warning');
      setStep({ kind: 'idle' });
      return;
    }
    await send(() => session.api.uploadPhoto(blob, 'profile.jpg'), 'saved');
  };

  return (
    <section className="profile-photo" aria-label={t('userData.photo.title')}>
      {photo ? (
        <img src={services.api.url(photo)} alt={t('userData.photo.alt')} data-testid="profile-photo" />
      ) : (
        <p className="field-hint">{t('userData.photo.none')}</p>
      )}
      <div className="account-actions">
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          hidden
          onChange={(event) => void pick(event)}
          data-testid="photo-input"
        />
        <button type="button" onClick={() => input.current?.click()} disabled={isBusy}>
          {photo ? t('userData.photo.replace') : t('userData.photo.choose')}
        </button>
        {photo ? (
          <button type="button" onClick={() => setStep({ kind: 'confirmClear' })} disabled={isBusy}>
            {t('userData.photo.clear')}
          </button>
        ) : null}
      </div>
      {step.kind === 'cropping' ? (
        <PhotoCropDialog
          picture={step.picture}
          title={t('userData.photo.cropTitle')}
          confirmLabel={t('userData.photo.confirm')}
          cancelLabel={t('userData.cancel')}
          isBusy={isBusy}
          onCancel={() => setStep({ kind: 'idle' })}
          onConfirm={(rect) => void confirmCrop(step.picture, rect)}
        />
      ) : null}
      {step.kind === 'confirmClear' ? (
        <ModalDialog title={t('userData.photo.clearTitle')} onClose={() => setStep({ kind: 'idle' })}>
          <p>{t('userData.photo.clearQuestion')}</p>
          <div className="dialog-actions">
            <button type="button" onClick={() => setStep({ kind: 'idle' })}>
              {t('userData.cancel')}
            </button>
            <button
              type="button"
              className="primary"
              disabled={isBusy}
              onClick={() => void send(() => session.api.deletePhoto(), 'cleared')}
            >
              {t('userData.photo.clearConfirm')}
            </button>
          </div>
        </ModalDialog>
      ) : null}
    </section>
  );
}

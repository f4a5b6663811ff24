import {
  changedProfileFields,
  PROFILE_FIELD_RULES,
  type ProfileFieldName,
  type ProfileFormErrors,
  type ProfileFormValues,
  profileFormValues,
  USER_DATA_SAVE_NOTIFICATION_UID,
  type UserDataSaveEffect,
  type UserDataSaveEvent,
  type UserDataSaveStatus,
  type UserProfile,
  userDataSaveTransition,
  validateProfileForm,
} from '@showfloor/core';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf, isProviderError } from '../../platform/network/index.js';
import { useApp } from '../../shell/app-context.js';
import { useAccountSession } from '../login/index.js';

const AUTOCOMPLETE: Record<ProfileFieldName, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  position: 'organization-title',
  organizationName: 'organization',
  login: 'username',
  email: 'email',
  phone: 'tel',
};

/**
 * "Your profile" (spec core §2 "User data", §4 "User-data save", §5): the fields are checked on save
 * (not as they are left: a message appearing under a field would move the Save button away from
 * the pointer pressing it), the first invalid one gets the focus; only the changed values are sent;
 * saving, then saved or updateFailed.
 */
export function ProfileForm({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation();
  const { services } = useApp();
  const session = useAccountSession();
  const original = useMemo(() => profileFormValues(profile), [profile]);
  const [values, setValues] = useState<ProfileFormValues>(original);
  const [errors, setErrors] = useState<ProfileFormErrors>({});
  const status = useRef<UserDataSaveStatus>('idle');
  const [isSaving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // The back office asks for the account's password to change the login (what signs in).
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<'required' | 'wrongPassword'>();
  const isLoginChanged = values.login.trim().toLowerCase() !== original.login.trim().toLowerCase();
  const focusPassword = () => formRef.current?.querySelector<HTMLInputElement>('#profile-password')?.focus();

  const run = (event: UserDataSaveEvent): UserDataSaveEffect[] => {
    const transition = userDataSaveTransition(status.current, event);
    status.current = transition.status;
    setSaving(transition.status === 'saving');
    for (const effect of transition.effects) {
      if (effect.kind === 'notify') {
        services.notifications.edit(USER_DATA_SAVE_NOTIFICATION_UID, {
          message: `userData.saveStatus.${effect.message}`,
          level: effect.level,
          duration: effect.duration,
        });
      }
      if (effect.kind === 'dismissNotice') services.notifications.dismiss(USER_DATA_SAVE_NOTIFICATION_UID);
      // An expired session is handled by the session itself (it ends, and the page sends to login).
      if (effect.kind === 'genericError' && effect.failure === 'noNetwork') {
        services.notifications.add({ message: 'login.messages.noNetwork', level: 'warning' });
      }
    }
    return transition.effects;
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateProfileForm(values);
    setErrors(found);
    const firstInvalid = PROFILE_FIELD_RULES.find((rule) => found[rule.name]);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLInputElement>(`#profile-${firstInvalid.name}`)?.focus();
      return;
    }
    const changes = changedProfileFields(original, values);
    const needsPassword = changes.login !== undefined && isLoginChanged;
    if (needsPassword && password === '') {
      setPasswordError('required');
      focusPassword();
      return;
    }
    const effects = run({ type: 'save', hasChanges: Object.keys(changes).length > 0 });
    if (!effects.some((effect) => effect.kind === 'callSave')) return;
    try {
      const saved = await session.api.updateMe(changes, needsPassword ? password : undefined);
      session.setProfile(saved);
      setPassword('');
      run({ type: 'succeeded' });
    } catch (error) {
      if (isProviderError(error) && error.field === 'password') {
        setPasswordError(error.reason === 'BAD_PASSWORD' ? 'wrongPassword' : 'required');
        focusPassword();
      }
      // The form keeps what the user typed, so a failed save can be sent again.
      run({ type: 'failed', failure: failureOf(error) });
    }
  };

  const change = (name: ProfileFieldName, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    if (errors[name]) setErrors((previous) => ({ ...previous, [name]: undefined }));
  };

  return (
    <form ref={formRef} className="account-form" onSubmit={(event) => void save(event)} noValidate>
      <p className="field-hint">{t('userData.requiredHint')}</p>
      {PROFILE_FIELD_RULES.map((rule) => {
        const error = errors[rule.name];
        const id = `profile-${rule.name}`;
        return (
          <div className="account-field" key={rule.name}>
            <label htmlFor={id}>
              {t(`userData.fields.${rule.name}`)}
              {rule.required ? <span aria-hidden="true"> *</span> : null}
            </label>
            <input
              id={id}
              name={rule.name}
              type={rule.kind}
              autoComplete={AUTOCOMPLETE[rule.name]}
              required={rule.required}
              aria-required={rule.required}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              value={values[rule.name]}
              onChange={(event) => change(rule.name, event.target.value)}
            />
            {error ? (
              <p id={`${id}-error`} className="field-error">
                {t(`userData.errors.${error}`)}
              </p>
            ) : null}
          </div>
        );
      })}
      {isLoginChanged ? (
        <div className="account-field">
          <label htmlFor="profile-password">
            {t('userData.fields.currentPassword')}
            <span aria-hidden="true"> *</span>
          </label>
          <input
            id="profile-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            aria-invalid={passwordError ? true : undefined}
            aria-describedby={passwordError ? 'profile-password-error' : undefined}
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setPasswordError(undefined);
            }}
          />
          {passwordError ? (
            <p id="profile-password-error" className="field-error">
              {t(`userData.errors.${passwordError}`)}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="account-actions">
        <button type="submit" className="primary" disabled={isSaving}>
          {isSaving ? t('userData.saving') : t('userData.save')}
        </button>
      </div>
    </form>
  );
}

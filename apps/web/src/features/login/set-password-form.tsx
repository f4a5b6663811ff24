import { PARTICIPANT_PASSWORD_MIN_CHARS } from '@showfloor/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isProviderError } from '../../platform/network/index.js';
import type { AccountSession } from './account-session.js';

/**
 * The page an invitation's link opens (`?/login?setPassword=…`, docs/console.md "People"): the
 * visitor chooses a password, typed twice, and is logged in with it at once.
 */
export function SetPasswordForm({ token, session }: { token: string; session: AccountSession }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [isBusy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password.length < PARTICIPANT_PASSWORD_MIN_CHARS) {
      setError(t('login.setPassword.tooShort', { count: PARTICIPANT_PASSWORD_MIN_CHARS }));
      return;
    }
    if (password !== confirmation) {
      setError(t('login.setPassword.differ'));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const login = await session.api.setPassword(token, password);
      await session.submit(login, password);
    } catch (failure) {
      const isSpent = isProviderError(failure) && failure.reason === 'INVALID_LINK';
      setError(t(isSpent ? 'login.setPassword.invalidLink' : 'login.messages.noNetwork'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="account-form" onSubmit={submit} noValidate aria-busy={isBusy}>
      <h2>{t('login.setPassword.title')}</h2>
      <p id="set-password-rule">{t('login.setPassword.rule', { count: PARTICIPANT_PASSWORD_MIN_CHARS })}</p>
      <div className="account-field">
        <label htmlFor="set-password-new">{t('login.setPassword.password')}</label>
        <input
          id="set-password-new"
          type="password"
          autoComplete="new-password"
          aria-describedby="set-password-rule"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      <div className="account-field">
        <label htmlFor="set-password-confirm">{t('login.setPassword.confirm')}</label>
        <input
          id="set-password-confirm"
          type="password"
          autoComplete="new-password"
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
        />
      </div>
      {error === undefined ? null : (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="account-actions">
        <button type="submit" className="primary" disabled={isBusy}>
          {t('login.setPassword.submit')}
        </button>
      </div>
    </form>
  );
}

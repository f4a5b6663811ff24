import type { UserProfile } from '@showfloor/core';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../shell/app-context.js';
import './login.css';

/** What the login page shows to a logged-in user: who, and the profile and logout buttons. */
export function LoggedView({ profile, onLogout }: { profile: UserProfile; onLogout: () => void }) {
  const { t } = useTranslation();
  const { router } = useApp();
  return (
    <div className="account-page" data-testid="login-success">
      <p className="account-welcome" role="status">
        {t('login.success')}{' '}
        <strong>
          {profile.firstName} {profile.lastName}
        </strong>
      </p>
      <div className="account-actions">
        <button
          type="button"
          className="primary"
          onClick={() => router.navigate({ pageKey: 'user-data', props: {} })}
        >
          {t('login.profile')}
        </button>
        <button type="button" onClick={onLogout}>
          {t('login.logout')}
        </button>
      </div>
    </div>
  );
}

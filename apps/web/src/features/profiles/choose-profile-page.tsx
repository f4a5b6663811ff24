import { isPageKey, type ProfileConfig, type Route } from '@showfloor/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../shell/app-context.js';
import { LanguageSwitch, LockIcon } from '../../shell/index.js';
import type { PageProps } from '../../shell/page.js';
import { HOME_ROUTE } from '../../shell/router.js';
import { saveProfileKey } from './profile-choice.js';
import { ProfileCodeDialog } from './profile-code-dialog.js';
import { codeDialogStepAfter } from './profile-code-flow.js';
import { isProfileUnlocked, unlockProfile } from './profile-unlock.js';

/** The page asked for before the chooser showed; choose-profile itself is never a destination. */
function nextRouteOf(props: PageProps): Route {
  const next = props.next;
  if (typeof next !== 'object' || next === null || Array.isArray(next)) return HOME_ROUTE;
  const { pageKey, props: nextProps } = next as { pageKey?: unknown; props?: unknown };
  if (typeof pageKey !== 'string' || !isPageKey(pageKey) || pageKey === 'choose-profile') return HOME_ROUTE;
  const safeProps =
    typeof nextProps === 'object' && nextProps !== null && !Array.isArray(nextProps)
      ? (nextProps as Route['props'])
      : {};
  return { pageKey, props: safeProps };
}

/**
 * Spec core §2 "Choose-profile": language flags (two languages or more), a label, one button per
 * profile; a protected profile asks for its code first. A show with one profile skips the choice.
 */
export function ChooseProfilePage({ props }: { props: PageProps }) {
  const { t } = useTranslation();
  const { services, config, language, router } = useApp();
  const [asking, setAsking] = useState<ProfileConfig>();
  const [isChecking, setChecking] = useState(false);
  const [notice, setNotice] = useState<string>();
  const next = nextRouteOf(props);
  const profiles = config?.profiles ?? [];
  const single = profiles.length === 1 ? profiles[0] : undefined;

  const proceed = (profile: ProfileConfig) => {
    saveProfileKey(services.storage, profile.key);
    router.navigate(next);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the single profile appears, once.
  useEffect(() => {
    if (single) proceed(single);
  }, [single]);

  const textOf = (texts: ProfileConfig['title'] | undefined) => texts?.[language] ?? texts?.fr ?? texts?.en;

  // A profile this device unlocked earlier opens without its code, offline too.
  const choose = (profile: ProfileConfig) => {
    if (profile.protected && !isProfileUnlocked(services.storage, profile.key)) {
      setNotice(undefined);
      setAsking(profile);
    } else proceed(profile);
  };

  // The back office checks the code (docs/security.md "Profile codes"); the answer decides the step.
  const submitCode = async (code: string) => {
    if (!asking || isChecking) return;
    setChecking(true);
    const step = codeDialogStepAfter(await unlockProfile(services, asking.key, code));
    setChecking(false);
    if (step.kind === 'notice') {
      setNotice(step.message);
      return;
    }
    setAsking(undefined);
    if (step.kind === 'proceed') proceed(asking);
    else services.notifications.add({ message: step.message, level: 'error' });
  };

  return (
    <main id="main" className="choose-profile" tabIndex={-1}>
      <LanguageSwitch
        languages={config?.languages ?? ['fr', 'en']}
        current={language}
        onChange={services.setLanguage}
      />
      <h1>{t('profiles.mainLabel')}</h1>
      {config === undefined ? <p>{t('app.loading')}</p> : null}
      <ul className="profile-list">
        {profiles.map((profile) => (
          <li key={profile.key}>
            <button
              type="button"
              className="profile-button"
              data-testid={`profile-${profile.key}`}
              style={
                profile.image
                  ? { backgroundImage: `url("${services.api.url(`files/assets/${profile.image}`)}")` }
                  : undefined
              }
              onClick={() => choose(profile)}
            >
              <span className="profile-title">{textOf(profile.title)}</span>
              {profile.label ? <span className="profile-label">{textOf(profile.label)}</span> : null}
              {profile.protected ? (
                <span className="profile-lock">
                  <LockIcon />
                  <span className="visually-hidden">{t('profiles.locked')}</span>
                </span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
      {asking ? (
        <ProfileCodeDialog
          title={textOf(asking.title) ?? ''}
          label={textOf(asking.label)}
          notice={notice === undefined ? undefined : t(notice)}
          isChecking={isChecking}
          onSubmit={(code) => void submitCode(code)}
          onCancel={() => setAsking(undefined)}
        />
      ) : null}
    </main>
  );
}

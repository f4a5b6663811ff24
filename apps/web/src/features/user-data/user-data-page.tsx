import {
  badgeUrl,
  externalResourceUrls,
  hasTabBar,
  profileFormValues,
  type UserDataTab,
  userDataTabs,
} from '@showfloor/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../shell/app-context.js';
import { PageLayout } from '../../shell/page-layout.js';
import { useAccountSession, useSessionSnapshot } from '../login/index.js';
import { useRestriction } from '../profiles/index.js';
import { BadgeTab } from './badge-tab.js';
import { ContactedParticipantsTab } from './contacted-participants-tab.js';
import { ProfileCompleteness } from './profile-completeness.js';
import { ProfileForm } from './profile-form.js';
import { ProfilePhoto } from './profile-photo.js';
import { panelId, tabId, UserDataTabBar } from './user-data-tab-bar.js';
import { UserEventsTab } from './user-events-tab.js';
import '../../shell/forms.css';
import './user-data.css';

/** The site a link leads to, to tell several resources apart. */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** The web app is never the native shell, where met contacts live (spec core §2). */
const IS_NATIVE = false;

/**
 * The user-data page (spec core §2 "User data", modules §2 "User-data tabs"): login required (the
 * page layout's gate); tabs only when they have content, the tab bar only when a tab besides the
 * profile exists; the terms link and the logout button below.
 */
export function UserDataPage() {
  const { t } = useTranslation();
  const { config, language, router } = useApp();
  const session = useAccountSession();
  const { profile } = useSessionSnapshot();
  const [selected, setSelected] = useState<UserDataTab>('profile');
  const areContactsHidden = useRestriction('user-data', 'contacts');

  // The device's copy is shown at once; the server's answer replaces it (another device may have edited it).
  useEffect(() => {
    if (!session.isLoggedIn()) return;
    session.api
      .me()
      .then((fresh) => session.setProfile(fresh))
      .catch(() => undefined);
  }, [session]);

  if (!profile) return <PageLayout title={t('userData.title')}>{null}</PageLayout>;

  const configuredBadge = config?.userBadgeUrl;
  const tabs = userDataTabs({
    profile,
    language,
    configuredBadge,
    isNative: IS_NATIVE,
    isContactsEnabled: config?.features.contacts ?? false,
    isContactsRestricted: areContactsHidden,
  });
  const current = tabs.includes(selected) ? selected : 'profile';
  const showsTabs = hasTabBar(tabs);
  const badge = badgeUrl({ profile, language, configuredBadge });
  const resources = externalResourceUrls(profile);
  const termsUrl = config?.termsUrl?.[language];

  const panel = (
    <>
      {current === 'profile' ? (
        <>
          <h2>{t('userData.tabs.profile')}</h2>
          <ProfileCompleteness profile={profile} />
          <ProfilePhoto profile={profile} />
          {/* A fresh copy from the server restarts the form with its values. */}
          <ProfileForm key={JSON.stringify(profileFormValues(profile))} profile={profile} />
        </>
      ) : null}
      {current === 'badge' && badge ? <BadgeTab url={badge} /> : null}
      {current === 'events' ? <UserEventsTab events={profile.events} /> : null}
      {current === 'contactedParticipants' ? (
        <ContactedParticipantsTab ids={profile.contactedParticipants} />
      ) : null}
    </>
  );

  // Leave first: this page needs a login, and would otherwise send the user to the login page.
  const logout = () => {
    router.navigate({ pageKey: 'home', props: {} });
    void session.logout();
  };

  return (
    <PageLayout title={t('userData.title')}>
      <div className="account-page">
        {showsTabs ? <UserDataTabBar tabs={tabs} selected={current} onSelect={setSelected} /> : null}
        {/*
          The same element with or without tabs: tabs may appear while the page is open (the show's
          configuration arriving), and the form or the photo dialog must not be rebuilt then.
        */}
        <div
          {...(showsTabs
            ? { id: panelId(current), role: 'tabpanel', 'aria-labelledby': tabId(current) }
            : {})}
        >
          {panel}
        </div>
        <div className="account-links">
          {config?.features.networking ? (
            <button
              type="button"
              onClick={() =>
                router.navigate({ pageKey: 'search-taiga', props: { dataType: 'participants' } })
              }
            >
              {t('userData.findParticipants')}
            </button>
          ) : null}
          {resources.map((url) => (
            <a key={url} href={url} target="_blank" rel="noopener noreferrer">
              {t('userData.externalResource', { host: hostOf(url) })}
            </a>
          ))}
          {termsUrl ? (
            <a href={termsUrl} target="_blank" rel="noopener noreferrer">
              {t('userData.terms')}
            </a>
          ) : null}
        </div>
        <div className="account-actions">
          <button type="button" onClick={logout} data-testid="logout">
            {t('login.logout')}
          </button>
        </div>
      </div>
    </PageLayout>
  );
}

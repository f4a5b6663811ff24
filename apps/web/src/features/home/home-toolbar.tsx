import type { Route } from '@showfloor/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../shell/app-context.js';
import { type IconName, ToolbarButton } from '../../shell/index.js';
import { useUnreadInboxCount } from '../inbox/index.js';
import { useIsLoggedIn } from '../login/index.js';
import { type HomeToolbarIcon, homeToolbarIcons, SideMenu } from '../navigation/index.js';
import { useProfileKey } from '../profiles/index.js';

const ICONS: Record<HomeToolbarIcon, IconName> = {
  sso: 'key',
  login: 'person',
  notes: 'note',
  favorites: 'star',
  leads: 'qr',
  contactScan: 'qr',
  search: 'search',
  menu: 'menu',
};

/** The web app is never the native shell; scanning contacts needs its camera (spec core §6). */
const IS_NATIVE = false;

/** Spec core §2 "Home": the home toolbar's icons, each behind its feature flag and profile. */
export function HomeToolbar({ title }: { title: string }) {
  const { t } = useTranslation();
  const { config, router } = useApp();
  const profileKey = useProfileKey();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const unreadMessages = useUnreadInboxCount();
  const isLogged = useIsLoggedIn();
  const icons = homeToolbarIcons({
    features: config?.features ?? {},
    profileKey,
    isNative: IS_NATIVE,
    hasCamera: globalThis.navigator?.mediaDevices?.getUserMedia !== undefined,
  });

  const routes: Record<Exclude<HomeToolbarIcon, 'menu'>, Route> = {
    sso: { pageKey: 'login', props: { sso: true } },
    login: { pageKey: isLogged ? 'user-data' : 'login', props: {} },
    notes: { pageKey: 'notes', props: {} },
    favorites: { pageKey: 'favorites', props: {} },
    leads: { pageKey: 'klipso-leads', props: {} },
    contactScan: { pageKey: 'klipso-leads', props: { scan: true } },
    search: { pageKey: 'search', props: {} },
  };
  const labelOf = (icon: HomeToolbarIcon) => {
    if (icon === 'login' && isLogged) return t('navigation.userData');
    // Home receives the unread inbox count (spec core §2): the menu button says it, in words too.
    if (icon === 'menu' && unreadMessages > 0)
      return t('inbox.menuLabel', { label: t('navigation.menu'), count: unreadMessages });
    return t(`navigation.${icon}`);
  };

  return (
    <header className="page-toolbar home-toolbar">
      <h1 className="page-title">{title}</h1>
      <div className="toolbar-actions">
        {icons.map((icon) => (
          <ToolbarButton
            key={icon}
            icon={ICONS[icon]}
            label={labelOf(icon)}
            badge={icon === 'menu' ? unreadMessages : undefined}
            onClick={() => (icon === 'menu' ? setMenuOpen(true) : router.navigate(routes[icon]))}
          />
        ))}
      </div>
      {isMenuOpen ? <SideMenu onClose={() => setMenuOpen(false)} /> : null}
    </header>
  );
}

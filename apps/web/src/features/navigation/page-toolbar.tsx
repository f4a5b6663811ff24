import type { PageKey } from '@showfloor/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../shell/app-context.js';
import { HOME_ROUTE } from '../../shell/router.js';
import { ToolbarButton } from '../../shell/toolbar-button.js';
import { useProfileKey } from '../profiles/index.js';
import { SideMenu } from './side-menu.js';
import { pageToolbarButtons } from './toolbar-entries.js';

export interface PageToolbarProps {
  title: string;
  pageKey: PageKey;
  /** The page's own buttons (filter, synoptic agenda…), between the title and the shared ones. */
  actions?: ReactNode;
}

/** The toolbar of every screen but home (spec core §2 "Toolbar and menu"). */
export function PageToolbar({ title, pageKey, actions }: PageToolbarProps) {
  const { t } = useTranslation();
  const { router } = useApp();
  const profileKey = useProfileKey();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const buttons = pageToolbarButtons(pageKey, profileKey);
  return (
    <header className="page-toolbar">
      <ToolbarButton icon="back" label={t('toolbar.back')} onClick={router.back} />
      <ToolbarButton icon="home" label={t('toolbar.home')} onClick={() => router.navigate(HOME_ROUTE)} />
      <h1 className="page-title">{title}</h1>
      <div className="toolbar-actions">
        {actions}
        {buttons.favorites ? (
          <ToolbarButton
            icon="star"
            label={t('navigation.favorites')}
            onClick={() => router.navigate({ pageKey: 'favorites', props: {} })}
          />
        ) : null}
        {buttons.search ? (
          <ToolbarButton
            icon="search"
            label={t('navigation.search')}
            onClick={() => router.navigate({ pageKey: 'search', props: {} })}
          />
        ) : null}
        {buttons.menu ? (
          <ToolbarButton icon="menu" label={t('navigation.menu')} onClick={() => setMenuOpen(true)} />
        ) : null}
      </div>
      {isMenuOpen ? <SideMenu onClose={() => setMenuOpen(false)} /> : null}
    </header>
  );
}

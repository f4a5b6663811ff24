import type { UserDataTab } from '@showfloor/core';
import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export function tabId(tab: UserDataTab): string {
  return `user-data-tab-${tab}`;
}

export function panelId(tab: UserDataTab): string {
  return `user-data-panel-${tab}`;
}

/** The tab bar (tabs pattern: arrow keys move between tabs, Home and End jump to the ends). */
export function UserDataTabBar({
  tabs,
  selected,
  onSelect,
}: {
  tabs: readonly UserDataTab[];
  selected: UserDataTab;
  onSelect: (tab: UserDataTab) => void;
}) {
  const { t } = useTranslation();
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.indexOf(selected);
    const targets: Record<string, number> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = targets[event.key];
    const tab = target === undefined ? undefined : tabs[target];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab);
    list.current?.querySelector<HTMLButtonElement>(`#${tabId(tab)}`)?.focus();
  };
  return (
    <div
      ref={list}
      role="tablist"
      className="account-tabs"
      aria-label={t('userData.tabsLabel')}
      onKeyDown={onKeyDown}
    >
      {tabs.map((tab) => (
        <button
          key={tab}
          id={tabId(tab)}
          type="button"
          role="tab"
          aria-selected={tab === selected}
          aria-controls={panelId(tab)}
          tabIndex={tab === selected ? 0 : -1}
          onClick={() => onSelect(tab)}
        >
          {t(`userData.tabs.${tab}`)}
        </button>
      ))}
    </div>
  );
}

import { APP_VERSION } from '@showfloor/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pmrStatusShape } from '../../platform/storage/index.js';
import { useApp } from '../../shell/app-context.js';
import { Icon } from '../../shell/icons.js';
import { UnreadInboxBadge, useUnreadInboxCount } from '../inbox/index.js';
import { useIsLoggedIn } from '../login/index.js';
import { useProfileKey } from '../profiles/index.js';
import { type MenuEntry, sideMenuEntries } from './menu-entries.js';

/**
 * The side menu (spec core §2): page entries, external links, the PMR toggle and the version line,
 * in a modal drawer so that focus stays inside until it closes and returns to the menu button.
 */
export function SideMenu({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { services, config, language, router } = useApp();
  const profileKey = useProfileKey();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [isPmr, setPmr] = useState(() => services.storage.read(pmrStatusShape));
  const unreadMessages = useUnreadInboxCount();
  const isLoggedIn = useIsLoggedIn();
  const entries = sideMenuEntries(config, {
    profileKey,
    isLoggedIn,
    language,
  });

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  const open = (entry: MenuEntry) => {
    onClose();
    if (entry.target.kind === 'route') router.navigate(entry.target.route);
  };

  const togglePmr = () => {
    const next = !isPmr;
    services.storage.write(pmrStatusShape, next);
    setPmr(next);
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a mouse shortcut; keyboard users close with Escape or the close button.
    <dialog
      ref={dialog}
      className="side-menu"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself: close, as a drawer does.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="side-menu-panel">
        <div className="side-menu-header">
          <h2 id={titleId}>{t('menu.title')}</h2>
          <button type="button" className="toolbar-button" aria-label={t('menu.close')} onClick={onClose}>
            <Icon name="close" />
          </button>
        </div>
        <nav aria-labelledby={titleId}>
          <ul className="side-menu-entries">
            {entries.map((entry) => (
              <li key={entry.id}>
                {entry.target.kind === 'link' ? (
                  <a
                    href={entry.target.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="side-menu-entry"
                  >
                    <Icon name={entry.icon} />
                    <span>{t(entry.labelKey)}</span>
                    <span className="visually-hidden">{t('menu.opensExternal')}</span>
                  </a>
                ) : (
                  <button
                    type="button"
                    className="side-menu-entry"
                    aria-label={
                      entry.id === 'inbox' && unreadMessages > 0
                        ? t('inbox.menuLabel', { label: t(entry.labelKey), count: unreadMessages })
                        : undefined
                    }
                    onClick={() => open(entry)}
                  >
                    <Icon name={entry.icon} />
                    <span>{t(entry.labelKey)}</span>
                    {entry.id === 'inbox' ? <UnreadInboxBadge count={unreadMessages} /> : null}
                  </button>
                )}
              </li>
            ))}
            <li>
              <button
                type="button"
                role="switch"
                aria-checked={isPmr}
                className="side-menu-entry side-menu-toggle"
                onClick={togglePmr}
              >
                <Icon name="accessible" />
                <span>{t('menu.pmr')}</span>
                <span className="toggle-state" aria-hidden="true">
                  {isPmr ? t('menu.on') : t('menu.off')}
                </span>
              </button>
            </li>
          </ul>
        </nav>
        <p className="side-menu-version">{t('menu.version', { version: APP_VERSION })}</p>
      </div>
    </dialog>
  );
}

import { isUpdateInProgress } from '@showfloor/core';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveQuery } from '../../platform/local-db/index.js';
import { useApp } from '../../shell/app-context.js';
import { Icon, LanguageSwitch } from '../../shell/index.js';
import { prepareMapWhenIdle } from '../map/index.js';
import { textIn } from '../navigation/index.js';
import { useProfileGate } from '../profiles/index.js';
import { UpdaterPanel } from '../updater/index.js';
import { AdBanner } from './ad-banner.js';
import { HomeContents } from './home-contents.js';
import { homeTiles } from './home-tiles.js';
import { HomeToolbar } from './home-toolbar.js';
import { PromoBar } from './promo-bar.js';

/**
 * Spec core §2 "Home": toolbar, ad banners around the tiles, the promo bar, then the data on the
 * device (version, updates, language and, one click away, what it holds). Every figure comes from
 * IndexedDB through live queries, so it changes the moment an update commits.
 */
export function HomePage() {
  const { t } = useTranslation();
  const { services, config, language, router } = useApp();
  const isRedirecting = useProfileGate();
  if (isRedirecting) return null;
  const showName = textIn(config?.name, language) ?? t('app.name');
  return (
    <>
      <HomeToolbar title={showName} />
      <main id="main" className="home" tabIndex={-1}>
        <AdBanner placement="home-top" />
        <nav aria-label={t('homePage.tilesLabel')}>
          <ul className="home-tiles">
            {homeTiles(config, language).map((tile) => (
              <li key={tile.id}>
                {tile.target.kind === 'link' ? (
                  <a className="home-tile" href={tile.target.href} target="_blank" rel="noopener noreferrer">
                    <Icon name={tile.icon} />
                    <span>{t(tile.labelKey)}</span>
                    <span className="visually-hidden">{t('menu.opensExternal')}</span>
                  </a>
                ) : (
                  <button
                    type="button"
                    className="home-tile"
                    data-testid={`tile-${tile.id}`}
                    onClick={() => tile.target.kind === 'route' && router.navigate(tile.target.route)}
                  >
                    <Icon name={tile.icon} />
                    <span>{t(tile.labelKey)}</span>
                  </button>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <AdBanner placement="home-bottom" />
        <PromoBar />
        <section className="home-data" aria-labelledby="home-data-title">
          <h2 id="home-data-title">{t('homePage.dataTitle')}</h2>
          <LanguageSwitch
            languages={config?.languages ?? ['fr', 'en']}
            current={language}
            onChange={services.setLanguage}
          />
          <HomeDataStatus />
        </section>
      </main>
    </>
  );
}

/**
 * The data's version, the updater's panel and what the device holds: the parts of home that follow
 * the data and the updater, in their own component so that a change of either re-renders only them,
 * not the toolbar and the tiles (home's start sees several: the version read, then the update check).
 */
function HomeDataStatus() {
  const { t } = useTranslation();
  const { services, language } = useApp();
  const { catalog, updater } = services;
  const meta = useLiveQuery(() => catalog.readMeta().catch(() => null), 'meta');
  const version = meta?.version;
  // Each data version on the device, once home is idle (see prepareMapWhenIdle).
  useEffect(
    () => (version === undefined ? undefined : prepareMapWhenIdle(catalog, language)),
    [catalog, language, version],
  );
  const updaterState = useSyncExternalStore(updater.subscribe, () => updater.getSnapshot().state);
  const isFirstDownload = meta === null && isUpdateInProgress(updaterState);
  return (
    <>
      {/* While the first download runs, home says so rather than "no data" beside the tiles it shows. */}
      <p className="data-version">
        {meta ? (
          <>
            {t('home.dataVersion')} <span data-testid="data-version">{meta.version}</span>
          </>
        ) : isFirstDownload ? (
          t('home.firstDownload')
        ) : (
          t('home.noDataVersion')
        )}
      </p>
      <UpdaterPanel updater={updater} hasData={meta !== null} />
      <HomeContents isFirstDownload={isFirstDownload} />
    </>
  );
}

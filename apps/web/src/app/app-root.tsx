import type { Language, Route } from '@showfloor/core';
import {
  type ReactNode,
  Suspense,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
} from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { CalendarFeedSync } from '../features/favorites/index.js';
import { LayoutSwitchPrompt, useTwoColumnMode } from '../features/layout/index.js';
import { PageToolbar, usePageRedirect } from '../features/navigation/index.js';
import { useUpdateTriggers, WhatChangedNotice } from '../features/updater/index.js';
import { resolveLanguage } from '../i18n/index.js';
import {
  AppContextProvider,
  type AppServices,
  HOME_ROUTE,
  NotificationCenter,
  type PageFrame,
  PageFrameProvider,
  PaneProvider,
} from '../shell/index.js';
import { useAppRouter } from './app-router.js';
import { ErrorBoundary } from './error-boundary.js';
import { PageCodeBoundary } from './page-code-boundary.js';
import { PAGES, preloadPage, preparePage } from './page-registry.js';
import { useLiveConnection } from './use-live-connection.js';

/** The frame of every page but home: the features that fill the shell's slots. */
const PAGE_FRAME: PageFrame = { Toolbar: PageToolbar, useRedirect: usePageRedirect };

function UnavailablePage({ onHome }: { onHome: () => void }) {
  const { t } = useTranslation();
  return (
    <main id="main" className="unavailable">
      <h1>{t('router.unavailable')}</h1>
      <button type="button" onClick={onHome}>
        {t('router.home')}
      </button>
    </main>
  );
}

/** What shows while a page's code arrives; `page` names the page, so that another page starts without the last one's failure. */
function PageSuspense({ page, children }: { page: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <PageCodeBoundary key={page}>
      <Suspense
        fallback={
          <p className="empty-state" role="status">
            {t('app.loading')}
          </p>
        }
      >
        {children}
      </Suspense>
    </PageCodeBoundary>
  );
}

function AppScreens({ services }: { services: AppServices }) {
  const { i18n } = useTranslation();
  const config = useSyncExternalStore(services.config.subscribe, services.config.getSnapshot);
  const twoColumnMode = useTwoColumnMode(config);
  const router = useAppRouter(
    useCallback(
      (route: Route) => preparePage(route.pageKey, route.props, services.catalog),
      [services.catalog],
    ),
    preloadPage,
    twoColumnMode.isActive === true,
  );
  useUpdateTriggers(services.updater, services.api, services.live);
  useLiveConnection(services.live);
  const language: Language = resolveLanguage(i18n.language, config);
  const panes = twoColumnMode.isActive ? router.panes : null;
  // The item beside the list scrolls by itself: each item opened there starts at its top.
  const detailPane = useRef<HTMLDivElement>(null);
  const detailRoute = panes?.detail;
  useLayoutEffect(() => {
    if (detailRoute !== undefined) detailPane.current?.scrollTo(0, 0);
  }, [detailRoute]);
  const Page = PAGES.get(router.route.pageKey);
  const MasterPage = panes ? PAGES.get(panes.master.pageKey) : undefined;
  // One object while none of its parts changes: every screen that reads the context re-renders when it does.
  const context = useMemo(
    () => ({ services, router, config, language }),
    [services, router, config, language],
  );
  return (
    <AppContextProvider value={context}>
      <NotificationCenter store={services.notifications} />
      <PageFrameProvider value={PAGE_FRAME}>
        <CalendarFeedSync />
        <WhatChangedNotice />
        <LayoutSwitchPrompt mode={twoColumnMode} />
        {!Page ? (
          <UnavailablePage onHome={() => router.navigate(HOME_ROUTE)} />
        ) : panes && MasterPage ? (
          <div className="two-columns" data-testid="two-columns">
            {/* The list reads its own route, not the item's, so its toolbar and title stay its own. */}
            <AppContextProvider value={{ ...context, router: { ...router, route: panes.master } }}>
              <PaneProvider value="master">
                <PageSuspense page={panes.master.pageKey}>
                  <MasterPage key={panes.master.pageKey} props={panes.master.props} />
                </PageSuspense>
              </PaneProvider>
            </AppContextProvider>
            <div className="pane-detail" ref={detailPane}>
              <PaneProvider value="detail">
                <PageSuspense page={router.route.pageKey}>
                  <Page key={router.route.pageKey} props={router.route.props} />
                </PageSuspense>
              </PaneProvider>
            </div>
          </div>
        ) : (
          <PageSuspense page={router.route.pageKey}>
            <Page key={router.route.pageKey} props={router.route.props} />
          </PageSuspense>
        )}
      </PageFrameProvider>
    </AppContextProvider>
  );
}

/** The whole app: translations, popups, the screens, and a boundary against crashes. */
export function AppRoot({ services }: { services: AppServices }) {
  return (
    <I18nextProvider i18n={services.i18n}>
      <ErrorBoundary>
        <AppScreens services={services} />
      </ErrorBoundary>
    </I18nextProvider>
  );
}

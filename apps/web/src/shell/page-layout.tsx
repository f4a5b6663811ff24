import type { PageKey } from '@showfloor/core';
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';
import { useApp } from './app-context.js';
import { usePane } from './pane-context.js';
import './page.css';

export interface PageLayoutProps {
  title: string;
  /** Extra toolbar buttons of the page (filter, favorites toggle…), after back and home. */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * What frames every page but home, filled in by the app root: the toolbar (with the menu), and the
 * gates that send a visitor elsewhere first (profile choice, login). The shell draws the frame and
 * knows no feature; the features that make these pieces sit above it.
 */
export interface PageFrame {
  Toolbar: ComponentType<{ title: string; pageKey: PageKey; actions?: ReactNode }>;
  /** True while the page is being left for another (a redirect): nothing of it is drawn. */
  useRedirect(): boolean;
}

const PageFrameContext = createContext<PageFrame | null>(null);

export const PageFrameProvider = PageFrameContext.Provider;

/**
 * The frame of every screen but home: the toolbar with back, home, the title and the menu, then the
 * content. In the two-column mode the list on the left is a labelled region and the item on the
 * right the screen's one main landmark.
 */
export function PageLayout({ title, actions, children }: PageLayoutProps) {
  const { router } = useApp();
  const pane = usePane();
  const frame = useContext(PageFrameContext);
  if (!frame) throw new Error('PageLayout outside <PageFrameProvider>');
  const isRedirecting = frame.useRedirect();
  if (isRedirecting) return null;
  const toolbar = <frame.Toolbar title={title} pageKey={router.route.pageKey} actions={actions} />;
  if (pane === 'master') {
    return (
      <section className="pane-master" aria-label={title}>
        {toolbar}
        <div className="page-content">{children}</div>
      </section>
    );
  }
  return (
    <>
      {toolbar}
      <main id="main" className="page-content" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}

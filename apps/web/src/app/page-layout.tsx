import type { ReactNode } from 'react';
import { usePane } from '../features/layout/index.js';
import { PageToolbar, useLoginGate } from '../features/navigation/index.js';
import { useProfileGate } from '../features/profiles/index.js';
import { useApp } from './app-context.js';

export interface PageLayoutProps {
  title: string;
  /** Extra toolbar buttons of the page (filter, favorites toggle…), after back and home. */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every screen but home: the toolbar with back, home, the title and the menu, then the
 * content. In the two-column mode the list on the left is a labelled region and the item on the
 * right the screen's one main landmark.
 */
export function PageLayout({ title, actions, children }: PageLayoutProps) {
  const { router } = useApp();
  const pane = usePane();
  const isRedirecting = useProfileGate();
  const isRedirectingToLogin = useLoginGate(!isRedirecting);
  if (isRedirecting || isRedirectingToLogin) return null;
  const toolbar = <PageToolbar title={title} pageKey={router.route.pageKey} actions={actions} />;
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

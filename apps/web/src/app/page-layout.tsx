import type { ReactNode } from 'react';
import { PageToolbar } from '../features/navigation/index.js';
import { useProfileGate } from '../features/profiles/index.js';
import { useApp } from './app-context.js';

export interface PageLayoutProps {
  title: string;
  /** Extra toolbar buttons of the page (filter, favorites toggle…), after back and home. */
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of every screen but home: the toolbar with back, home, the title and the menu, then the content. */
export function PageLayout({ title, actions, children }: PageLayoutProps) {
  const { router } = useApp();
  const isRedirecting = useProfileGate();
  if (isRedirecting) return null;
  return (
    <>
      <PageToolbar title={title} pageKey={router.route.pageKey} actions={actions} />
      <main id="main" className="page-content" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}

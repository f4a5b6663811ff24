import { Component, type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { HOME_ROUTE, useApp } from '../shell/index.js';
import { allowPageCodeRetry, PageCodeUnavailableError } from '../shell/page.js';

function PageCodeUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  const { router } = useApp();
  // Back online: the page opens by itself.
  useEffect(() => {
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry]);
  return (
    <main id="main" className="empty-state page-code-unavailable">
      <div role="alert">
        <h1>{t('errors.pageCodeTitle')}</h1>
        <p>{t('errors.pageCodeMessage')}</p>
      </div>
      <button type="button" onClick={onRetry}>
        {t('errors.pageCodeRetry')}
      </button>
      {/* Home's code is always on the device: a way on while this page waits for the network. */}
      <button type="button" onClick={() => router.navigate(HOME_ROUTE)}>
        {t('router.home')}
      </button>
    </main>
  );
}

/**
 * A page whose code cannot be fetched (offline before the page was ever kept for offline use) says
 * so and opens once the network is back, instead of the crash screen: nothing is wrong with the app.
 * Any other error goes on to the app's ErrorBoundary.
 */
export class PageCodeBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error };
  }

  private readonly retry = () => {
    allowPageCodeRetry();
    this.setState({ error: undefined });
  };

  override render(): ReactNode {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    if (error instanceof PageCodeUnavailableError) return <PageCodeUnavailable onRetry={this.retry} />;
    // Not this boundary's: on to the app's ErrorBoundary and its crash screen.
    throw error;
  }
}

import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function ErrorScreen() {
  const { t } = useTranslation();
  return (
    <main id="main" className="error-screen">
      <div role="alert">
        <h1>{t('errors.title')}</h1>
        <p>{t('errors.message')}</p>
      </div>
      <button type="button" onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </button>
    </main>
  );
}

/** Keeps a crash in one screen from leaving a blank page: the user gets a message and a way out. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('screen crashed', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}

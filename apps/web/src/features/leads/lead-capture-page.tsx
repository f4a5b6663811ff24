import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QrViewfinder, useQrCamera } from '../../platform/camera/index.js';
import { useApp } from '../../shell/app-context.js';
import { PageLayout } from '../../shell/page-layout.js';
import { ContactFormScreen } from './contact-form-screen.js';
import { DisclaimerScreen } from './disclaimer-screen.js';
import type { LeadCaptureController } from './lead-capture-controller.js';
import { LeadListScreen } from './lead-list-screen.js';
import { LeadMenuScreen } from './lead-menu-screen.js';
import { LicenceScreen } from './licence-screen.js';
import { ScanDebugView } from './scan-debug-view.js';
import { useLeadCaptureController, useLeadCaptureView } from './use-lead-capture.js';
import '../../shell/contact-screens.css';
import './leads.css';

/** Read-only pages opened from the licence screen or the menu; they return where they came from. */
type Aside = 'terms' | 'disclaimer' | 'debug' | null;

/** The lead-capture module (page 'klipso-leads'): the core machine's screen, drawn. */
export function LeadCapturePage() {
  const { t } = useTranslation();
  const controller = useLeadCaptureController();
  // The first visit fetches the controller's code: the page shows empty meanwhile, as it does
  // while the controller reads the device's leads.
  if (!controller) {
    return (
      <PageLayout title={t('leads.title')}>
        <div className="leads-page" />
      </PageLayout>
    );
  }
  return <LeadCaptureScreens controller={controller} />;
}

function LeadCaptureScreens({ controller }: { controller: LeadCaptureController }) {
  const { t } = useTranslation();
  const { services } = useApp();
  const view = useLeadCaptureView(controller);
  const [aside, setAside] = useState<Aside>(null);
  const camera = useQrCamera();
  useEffect(() => {
    void camera.prepare();
  }, [camera]);
  const { state } = view;
  const now = services.clock.now();

  const content = (() => {
    if (view.isOpenElsewhere) {
      return (
        <section className="leads-screen" role="status" data-testid="leads-elsewhere">
          <h2>{t('leads.elsewhere.title')}</h2>
          <p>{t('leads.elsewhere.text')}</p>
        </section>
      );
    }
    if (!state) return null;
    if (aside === 'disclaimer') return <DisclaimerScreen onAccept={() => setAside(null)} />;
    if (aside === 'terms') {
      return (
        <section className="leads-screen">
          <h2>{t('leads.menu.terms')}</h2>
          <p>{t('leads.menu.termsText')}</p>
          <button type="button" className="leads-secondary" onClick={() => setAside(null)}>
            {t('leads.menu.back')}
          </button>
        </section>
      );
    }
    if (aside === 'debug') return <ScanDebugView lastScan={view.lastScan} onBack={() => setAside(null)} />;
    switch (state.screen) {
      case 'disclaimer':
        return <DisclaimerScreen onAccept={() => void controller.dispatch({ type: 'acceptDisclaimer' })} />;
      case 'licence':
        return (
          <LicenceScreen
            isRegistering={state.isRegistering}
            onSubmit={(userName, licence) =>
              void controller.dispatch({ type: 'submitLicence', userName, licence })
            }
            onShowTerms={() => setAside('terms')}
          />
        );
      case 'form':
        return state.context && state.form ? (
          <ContactFormScreen
            key={state.form.code}
            context={state.context}
            form={state.form}
            existing={state.contacts.find((contact) => contact.code === state.form?.code)}
            loadPhoto={controller.loadPhoto}
            onSave={(values, photo) => void controller.saveContact(values, photo)}
            onClose={() => void controller.dispatch({ type: 'closeForm' })}
          />
        ) : null;
      case 'menu':
        return state.context ? (
          <LeadMenuScreen
            context={state.context}
            notSynchronised={state.contacts.filter((contact) => !contact.isSync).length}
            onReset={() => void controller.resetLicence()}
            onShowTerms={() => setAside('terms')}
            onShowDisclaimer={() => setAside('disclaimer')}
            onShowDebug={() => setAside('debug')}
            onBack={() => void controller.dispatch({ type: 'back' })}
          />
        ) : null;
      case 'list':
      case 'search':
        return (
          <LeadListScreen
            state={state}
            now={now}
            isSearching={state.screen === 'search'}
            onScan={() => void controller.dispatch({ type: 'scan', now: services.clock.now() })}
            onSync={() => void controller.sync({ isUserRequested: true })}
            onOpenMenu={() => void controller.dispatch({ type: 'openMenu' })}
            onOpenSearch={() => void controller.dispatch({ type: 'openSearch' })}
            onCloseSearch={() => void controller.dispatch({ type: 'back' })}
          />
        );
    }
  })();

  return (
    <PageLayout title={t('leads.title')}>
      <div className="leads-page">{content}</div>
      {view.isScanning ? (
        <QrViewfinder
          onOutcome={(outcome) => void controller.scanEnded(outcome)}
          labels={{
            title: t('leads.list.scan'),
            hint: t('leads.scanner.hint'),
            cancel: t('leads.scanner.cancel'),
          }}
        />
      ) : null}
    </PageLayout>
  );
}

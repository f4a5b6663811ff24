import { LEADS_MODULE_VERSION_LABEL, type LeadContext } from '@showfloor/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface LeadMenuScreenProps {
  context: LeadContext;
  notSynchronised: number;
  onReset(): void;
  onShowTerms(): void;
  onShowDisclaimer(): void;
  onShowDebug(): void;
  onBack(): void;
}

/** Screen 5: who is registered, the licence reset (confirmed, naming what would be lost), terms, disclaimer, version. */
export function LeadMenuScreen(props: LeadMenuScreenProps) {
  const { context, notSynchronised } = props;
  const { t } = useTranslation();
  const [isConfirming, setConfirming] = useState(false);
  return (
    <section className="leads-screen leads-menu" aria-labelledby="leads-menu-title">
      <h2 id="leads-menu-title">{t('leads.menu.title')}</h2>
      <dl className="leads-identity">
        <div>
          <dt>{t('leads.menu.userName')}</dt>
          <dd>{context.userName}</dd>
        </div>
        <div>
          <dt>{t('leads.menu.licence')}</dt>
          <dd>{context.licence}</dd>
        </div>
        <div>
          <dt>{t('leads.menu.exhibitor')}</dt>
          <dd>{context.exhibitorName}</dd>
        </div>
      </dl>
      <ul className="leads-menu-entries">
        <li>
          <button type="button" onClick={() => setConfirming(true)}>
            {t('leads.menu.reset')}
          </button>
        </li>
        <li>
          <button type="button" onClick={props.onShowTerms}>
            {t('leads.menu.terms')}
          </button>
        </li>
        <li>
          <button type="button" onClick={props.onShowDisclaimer}>
            {t('leads.menu.disclaimer')}
          </button>
        </li>
        <li>
          <button type="button" onClick={props.onShowDebug}>
            {t('leads.menu.debug')}
          </button>
        </li>
        <li>
          <button type="button" onClick={props.onBack}>
            {t('leads.menu.back')}
          </button>
        </li>
      </ul>
      {isConfirming ? (
        <div className="leads-confirm" role="alertdialog" aria-labelledby="leads-reset-text">
          <p id="leads-reset-text">
            {t('leads.menu.resetConfirm')}
            {notSynchronised > 0 ? ` ${t('leads.menu.resetConfirmPending', { count: notSynchronised })}` : ''}
          </p>
          <div className="leads-actions">
            <button type="button" className="leads-secondary" onClick={() => setConfirming(false)}>
              {t('leads.form.cancel')}
            </button>
            <button type="button" className="leads-danger" onClick={props.onReset}>
              {t('leads.menu.resetConfirmAction')}
            </button>
          </div>
        </div>
      ) : null}
      <p className="leads-version">{t('leads.menu.version', { version: LEADS_MODULE_VERSION_LABEL })}</p>
    </section>
  );
}

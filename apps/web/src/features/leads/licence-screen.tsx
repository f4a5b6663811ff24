import { LEAD_LICENCE_LENGTH, readScannedLicence, sanitizeUserName } from '@showfloor/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type QrScanOutcome, QrViewfinder } from '../../platform/camera/index.js';
import { useApp } from '../../shell/app-context.js';

export interface LicenceScreenProps {
  isRegistering: boolean;
  onSubmit(userName: string, licence: string): void;
  onShowTerms(): void;
}

/**
 * Screen 2: user name and licence (typed or scanned from its QR code). The user name keeps letters
 * and digits only, with a warning while the typed text holds others; the core machine checks the rest.
 */
export function LicenceScreen({ isRegistering, onSubmit, onShowTerms }: LicenceScreenProps) {
  const { t } = useTranslation();
  const { services } = useApp();
  const [userName, setUserName] = useState('');
  const [isUserNameAltered, setUserNameAltered] = useState(false);
  const [licence, setLicence] = useState('');
  const [isScanning, setScanning] = useState(false);

  const warn = (message: string) =>
    services.notifications.add({ message: `leads.notify.${message}`, level: 'warning' });

  const onScanned = (outcome: QrScanOutcome) => {
    setScanning(false);
    if (outcome.kind === 'cancelled') return;
    if (outcome.kind === 'denied') return warn('scanDenied');
    if (outcome.kind === 'error') return warn('scanError');
    const scanned = readScannedLicence(outcome.text);
    if (scanned.ok) setLicence(scanned.licence);
    else warn(scanned.warning);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(sanitizeUserName(userName).value, licence);
  };

  return (
    <form className="leads-screen leads-licence" onSubmit={submit} noValidate>
      <label className="leads-field">
        <span>{t('leads.licence.userName')}</span>
        <input
          name="userName"
          autoComplete="username"
          value={userName}
          aria-describedby={isUserNameAltered ? 'leads-username-warning' : undefined}
          onChange={(event) => {
            setUserName(event.target.value);
            setUserNameAltered(sanitizeUserName(event.target.value).wouldBeAltered);
          }}
        />
      </label>
      {isUserNameAltered ? (
        <p id="leads-username-warning" className="leads-warning" role="status">
          {t('leads.licence.userNameAltered')}
        </p>
      ) : null}
      <label className="leads-field">
        <span>{t('leads.licence.licence')}</span>
        <input
          name="licence"
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={LEAD_LICENCE_LENGTH}
          value={licence}
          aria-describedby="leads-licence-hint"
          onChange={(event) => setLicence(event.target.value.trim())}
        />
      </label>
      <p id="leads-licence-hint" className="leads-hint">
        {t('leads.licence.licenceHint')}
      </p>
      <div className="leads-actions">
        <button type="button" className="leads-secondary" onClick={() => setScanning(true)}>
          {t('leads.licence.scan')}
        </button>
        <button type="submit" className="leads-primary" disabled={isRegistering}>
          {isRegistering ? t('leads.licence.registering') : t('leads.licence.submit')}
        </button>
      </div>
      <button type="button" className="leads-link" onClick={onShowTerms}>
        {t('leads.licence.terms')}
      </button>
      {isScanning ? (
        <QrViewfinder
          onOutcome={onScanned}
          labels={{
            title: t('leads.licence.scan'),
            hint: t('leads.scanner.hint'),
            cancel: t('leads.scanner.cancel'),
          }}
        />
      ) : null}
    </form>
  );
}

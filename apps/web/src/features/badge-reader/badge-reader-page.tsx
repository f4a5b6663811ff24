import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type QrScanOutcome, QrViewfinder, useQrCamera } from '../../platform/camera/index.js';
import { scanDisclaimerShape } from '../../platform/storage/index.js';
import { useApp } from '../../shell/app-context.js';
import { PageLayout } from '../../shell/page-layout.js';
import { downloadFile } from '../exports/index.js';
import { useIsLoggedIn } from '../login/index.js';
import { readBadgeReaderScan } from './badge-reader-scan.js';
import { ScannedContactForm } from './scanned-contact-form.js';
import { scannedContactOwner } from './scanned-contact-owner.js';
import { DexieScannedContactStore, type ScannedContact } from './scanned-contact-store.js';
import { scannedContactVCard } from './scanned-contact-vcard.js';
import '../../shell/contact-screens.css';

const contactStore = new DexieScannedContactStore();

/**
 * The visitor's badge reader (modules §2, §4): login required, then the disclaimer, a scan of a signed
 * badge, the contact form and a save that updates a contact scanned before. Contacts stay on the device.
 */
export function BadgeReaderPage() {
  const { t } = useTranslation();
  const { services, config, router } = useApp();
  const isLoggedIn = useIsLoggedIn();
  const owner = useMemo(() => scannedContactOwner(services.account), [services.account]);
  const [isDisclaimerAccepted, setDisclaimerAccepted] = useState(() =>
    services.storage.read(scanDisclaimerShape),
  );
  const [contacts, setContacts] = useState<ScannedContact[]>([]);
  const [isScanning, setScanning] = useState(false);
  const [editing, setEditing] = useState<ScannedContact | null>(null);
  const camera = useQrCamera();
  useEffect(() => {
    void camera.prepare();
  }, [camera]);

  useEffect(() => {
    if (isLoggedIn) return;
    services.notifications.add({ message: 'badgeReader.loginRequired', level: 'warning' });
    router.navigate({
      pageKey: 'login',
      props: { next: { pageKey: 'klipso-leads', props: { scan: true } } },
    });
  }, [isLoggedIn, router, services.notifications]);

  const reload = useCallback(async () => {
    if (owner) setContacts(await contactStore.list(owner));
  }, [owner]);
  useEffect(() => {
    void reload();
  }, [reload]);

  if (!isLoggedIn || !owner) return null;

  const onScanned = async (outcome: QrScanOutcome) => {
    setScanning(false);
    const badges = config?.badges;
    const options = badges ? { publicKey: badges.publicKey, showId: badges.showId } : { publicKey: null };
    const scan = await readBadgeReaderScan(
      outcome,
      options,
      (id) => contactStore.get(owner, id),
      services.clock.now(),
    );
    if (scan.kind === 'contact') setEditing(scan.contact);
    if (scan.kind === 'message') {
      services.notifications.add({ message: `badgeReader.notify.${scan.message}`, level: 'warning' });
    }
  };

  const saveVCard = (contact: ScannedContact) => {
    const { text, fileName } = scannedContactVCard(contact);
    downloadFile(text, fileName, 'text/vcard;charset=utf-8');
  };

  const save = async (contact: ScannedContact) => {
    await contactStore.save(owner, contact);
    setEditing(null);
    await reload();
    services.notifications.add({ message: 'badgeReader.notify.saved', level: 'success' });
  };

  return (
    <PageLayout title={t('badgeReader.title')}>
      <div className="leads-page">
        {!isDisclaimerAccepted ? (
          <section className="leads-screen" aria-labelledby="badge-reader-disclaimer">
            <h2 id="badge-reader-disclaimer">{t('badgeReader.disclaimerTitle')}</h2>
            <p>{t('badgeReader.disclaimer')}</p>
            <button
              type="button"
              className="leads-primary"
              onClick={() => {
                services.storage.write(scanDisclaimerShape, true);
                setDisclaimerAccepted(true);
              }}
            >
              {t('badgeReader.accept')}
            </button>
          </section>
        ) : editing ? (
          <ScannedContactForm
            contact={editing}
            onSave={(contact) => void save(contact)}
            onCancel={() => setEditing(null)}
          />
        ) : (
          <section className="leads-screen" aria-labelledby="badge-reader-list">
            <h2 id="badge-reader-list">{t('badgeReader.contacts', { count: contacts.length })}</h2>
            <button type="button" className="leads-primary" onClick={() => setScanning(true)}>
              {t('badgeReader.scan')}
            </button>
            {contacts.length === 0 ? <p className="leads-empty">{t('badgeReader.empty')}</p> : null}
            <ul className="leads-contacts">
              {contacts.map((contact) => {
                const name = [contact.firstName, contact.lastName].filter(Boolean).join(' ') || contact.id;
                return (
                  <li
                    key={contact.id}
                    className="leads-contact"
                    data-testid={`scanned-contact-${contact.id}`}
                  >
                    <button type="button" className="leads-link" onClick={() => setEditing(contact)}>
                      {name}
                    </button>
                    <span className="leads-contact-company">{contact.organizationName}</span>
                    <button
                      type="button"
                      className="leads-secondary"
                      aria-label={t('badgeReader.saveVCardOf', { name })}
                      onClick={() => saveVCard(contact)}
                    >
                      {t('badgeReader.saveVCard')}
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        )}
      </div>
      {isScanning ? (
        <QrViewfinder
          onOutcome={(outcome) => void onScanned(outcome)}
          labels={{
            title: t('badgeReader.scan'),
            hint: t('leads.scanner.hint'),
            cancel: t('leads.scanner.cancel'),
          }}
        />
      ) : null}
    </PageLayout>
  );
}

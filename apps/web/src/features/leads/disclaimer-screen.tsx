import { useTranslation } from 'react-i18next';

/** Screen 1 (modules §2): the disclaimer, accepted once per device. */
export function DisclaimerScreen({ onAccept }: { onAccept?: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="leads-screen leads-disclaimer" aria-labelledby="leads-disclaimer-title">
      <h2 id="leads-disclaimer-title">{t('leads.disclaimer.title')}</h2>
      <p>{t('leads.disclaimer.text')}</p>
      {onAccept ? (
        <button type="button" className="leads-primary" onClick={onAccept}>
          {t('leads.disclaimer.accept')}
        </button>
      ) : null}
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import type { LastScan } from './lead-capture-controller.js';

/** Screen 6: what the last scan read and how it was understood, for support at the stand. */
export function ScanDebugView({ lastScan, onBack }: { lastScan: LastScan | null; onBack(): void }) {
  const { t } = useTranslation();
  const result = lastScan?.result;
  return (
    <section className="leads-screen leads-debug" aria-labelledby="leads-debug-title">
      <h2 id="leads-debug-title">{t('leads.debug.title')}</h2>
      {!lastScan || !result ? (
        <p>{t('leads.debug.none')}</p>
      ) : (
        <dl className="leads-identity">
          <div>
            <dt>{t('leads.debug.text')}</dt>
            <dd className="leads-debug-text">{lastScan.text}</dd>
          </div>
          <div>
            <dt>{t('leads.debug.result')}</dt>
            <dd>{result.ok ? 'OK' : result.error}</dd>
          </div>
          {result.ok ? (
            <>
              <div>
                <dt>{t('leads.debug.format')}</dt>
                <dd>{result.badge.format}</dd>
              </div>
              <div>
                <dt>{t('leads.debug.code')}</dt>
                <dd>{result.badge.code}</dd>
              </div>
              <div>
                <dt>{t('leads.debug.values')}</dt>
                <dd className="leads-debug-text">{JSON.stringify(result.badge.values, null, 1)}</dd>
              </div>
            </>
          ) : null}
        </dl>
      )}
      <button type="button" className="leads-secondary" onClick={onBack}>
        {t('leads.menu.back')}
      </button>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { useApp } from '../../shell/app-context.js';
import { textIn } from '../navigation/index.js';

/** The bar with the promo link and, when configured for the language, the terms of use (spec core §2). */
export function PromoBar() {
  const { t } = useTranslation();
  const { config, language } = useApp();
  const promoLabel = textIn(config?.promo?.label, language);
  const terms = config?.termsUrl?.[language];
  if (!config?.promo && !terms) return null;
  return (
    <footer className="promo-bar">
      {config?.promo && promoLabel ? (
        <a href={config.promo.url} target="_blank" rel="noopener noreferrer">
          {promoLabel}
        </a>
      ) : null}
      {terms ? (
        <a href={terms} target="_blank" rel="noopener noreferrer">
          {t('menu.terms')}
        </a>
      ) : null}
    </footer>
  );
}

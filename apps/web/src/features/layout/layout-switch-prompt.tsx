import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TwoColumnMode } from './use-two-column-mode.js';

/** Asks before reloading into the other layout; saying no keeps the current one until the next change. */
export function LayoutSwitchPrompt({ mode }: { mode: TwoColumnMode }) {
  const { t } = useTranslation();
  const titleId = useId();
  if (!mode.isSwitchPending) return null;
  return (
    <div className="layout-switch" role="alertdialog" aria-labelledby={titleId} data-testid="layout-switch">
      <p id={titleId}>{mode.isActive ? t('layout.toOneColumn') : t('layout.toTwoColumns')}</p>
      <div className="layout-switch-actions">
        <button type="button" onClick={mode.reload}>
          {t('layout.reload')}
        </button>
        <button type="button" onClick={mode.dismiss}>
          {t('layout.later')}
        </button>
      </div>
    </div>
  );
}

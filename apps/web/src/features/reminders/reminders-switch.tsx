import { reminderLeadMinutesOf } from '@showfloor/core';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../shell/app-context.js';
import { useLazyService } from '../../shell/lazy-service.js';
import type { ReminderController } from './reminder-controller.js';
import './reminders.css';

/**
 * "Session reminders" on the favorites page (spec modules §9): a switch, kept on this device, that
 * turns off every reminder of a favorite session, in the app and by push. Its description says
 * how long before a session the reminder comes.
 */
export function RemindersSwitch() {
  const reminders = useLazyService(useApp().services.reminders);
  return reminders === undefined ? null : <RemindersSwitchOf reminders={reminders} />;
}

function RemindersSwitchOf({ reminders }: { reminders: ReminderController }) {
  const { t } = useTranslation();
  const { config } = useApp();
  const isOn = useSyncExternalStore(reminders.subscribe, reminders.getIsOn);
  return (
    <div className="reminders-setting">
      <button
        type="button"
        role="switch"
        aria-checked={isOn}
        aria-describedby="reminders-explain"
        className="reminders-switch"
        data-testid="reminders-switch"
        onClick={() => reminders.setIsOn(!isOn)}
      >
        <span>{t('reminders.switch')}</span>
        <span className="toggle-state" aria-hidden="true">
          {isOn ? t('reminders.on') : t('reminders.off')}
        </span>
      </button>
      <p id="reminders-explain" className="reminders-explain">
        {t('reminders.explain', { count: reminderLeadMinutesOf(config) })}
      </p>
    </div>
  );
}

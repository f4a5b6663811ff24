import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../shell/app-context.js';
import { useProfileKey } from '../profiles/index.js';
import { httpInboxCalls } from './inbox-api.js';
import { currentPushState, disableWebPush, enableWebPush, type PushState } from './web-push-subscription.js';

/**
 * "Receive notifications" (spec core §1: push is a feature of the configuration): a switch that
 * subscribes this browser to Web Push, or unsubscribes it. A refusal or a failure is said in words
 * next to it; the inbox keeps working by fetch either way.
 */
export function PushSwitch() {
  const { t } = useTranslation();
  const { services } = useApp();
  const profile = useProfileKey();
  const calls = useMemo(() => httpInboxCalls(services.api, services.storage), [services]);
  const [state, setState] = useState<PushState>('unknown');
  const [isBusy, setBusy] = useState(false);
  const [hasFailed, setFailed] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    void currentPushState()
      .catch((): PushState => 'off')
      .then((next) => {
        if (isCurrent) setState(next);
      });
    return () => {
      isCurrent = false;
    };
  }, []);

  if (state === 'unsupported') return null;
  const isOn = state === 'on';

  const toggle = async () => {
    setBusy(true);
    setFailed(false);
    try {
      setState(isOn ? await disableWebPush(calls) : await enableWebPush(calls, profile));
    } catch (error) {
      console.warn('push: the subscription could not be changed', error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="inbox-push">
      <button
        type="button"
        role="switch"
        aria-checked={isOn}
        aria-describedby="inbox-push-status"
        className="inbox-push-switch"
        disabled={isBusy || state === 'unknown' || state === 'blocked'}
        onClick={() => void toggle()}
      >
        <span>{t('inbox.pushSwitch')}</span>
        <span className="toggle-state" aria-hidden="true">
          {isOn ? t('inbox.on') : t('inbox.off')}
        </span>
      </button>
      <p id="inbox-push-status" className="inbox-push-status" role="status">
        {hasFailed ? t('inbox.pushFailed') : state === 'blocked' ? t('inbox.pushBlocked') : ''}
      </p>
    </div>
  );
}

import type { LeadNotification, NotificationLevel } from '@showfloor/core';
import { useEffect, useSyncExternalStore } from 'react';
import { httpLeadCalls } from '../../platform/network/index.js';
import { holdTabLock } from '../../platform/tab-lock/index.js';
import { useApp } from '../../shell/app-context.js';
import type { AppServices } from '../../shell/index.js';
import type { ShowConfigStore } from '../../shell/show-config-store.js';
import { LeadCaptureController, type LeadCaptureView } from './lead-capture-controller.js';
import { leadDevice } from './lead-device.js';
import { DexieLeadStore } from './lead-store.js';

/** The device-wide lock of the tab that uses lead capture. */
const LEAD_CAPTURE_LOCK = 'showfloor-lead-capture';

/** One controller per app: its auto-sync keeps running after the screen is left, so no lead waits for it. */
const controllers = new WeakMap<AppServices, LeadCaptureController>();

function badgeOptionsOf(config: ShowConfigStore) {
  const badges = config.getSnapshot()?.badges;
  return badges ? { publicKey: badges.publicKey, showId: badges.showId } : { publicKey: null };
}

export function leadCaptureControllerOf(services: AppServices): LeadCaptureController {
  let controller = controllers.get(services);
  if (controller) return controller;
  const notify = (message: LeadNotification, level: NotificationLevel, count?: number) => {
    const key = `leads.notify.${message}`;
    // Notifications carry keys without parameters: a counted message travels already translated.
    services.notifications.add({
      message: count === undefined ? key : services.i18n.t(key, { count }),
      level,
    });
  };
  controller = new LeadCaptureController({
    store: new DexieLeadStore(),
    calls: httpLeadCalls(services.api),
    device: leadDevice(services.store),
    notify,
    now: Date.now,
    newGuid: () => crypto.randomUUID(),
    isOnline: () => globalThis.navigator?.onLine !== false,
    badgeOptions: () => badgeOptionsOf(services.config),
    holdDevice: (onWaiting) => holdTabLock(LEAD_CAPTURE_LOCK, onWaiting),
  });
  controllers.set(services, controller);
  void controller.start();
  controller.startAutoSync(window);
  return controller;
}

/** The lead-capture controller of the app and what it shows, re-rendered on every change. */
export function useLeadCapture(): { controller: LeadCaptureController; view: LeadCaptureView } {
  const { services } = useApp();
  const controller = leadCaptureControllerOf(services);
  const view = useSyncExternalStore(controller.subscribe, controller.getSnapshot);
  useEffect(() => {
    void controller.start();
  }, [controller]);
  return { controller, view };
}

import type { LeadNotification, NotificationLevel } from '@showfloor/core';
import { useEffect, useSyncExternalStore } from 'react';
import { httpLeadCalls } from '../../platform/network/index.js';
import { holdTabLock } from '../../platform/tab-lock/index.js';
import { useApp } from '../../shell/app-context.js';
import type { AppServices } from '../../shell/index.js';
import { useLazyService } from '../../shell/lazy-service.js';
import type { ShowConfigStore } from '../../shell/show-config-store.js';
import { LeadCaptureController, type LeadCaptureView } from './lead-capture-controller.js';
import { leadDevice } from './lead-device.js';
import { DexieLeadStore } from './lead-store.js';

/** The device-wide lock of the tab that uses lead capture. */
const LEAD_CAPTURE_LOCK = 'showfloor-lead-capture';

function badgeOptionsOf(config: ShowConfigStore) {
  const badges = config.getSnapshot()?.badges;
  return badges ? { publicKey: badges.publicKey, showId: badges.showId } : { publicKey: null };
}

/** What the controller is built from. */
export type LeadCaptureDeps = Pick<
  AppServices,
  'api' | 'storage' | 'clock' | 'config' | 'notifications' | 'i18n'
>;

/** The app's lead-capture controller, built by the composition root on first use, then started. */
export function createLeadCaptureController(services: LeadCaptureDeps): LeadCaptureController {
  const notify = (message: LeadNotification, level: NotificationLevel, count?: number) => {
    const key = `leads.notify.${message}`;
    // Notifications carry keys without parameters: a counted message travels already translated.
    services.notifications.add({
      message: count === undefined ? key : services.i18n.t(key, { count }),
      level,
    });
  };
  const controller = new LeadCaptureController({
    store: new DexieLeadStore(),
    calls: httpLeadCalls(services.api),
    device: leadDevice(services.storage),
    notify,
    now: services.clock.now,
    newGuid: () => crypto.randomUUID(),
    isOnline: () => globalThis.navigator?.onLine !== false,
    badgeOptions: () => badgeOptionsOf(services.config),
    holdDevice: (onWaiting) => holdTabLock(LEAD_CAPTURE_LOCK, onWaiting),
  });
  void controller.start();
  if (typeof window !== 'undefined') controller.startAutoSync(window);
  return controller;
}

/** The app's lead-capture controller, undefined while its code is fetched on the first visit. */
export function useLeadCaptureController(): LeadCaptureController | undefined {
  return useLazyService(useApp().services.leads);
}

/** What the lead-capture controller shows, re-rendered on every change. */
export function useLeadCaptureView(controller: LeadCaptureController): LeadCaptureView {
  const view = useSyncExternalStore(controller.subscribe, controller.getSnapshot);
  useEffect(() => {
    void controller.start();
  }, [controller]);
  return view;
}

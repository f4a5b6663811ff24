import { useEffect, useRef } from 'react';
import { useApp } from '../../app/app-context.js';
import { HOME_ROUTE } from '../../app/app-router.js';

/**
 * The outdoor map (page googleMap) belongs to the native app (spec core §4, §6: "googleMap …
 * shows a notification outside the native app"). In the browser the user is told so and taken back
 * where they came from, or home when the address was opened directly.
 */
export function OutdoorMapNotice() {
  const { services, router } = useApp();
  const hasLeft = useRef(false);
  useEffect(() => {
    // StrictMode runs effects twice in development: notify and leave once.
    if (hasLeft.current) return;
    hasLeft.current = true;
    services.notifications.add({ message: 'map.outdoorNativeOnly', level: 'info' });
    if (window.history.state?.navIndex > 0) router.back();
    else router.replace(HOME_ROUTE);
  }, [services, router]);
  return null;
}

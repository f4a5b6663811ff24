import { isTwoColumnLayout, type ShowConfig } from '@showfloor/core';
import { useCallback, useEffect, useMemo, useState } from 'react';

export interface TwoColumnMode {
  /** The layout the app was started with; it changes only with a reload (spec core §4). */
  isActive: boolean;
  /** The screen now calls for the other layout: the user is asked to reload. */
  isSwitchPending: boolean;
  reload(): void;
  dismiss(): void;
}

function viewport() {
  return { width: window.innerWidth, height: window.innerHeight };
}

/**
 * The two-column mode of spec core §4: on only when the show enables it, in landscape, at 800 px or
 * wider. The mode is chosen once; when a rotation or a resize calls for the other one, the app
 * offers a reload instead of rebuilding every open screen under the user's fingers.
 */
export function useTwoColumnMode(config: ShowConfig | undefined): TwoColumnMode {
  const isEnabled = config?.features.twoColumns === true;
  // Decided at the first render when the configuration is on the device (no second render of the
  // whole app at start), else as soon as it arrives.
  const [isActive, setActive] = useState<boolean | null>(() =>
    config === undefined ? null : isTwoColumnLayout(isEnabled, viewport()),
  );
  const [isSwitchPending, setSwitchPending] = useState(false);

  useEffect(() => {
    if (config === undefined || isActive !== null) return;
    setActive(isTwoColumnLayout(isEnabled, viewport()));
  }, [config, isEnabled, isActive]);

  useEffect(() => {
    if (isActive === null) return;
    const onResize = () => setSwitchPending(isTwoColumnLayout(isEnabled, viewport()) !== isActive);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [isEnabled, isActive]);

  const reload = useCallback(() => window.location.reload(), []);
  const dismiss = useCallback(() => setSwitchPending(false), []);
  return useMemo(
    () => ({ isActive: isActive === true, isSwitchPending, reload, dismiss }),
    [isActive, isSwitchPending, reload, dismiss],
  );
}

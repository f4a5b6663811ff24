import type { CheckState } from '@showfloor/core';
import { useEffect, useRef } from 'react';

export interface TriStateCheckboxProps {
  state: CheckState;
  label: string;
  /** Extra text read after the label, such as the number of items. */
  description?: string;
  onToggle: (checked: boolean) => void;
}

/**
 * A checkbox with the spec's third, partial state (core §2 "Filter dialog"). A native box keeps
 * keyboard and form behaviour; `indeterminate` draws the partial state and aria-checked="mixed"
 * announces it. Activating a partial box checks it, as desktop tri-state boxes do.
 */
export function TriStateCheckbox({ state, label, description, onToggle }: TriStateCheckboxProps) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (input.current) input.current.indeterminate = state === 'partial';
  }, [state]);
  return (
    <label className={`tri-state tri-state-${state}`}>
      <input
        ref={input}
        type="checkbox"
        className="tri-state-input"
        checked={state === 'selected'}
        aria-checked={state === 'partial' ? 'mixed' : undefined}
        onChange={() => onToggle(state !== 'selected')}
      />
      <span className="tri-state-label">{label}</span>
      {description ? <span className="tri-state-count">{description}</span> : null}
    </label>
  );
}

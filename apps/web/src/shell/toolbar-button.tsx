import type { ReactElement } from 'react';
import { Icon, type IconName } from './icons.js';

export interface ToolbarButtonProps {
  icon: IconName;
  /** The accessible name; the icon alone says nothing to a screen reader. */
  label: string;
  onClick: () => void;
  pressed?: boolean;
  badge?: number;
}

export function ToolbarButton({ icon, label, onClick, pressed, badge }: ToolbarButtonProps): ReactElement {
  return (
    <button
      type="button"
      className="toolbar-button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      onClick={onClick}
    >
      <Icon name={icon} />
      {badge ? (
        <span className="toolbar-badge" aria-hidden="true">
          {badge}
        </span>
      ) : null}
    </button>
  );
}

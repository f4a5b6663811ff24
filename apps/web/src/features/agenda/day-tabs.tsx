import { formatShortShowDay, type Language } from '@showfloor/core';
import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * One tab per day (WAI-ARIA tabs pattern): the selected tab is the only one in the tab order, the
 * arrow keys, Home and End move between days and select them at once.
 */
export function DayTabs({
  days,
  selected,
  language,
  panelId,
  onSelect,
}: {
  days: readonly string[];
  selected: string;
  language: Language;
  panelId: string;
  onSelect: (day: string) => void;
}) {
  const { t } = useTranslation();
  const tabs = useRef(new Map<string, HTMLButtonElement>());
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = days.indexOf(selected);
    const target =
      event.key === 'ArrowRight'
        ? days[(index + 1) % days.length]
        : event.key === 'ArrowLeft'
          ? days[(index - 1 + days.length) % days.length]
          : event.key === 'Home'
            ? days[0]
            : event.key === 'End'
              ? days.at(-1)
              : undefined;
    if (!target) return;
    event.preventDefault();
    onSelect(target);
    tabs.current.get(target)?.focus();
  };
  return (
    <div className="agenda-tabs" role="tablist" aria-label={t('agenda.days')} onKeyDown={move}>
      {days.map((day) => (
        <button
          key={day}
          ref={(element) => {
            if (element) tabs.current.set(day, element);
            else tabs.current.delete(day);
          }}
          type="button"
          role="tab"
          id={`agenda-tab-${day}`}
          aria-selected={day === selected}
          aria-controls={panelId}
          tabIndex={day === selected ? 0 : -1}
          onClick={() => onSelect(day)}
        >
          {formatShortShowDay(day, language)}
        </button>
      ))}
    </div>
  );
}

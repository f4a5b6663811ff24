import { dayAfter, formatShortShowDay, type SynopticBlock, type SynopticGrid } from '@showfloor/core';
import { type CSSProperties, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../shell/app-context.js';
import { RouteLink } from '../../shell/index.js';
import { followNowLine } from './now-line.js';
import { readableTextColor } from './readable-text-color.js';

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function blockStyle(block: SynopticBlock): CSSProperties {
  const width = 100 / block.laneCount;
  return {
    top: `${block.top}px`,
    // A variable, not `height`: a hovered or focused block grows past it to show all its text.
    '--block-height': `${block.height}px`,
    left: `${block.lane * width}%`,
    width: `${width}%`,
    background: block.color,
    color: readableTextColor(block.color),
  } as CSSProperties;
}

/**
 * An event's block. Its accessible name is its visible text (WCAG 2.5.3), title first, then the
 * times and the room a sighted reader gets from the grid; the times are drawn above the title. A
 * compact block (a 5-minute talk) shows one line of title, and all of it when hovered or focused.
 */
function EventBlock({ block, place }: { block: SynopticBlock; place: string }) {
  const title = text(block.event.title);
  const start = text(block.event.start_time);
  const end = text(block.event.end_time);
  const classes = ['agenda-event'];
  if (block.isTopAligned) classes.push('is-top-aligned');
  if (block.isCompact) classes.push('is-compact');
  return (
    <RouteLink
      route={{ pageKey: 'event', props: { id: block.event.id } }}
      className={classes.join(' ')}
      style={blockStyle(block)}
    >
      <span className="agenda-event-title">{title}</span>
      <span className="agenda-event-time">
        <span className="visually-hidden">, </span>
        {start} – {end}
        <span className="visually-hidden">, {place}</span>
      </span>
    </RouteLink>
  );
}

/** Where the "now" line crosses the grid, following the injected clock minute by minute. */
function useNowLineTop(grid: SynopticGrid): number | null {
  const { services, config } = useApp();
  const timeZone = config?.timeZone ?? 'Europe/Paris';
  const [top, setTop] = useState<number | null>(null);
  useEffect(() => followNowLine(services.clock, grid, timeZone, setTop), [services.clock, grid, timeZone]);
  return top;
}

/**
 * The grid of one day (spec modules §2, §9): an hour column, then one column per place, 150 px per
 * hour. The hour column and the place header stay in view while the grid scrolls, so a phone can
 * pan across rooms and hours without losing either. A conference day's night runs on below its
 * evening; its midnight row names the next date, so that 1:00 is not read as that day's morning.
 * On today's grid a line marks the present time.
 */
export function SynopticGridView({ grid }: { grid: SynopticGrid }) {
  const { t } = useTranslation();
  const { language } = useApp();
  const nextDate = formatShortShowDay(dayAfter(grid.day), language);
  const rowHeight = grid.hours.length > 0 ? grid.heightPx / grid.hours.length : 0;
  const nowTop = useNowLineTop(grid);
  return (
    <section className="agenda-scroll" aria-label={t('agenda.gridLabel')}>
      <div className="agenda-grid" style={{ '--agenda-columns': grid.columns.length } as CSSProperties}>
        <div className="agenda-corner" aria-hidden="true" />
        {grid.columns.map((column) => (
          <div key={column.place} className="agenda-place" aria-hidden="true">
            {column.place}
          </div>
        ))}
        <div className="agenda-hours" aria-hidden="true" style={{ height: `${grid.heightPx}px` }}>
          {grid.hours
            .map((hour, index) => ({ hour, top: index * rowHeight }))
            .map(({ hour, top }) => (
              <div key={top} className="agenda-hour" style={{ top: `${top}px`, height: `${rowHeight}px` }}>
                {t('agenda.hour', { hour })}
                {hour === 0 && top > 0 ? <span className="agenda-hour-date">{nextDate}</span> : null}
              </div>
            ))}
          {nowTop === null ? null : (
            <div className="agenda-now" data-testid="agenda-now" style={{ top: `${nowTop}px` }}>
              <span className="agenda-now-label">{t('agenda.now')}</span>
            </div>
          )}
        </div>
        {grid.columns.map((column) => (
          <section
            key={column.place}
            className="agenda-column"
            aria-label={column.place}
            style={{ height: `${grid.heightPx}px`, backgroundSize: `100% ${rowHeight}px` }}
          >
            {column.blocks.map((block) => (
              <EventBlock key={block.event.id} block={block} place={column.place} />
            ))}
            {nowTop === null ? null : (
              <div className="agenda-now" aria-hidden="true" style={{ top: `${nowTop}px` }} />
            )}
          </section>
        ))}
      </div>
    </section>
  );
}

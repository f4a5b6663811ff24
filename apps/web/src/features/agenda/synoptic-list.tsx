import type { SynopticGrid } from '@showfloor/core';
import { RouteLink } from '../../shell/index.js';

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * The same day as the grid, read as a list: one heading per room, its sessions in time order. A
 * screen reader or a narrow screen follows it line by line, where the grid asks for two-way panning.
 * Each link is named by its visible text, then its room (WCAG 2.5.3).
 */
export function SynopticListView({ grid }: { grid: SynopticGrid }) {
  return (
    <div className="agenda-list" data-testid="agenda-list">
      {grid.columns.map((column) => (
        <section key={column.place} aria-label={column.place}>
          <h2 className="agenda-list-place">{column.place}</h2>
          <ul className="related-list">
            {[...column.blocks]
              .sort((a, b) => a.startMinutes - b.startMinutes)
              .map((block) => {
                const title = text(block.event.title);
                const start = text(block.event.start_time);
                const end = text(block.event.end_time);
                return (
                  <li key={block.event.id}>
                    <RouteLink
                      route={{ pageKey: 'event', props: { id: block.event.id } }}
                      className="related-link"
                    >
                      <span className="related-title">{title}</span>
                      <span className="related-subtitle">
                        <span className="visually-hidden">, </span>
                        {start} – {end}
                        <span className="visually-hidden">, {column.place}</span>
                      </span>
                    </RouteLink>
                  </li>
                );
              })}
          </ul>
        </section>
      ))}
    </div>
  );
}

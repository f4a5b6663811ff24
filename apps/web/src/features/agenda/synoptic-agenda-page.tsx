import { defaultSynopticDay, layoutSynopticDay, showDayOf, synopticDays } from '@showfloor/core';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveQuery } from '../../platform/local-db/index.js';
import { useApp } from '../../shell/app-context.js';
import type { PageProps } from '../../shell/page.js';
import { PageLayout } from '../../shell/page-layout.js';
import { DayTabs } from './day-tabs.js';
import { SynopticGridView } from './synoptic-grid.js';
import { SynopticListView } from './synoptic-list.js';

type AgendaView = 'grid' | 'list';

/**
 * The synoptic agenda (spec modules §2): a tab per day, opening on today, else the next day of the
 * show, else its last; places as columns and hours as rows; a click on an event opens it. The
 * events are read live, so a data update redraws the grid. A list view shows the same sessions room
 * by room, for screen readers and for whoever prefers reading to panning.
 */
export function SynopticAgendaPage({ props }: { props: PageProps }) {
  const { t } = useTranslation();
  const { services, config, language } = useApp();
  const events = useLiveQuery(() => services.catalog.listByType('events'), 'synoptic-events');
  const days = useMemo(() => synopticDays(events ?? []), [events]);
  const [chosenDay, setChosenDay] = useState<string | null>(typeof props.day === 'string' ? props.day : null);
  const today = showDayOf(services.clock.now(), config?.timeZone ?? 'Europe/Paris');
  const day = chosenDay && days.includes(chosenDay) ? chosenDay : defaultSynopticDay(days, today);
  const grid = useMemo(() => (day ? layoutSynopticDay(events ?? [], day) : null), [events, day]);
  const [view, setView] = useState<AgendaView>(props.view === 'list' ? 'list' : 'grid');
  const panelId = useId();
  return (
    <PageLayout title={t('agenda.title')}>
      {events === undefined ? (
        <p role="status">{t('app.loading')}</p>
      ) : !day || !grid ? (
        <p data-testid="agenda-empty">{t('agenda.empty')}</p>
      ) : (
        <div className="synoptic-agenda" data-testid="synoptic-agenda">
          <DayTabs days={days} selected={day} language={language} panelId={panelId} onSelect={setChosenDay} />
          <fieldset className="agenda-views">
            <legend className="visually-hidden">{t('agenda.viewLabel')}</legend>
            {(['grid', 'list'] as const).map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={view === option}
                onClick={() => setView(option)}
              >
                {t(`agenda.view.${option}`)}
              </button>
            ))}
          </fieldset>
          <div id={panelId} role="tabpanel" aria-labelledby={`agenda-tab-${day}`}>
            {view === 'grid' ? <SynopticGridView grid={grid} /> : <SynopticListView grid={grid} />}
          </div>
        </div>
      )}
    </PageLayout>
  );
}

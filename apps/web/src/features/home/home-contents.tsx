import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveQuery } from '../../platform/local-db/index.js';
import { useApp } from '../../shell/app-context.js';
import { DataTypeCounts } from './data-type-counts.js';

/**
 * The home page's "what the device holds", folded. Counting reads every key of the local catalog
 * (30,000 on a big show), so it runs only while the section is open, not on every start.
 */
export function HomeContents({ isFirstDownload }: { isFirstDownload: boolean }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  return (
    <details className="home-contents" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t('homePage.about')}</summary>
      {isOpen ? <LiveCounts isFirstDownload={isFirstDownload} /> : null}
    </details>
  );
}

function LiveCounts({ isFirstDownload }: { isFirstDownload: boolean }) {
  const { t } = useTranslation();
  const { services, language } = useApp();
  const counts = useLiveQuery(() => services.catalog.countByType(), 'counts');
  if (counts === undefined) return <p>{t('app.loading')}</p>;
  return isFirstDownload ? null : <DataTypeCounts counts={counts} language={language} />;
}

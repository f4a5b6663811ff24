import { configText, homeTileIds, type Language, type ShowConfig } from '@showfloor/core';
import type { Draft } from './settings-groups.js';
import { type SettingsStrings, settingsStrings } from './settings-strings.js';

/**
 * The fields of the draft the app's home reads, with the importers' defaults: the preview draws
 * whatever the organiser has typed, valid or not yet.
 */
function homeConfigOf(draft: Draft): ShowConfig {
  return {
    name: draft.name,
    startDate: draft.startDate,
    endDate: draft.endDate,
    timeZone: draft.timeZone ?? 'Europe/Paris',
    languages: draft.languages,
    defaultLanguage: draft.defaultLanguage,
    features: draft.features,
    profiles: draft.profiles,
    autoUpdate: false,
    appVersion: '',
    ads: draft.ads ?? [],
    socialmedia: draft.socialmedia ?? {},
    polls: {},
    ...(draft.practicalInfoUrl === undefined ? {} : { practicalInfoUrl: draft.practicalInfoUrl }),
    ...(draft.promo === undefined ? {} : { promo: draft.promo }),
  };
}

function PreviewBanner({
  ad,
  strings,
}: {
  ad: ShowConfig['ads'][number] | undefined;
  strings: SettingsStrings;
}) {
  if (ad === undefined) return null;
  return (
    <div className="preview-banner" style={ad.bgcolor ? { backgroundColor: ad.bgcolor } : undefined}>
      {ad.image === '' ? null : <img src={`/files/assets/${ad.image}`} alt={strings.adBanner} />}
    </div>
  );
}

/**
 * The app's home on a phone, drawn from the draft as edited (console-side, so that the visitor app's
 * code stays out of the console): the show's name, the banners, the tiles core's `homeTileIds` gives
 * the app, the promotion bar.
 */
export function HomePreview({
  draft,
  language,
  strings,
}: {
  draft: Draft;
  language: Language;
  strings: SettingsStrings;
}) {
  const config = homeConfigOf(draft);
  const promo = config.promo === undefined ? undefined : configText(config.promo.label, language);
  return (
    <div className="preview-phone" lang={language} data-testid="home-preview">
      <p className="preview-title">{configText(config.name, language) ?? ''}</p>
      <PreviewBanner ad={config.ads.find((ad) => ad.placement === 'home-top')} strings={strings} />
      <ul className="preview-tiles">
        {homeTileIds(config, language).map((tile) => (
          <li key={tile}>{settingsStrings(language).tiles[tile]}</li>
        ))}
      </ul>
      <PreviewBanner ad={config.ads.find((ad) => ad.placement === 'home-bottom')} strings={strings} />
      {promo === undefined ? null : <p className="preview-promo">{promo}</p>}
    </div>
  );
}

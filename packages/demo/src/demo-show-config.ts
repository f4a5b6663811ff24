import type { FeatureFlag, ShowConfig } from '@showfloor/core';
import type { DemoAsset, DemoShow } from './demo-show.js';
import { addDays, parseIsoDate } from './show-calendar.js';
import { bannerSvg, profileBackgroundSvg, svgAsset } from './svg-assets.js';

/** The access code of the demo's protected exhibitor profile; the back office checks it, nothing publishes it. */
export const DEMO_EXHIBITOR_CODE = '1234';

const ENABLED: readonly FeatureFlag[] = [
  'login',
  'userData',
  'networking',
  'participantSearch',
  'share',
  'notes',
  'social',
  'map',
  'googleMap',
  'push',
  'leads',
  'synopticAgenda',
  'inbox',
  'twoColumns',
  'synchronizedFavorites',
];

const FEATURES: readonly FeatureFlag[] = [
  ...ENABLED,
  'appointments',
  'polls',
  'flightsSchedule',
  'contributionsFeed',
  'contacts',
  'sso',
  'agendaPdf',
  'liveStream',
];

const SITE = 'https://www.agrifoodtech-show.example';

/** The show configuration, the code of its protected profile and the two home banners it advertises. */
export function demoShowConfig(
  start: string,
  days: number,
  sessionCount: number,
): { config: ShowConfig; profileCodes: DemoShow['profileCodes']; assets: DemoAsset[] } {
  const { year } = parseIsoDate(start);
  const features = Object.fromEntries(FEATURES.map((flag) => [flag, ENABLED.includes(flag)])) as Record<
    FeatureFlag,
    boolean
  >;
  const config: ShowConfig = {
    name: { fr: `Salon AgriFood Tech ${year}`, en: `AgriFood Tech Show ${year}` },
    startDate: start,
    endDate: addDays(start, days - 1),
    timeZone: 'Europe/Paris',
    languages: ['fr', 'en'],
    defaultLanguage: 'fr',
    features,
    profiles: [
      {
        key: 'default',
        title: { fr: 'Découvrir le salon', en: 'Discover the show' },
        image: 'profiles/default.svg',
      },
      { key: 'visitor', title: { fr: 'Visiteur', en: 'Visitor' }, image: 'profiles/visitor.svg' },
      {
        key: 'exhibitor',
        title: { fr: 'Exposant', en: 'Exhibitor' },
        label: { fr: 'Code exposant requis', en: 'Exhibitor code required' },
        protected: true,
        image: 'profiles/exhibitor.svg',
      },
      { key: 'press', title: { fr: 'Presse', en: 'Press' }, image: 'profiles/press.svg' },
    ],
    autoUpdate: false,
    appVersion: '2.0.1',
    promo: {
      label: { fr: 'Réservez votre stand pour l’édition suivante', en: 'Book your stand for next year' },
      url: `${SITE}/exposer`,
    },
    termsUrl: { fr: `${SITE}/fr/cgu`, en: `${SITE}/en/terms` },
    forgottenPasswordUrl: { fr: `${SITE}/fr/mot-de-passe-oublie`, en: `${SITE}/en/forgotten-password` },
    createAccountUrl: { fr: `${SITE}/fr/inscription`, en: `${SITE}/en/register` },
    // The registration system's badge page of each visitor, shown in the user-data page's badge tab.
    userBadgeUrl: { fr: `${SITE}/fr/badge?participant={id}`, en: `${SITE}/en/badge?participant={id}` },
    // Sessions are checked (and the profile refreshed) every 15 minutes.
    autologinDelay: 900,
    practicalInfoUrl: { fr: `${SITE}/fr/infos-pratiques`, en: `${SITE}/en/practical-information` },
    ads: [
      {
        id: 'ad-home-top',
        image: 'ads/home-top.svg',
        link: { fr: `${SITE}/fr/conferences`, en: `${SITE}/en/conferences` },
        bgcolor: '#1f6fb2',
        placement: 'home-top',
      },
      {
        id: 'ad-home-bottom',
        image: 'ads/home-bottom.svg',
        link: { fr: `${SITE}/fr/trophees`, en: `${SITE}/en/awards` },
        bgcolor: '#2e8b57',
        placement: 'home-bottom',
      },
    ],
    socialmedia: {
      twitter: 'https://twitter.com/agrifoodtechshow',
      facebook: 'https://www.facebook.com/agrifoodtechshow',
      instagram: 'https://www.instagram.com/agrifoodtechshow',
      linkedin: 'https://www.linkedin.com/company/agrifoodtechshow',
      youtube: 'https://www.youtube.com/@agrifoodtechshow',
    },
    polls: {},
  };
  const assets = [
    svgAsset('profiles/default.svg', profileBackgroundSvg('#1f4e8c', 'aisles')),
    svgAsset('profiles/visitor.svg', profileBackgroundSvg('#0e6655', 'badge')),
    svgAsset('profiles/exhibitor.svg', profileBackgroundSvg('#5b2c6f', 'stand')),
    svgAsset('profiles/press.svg', profileBackgroundSvg('#7b2d12', 'camera')),
    svgAsset(
      'ads/home-top.svg',
      bannerSvg(`${sessionCount} conférences`, 'Programme complet dans l’application', '#1f6fb2'),
    ),
    svgAsset(
      'ads/home-bottom.svg',
      bannerSvg('Trophées de l’innovation', 'Votez pour votre produit préféré', '#2e8b57'),
    ),
  ];
  return { config, profileCodes: [{ profile: 'exhibitor', code: DEMO_EXHIBITOR_CODE }], assets };
}

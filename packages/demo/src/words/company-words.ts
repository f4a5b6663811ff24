import type { Bilingual } from './bilingual.js';

/** Pieces of plausible company and brand names (no real companies). */
export const BRAND_ROOTS: readonly string[] = [
  'Agri',
  'Agro',
  'Bio',
  'Ferm',
  'Nutri',
  'Lacto',
  'Pack',
  'Therm',
  'Hydro',
  'Cryo',
  'Vita',
  'Terra',
  'Alim',
  'Inox',
  'Robo',
  'Data',
  'Sec',
  'Mix',
  'Flex',
  'Frigo',
  'Grain',
  'Pro',
  'Eco',
  'Sani',
  'Cuvi',
  'Fruit',
  'Meca',
  'Opti',
  'Clean',
  'Green',
];

export const BRAND_ENDINGS: readonly string[] = [
  'tec',
  'matic',
  'pack',
  'lab',
  'sys',
  'nova',
  'line',
  'ia',
  'gen',
  'flow',
  'form',
  'vision',
  'tronic',
  'val',
  'sense',
  'dis',
];

export const LEGAL_FORMS: readonly string[] = [
  '',
  ' SAS',
  ' Industries',
  ' Solutions',
  ' France',
  ' Group',
  ' Technologies',
  ' Equipment',
  ' Systems',
  ' International',
  ' & Co',
];

/** Trade words for family-named French companies ("Durand Emballages"). */
export const TRADES: readonly string[] = [
  'Emballages',
  'Frigorifique',
  'Inox',
  'Ingrédients',
  'Mécanique',
  'Automatismes',
  'Process',
  'Équipements',
  'Étiquettes',
  'Hygiène',
  'Conseil',
  'Transports',
  'Agroservices',
  'Meunerie',
  'Fromageries',
  'Vergers',
  'Distillerie',
  'Salaisons',
  'Conserverie',
  'Énergie',
];

/**
 * New product kinds, with a model prefix to build "<Brand> <kind> <MODEL-123>" and the index of
 * their category in NEWPRODUCT_CATEGORIES.
 */
export const PRODUCT_KINDS: readonly (Bilingual & { model: string; category: number })[] = [
  { fr: 'Peseuse multitête', en: 'Multihead weigher', model: 'MW', category: 0 },
  { fr: 'Trancheuse à ultrasons', en: 'Ultrasonic slicer', model: 'US', category: 0 },
  { fr: 'Thermoscelleuse', en: 'Tray sealer', model: 'TS', category: 0 },
  { fr: 'Détecteur de métaux', en: 'Metal detector', model: 'MD', category: 1 },
  { fr: 'Capteur de température connecté', en: 'Connected temperature sensor', model: 'CT', category: 1 },
  { fr: 'Robot de palettisation', en: 'Palletising robot', model: 'RP', category: 0 },
  { fr: 'Barquette compostable', en: 'Compostable tray', model: 'BC', category: 2 },
  { fr: 'Protéine de pois texturée', en: 'Textured pea protein', model: 'PP', category: 3 },
  { fr: 'Logiciel de traçabilité', en: 'Traceability software', model: 'TR', category: 4 },
  { fr: 'Tunnel de surgélation', en: 'Freezing tunnel', model: 'FT', category: 0 },
  { fr: 'Station de nettoyage', en: 'Cleaning station', model: 'CS', category: 0 },
  { fr: 'Drone d’épandage', en: 'Spraying drone', model: 'SD', category: 0 },
  { fr: 'Étiqueteuse haute cadence', en: 'High-speed labeller', model: 'HL', category: 0 },
  { fr: 'Séchoir basse température', en: 'Low-temperature dryer', model: 'LD', category: 0 },
  { fr: 'Caméra d’inspection IA', en: 'AI inspection camera', model: 'AI', category: 1 },
];

/** Sentences describing an exhibitor; `{activity}` is replaced by its category title. */
export const EXHIBITOR_PITCHES: readonly Bilingual[] = [
  {
    fr: 'Spécialiste {activity}, nous accompagnons les industriels de la conception à la mise en service.',
    en: 'Specialists in {activity}, we support manufacturers from design to commissioning.',
  },
  {
    fr: 'Depuis plus de vingt ans, notre équipe conçoit des solutions sur mesure en {activity}.',
    en: 'For more than twenty years our team has designed tailored solutions in {activity}.',
  },
  {
    fr: 'Acteur reconnu en {activity}, nous présentons nos nouveautés sur le stand.',
    en: 'A recognised player in {activity}, we show our latest launches on the stand.',
  },
  {
    fr: 'Start-up innovante en {activity}, nous cherchons des partenaires industriels pilotes.',
    en: 'An innovative start-up in {activity}, we are looking for industrial pilot partners.',
  },
];

export const EXHIBITOR_CLOSINGS: readonly Bilingual[] = [
  { fr: 'Venez nous rencontrer pour une démonstration.', en: 'Come and see a live demonstration.' },
  {
    fr: 'Nos ingénieurs répondent à vos questions sur le stand.',
    en: 'Our engineers answer your questions on the stand.',
  },
  {
    fr: 'Présentation de nos références clients sur demande.',
    en: 'Customer references available on request.',
  },
  { fr: 'Service après-vente présent dans toute l’Europe.', en: 'After-sales service across Europe.' },
];

export const PRODUCT_BENEFITS: readonly Bilingual[] = [
  { fr: 'Réduit la consommation d’énergie de 30 %.', en: 'Cuts energy use by 30%.' },
  { fr: 'Se nettoie en moins de dix minutes.', en: 'Cleans in under ten minutes.' },
  { fr: 'Compatible avec les lignes existantes.', en: 'Fits existing lines.' },
  { fr: 'Pilotage à distance depuis une tablette.', en: 'Remote control from a tablet.' },
  { fr: 'Matériaux 100 % recyclables.', en: '100% recyclable materials.' },
  { fr: 'Cadence jusqu’à 120 unités par minute.', en: 'Up to 120 units per minute.' },
];

import type { Bilingual } from './bilingual.js';

/** Conference tracks (top event categories) and their sub-tracks. */
export const TRACKS: readonly (Bilingual & { color: string; subTracks: readonly Bilingual[] })[] = [
  {
    fr: 'Usine du futur',
    en: 'Factory of the future',
    color: '#1f6fb2',
    subTracks: [
      { fr: 'Robotique et cobotique', en: 'Robots and cobots' },
      { fr: 'Jumeau numérique', en: 'Digital twin' },
      { fr: 'Maintenance prédictive', en: 'Predictive maintenance' },
    ],
  },
  {
    fr: 'Alimentation durable',
    en: 'Sustainable food',
    color: '#2e8b57',
    subTracks: [
      { fr: 'Protéines alternatives', en: 'Alternative proteins' },
      { fr: 'Lutte contre le gaspillage', en: 'Fighting food waste' },
      { fr: 'Emballages responsables', en: 'Responsible packaging' },
    ],
  },
  {
    fr: 'Sécurité sanitaire',
    en: 'Food safety',
    color: '#c0392b',
    subTracks: [
      { fr: 'Réglementation', en: 'Regulation' },
      { fr: 'Détection des contaminants', en: 'Contaminant detection' },
    ],
  },
  {
    fr: 'Agriculture connectée',
    en: 'Connected farming',
    color: '#8e6b23',
    subTracks: [
      { fr: 'Capteurs et données', en: 'Sensors and data' },
      { fr: 'Eau et irrigation', en: 'Water and irrigation' },
      { fr: 'Élevage de précision', en: 'Precision livestock' },
    ],
  },
  {
    fr: 'Export et marchés',
    en: 'Export and markets',
    color: '#6c3483',
    subTracks: [
      { fr: 'Marchés émergents', en: 'Emerging markets' },
      { fr: 'Financement de l’innovation', en: 'Funding innovation' },
    ],
  },
  {
    fr: 'Talents et compétences',
    en: 'Skills and talent',
    color: '#d35400',
    subTracks: [
      { fr: 'Recrutement', en: 'Hiring' },
      { fr: 'Formation', en: 'Training' },
    ],
  },
];

/** Session formats; `{topic}` is replaced by a topic. */
export const SESSION_FORMATS: readonly (Bilingual & { type: Bilingual })[] = [
  { fr: 'Conférence : {topic}', en: 'Talk: {topic}', type: { fr: 'Conférence', en: 'Talk' } },
  { fr: 'Table ronde : {topic}', en: 'Round table: {topic}', type: { fr: 'Table ronde', en: 'Round table' } },
  { fr: 'Atelier : {topic}', en: 'Workshop: {topic}', type: { fr: 'Atelier', en: 'Workshop' } },
  { fr: 'Keynote : {topic}', en: 'Keynote: {topic}', type: { fr: 'Keynote', en: 'Keynote' } },
  {
    fr: 'Retour d’expérience : {topic}',
    en: 'Case study: {topic}',
    type: { fr: 'Témoignage', en: 'Case study' },
  },
  { fr: 'Pitch start-up : {topic}', en: 'Start-up pitch: {topic}', type: { fr: 'Pitch', en: 'Pitch' } },
];

/** Session topics, each with the index of the track (in TRACKS) it belongs to. */
export const TOPICS: readonly (Bilingual & { track: number })[] = [
  { fr: 'l’IA au service du contrôle qualité', en: 'AI for quality control', track: 2 },
  { fr: 'décarboner une usine laitière', en: 'decarbonising a dairy plant', track: 1 },
  { fr: 'les protéines de légumineuses', en: 'pulse proteins', track: 1 },
  {
    fr: 'la fin des emballages plastiques à usage unique',
    en: 'the end of single-use plastic packaging',
    track: 1,
  },
  { fr: 'la traçabilité de la fourche à la fourchette', en: 'farm-to-fork traceability', track: 2 },
  { fr: 'la cobotique en fin de ligne', en: 'cobots at the end of the line', track: 0 },
  { fr: 'réduire les pertes après récolte', en: 'reducing post-harvest losses', track: 1 },
  { fr: 'le nouveau règlement européen sur les emballages', en: 'the new EU packaging regulation', track: 2 },
  { fr: 'l’eau dans les procédés alimentaires', en: 'water in food processing', track: 3 },
  { fr: 'les capteurs pour l’élevage', en: 'sensors for livestock farming', track: 3 },
  { fr: 'la maintenance prédictive des lignes', en: 'predictive line maintenance', track: 0 },
  { fr: 'attirer les jeunes vers l’industrie', en: 'attracting young people to industry', track: 5 },
  { fr: 'exporter vers l’Asie du Sud-Est', en: 'exporting to South-East Asia', track: 4 },
  { fr: 'la fermentation de précision', en: 'precision fermentation', track: 1 },
  { fr: 'le froid naturel', en: 'natural refrigerants', track: 0 },
  { fr: 'la détection des allergènes', en: 'allergen detection', track: 2 },
  {
    fr: 'le jumeau numérique d’une boulangerie industrielle',
    en: 'a digital twin of an industrial bakery',
    track: 0,
  },
  { fr: 'l’agrivoltaïsme', en: 'agrivoltaics', track: 3 },
  { fr: 'financer sa première usine', en: 'funding your first plant', track: 4 },
  { fr: 'la cybersécurité des usines', en: 'cybersecurity in factories', track: 0 },
  { fr: 'l’étiquetage environnemental', en: 'environmental labelling', track: 1 },
  { fr: 'les coproduits de la filière viande', en: 'meat industry by-products', track: 1 },
  { fr: 'les serres verticales', en: 'vertical farming', track: 3 },
  {
    fr: 'former les opérateurs avec la réalité virtuelle',
    en: 'training operators with virtual reality',
    track: 5,
  },
];

export const SESSION_PITCHES: readonly Bilingual[] = [
  {
    fr: 'Industriels et chercheurs partagent leurs résultats et les obstacles rencontrés.',
    en: 'Manufacturers and researchers share their results and the hurdles they met.',
  },
  {
    fr: 'Une session pratique avec des démonstrations et un temps de questions.',
    en: 'A hands-on session with demonstrations and time for questions.',
  },
  {
    fr: 'Les chiffres clés du marché et les perspectives à l’horizon 2030.',
    en: 'Key market figures and the outlook to 2030.',
  },
];

/** Meeting room names; rooms beyond the list are numbered. */
export const ROOM_NAMES: readonly string[] = [
  'Auditorium Parmentier',
  'Salle Olivier de Serres',
  'Salle Pasteur',
  'Salle Appert',
  'Agora Innovation',
  'Salle Vilmorin',
  'Salle Curie',
  'Forum Export',
  'Salle Brillat-Savarin',
  'Studio Start-up',
  'Salle Mège-Mouriès',
  'Espace Talents',
  'Salle Lavoisier',
  'Salle Carême',
  'Salle Escoffier',
];

export const PAPER_CATEGORIES: readonly Bilingual[] = [
  { fr: 'Génie des procédés', en: 'Process engineering' },
  { fr: 'Microbiologie', en: 'Microbiology' },
  { fr: 'Nutrition', en: 'Nutrition' },
  { fr: 'Agronomie', en: 'Agronomy' },
  { fr: 'Économie et société', en: 'Economics and society' },
  { fr: 'Matériaux d’emballage', en: 'Packaging materials' },
];

export const PAPER_TITLES: readonly Bilingual[] = [
  { fr: 'Modélisation du séchage de {topic}', en: 'Modelling the drying of {topic}' },
  { fr: 'Impact des traitements thermiques sur {topic}', en: 'Effect of heat treatments on {topic}' },
  { fr: 'Analyse du cycle de vie de {topic}', en: 'Life-cycle assessment of {topic}' },
  { fr: 'Perception des consommateurs vis-à-vis de {topic}', en: 'Consumer perception of {topic}' },
  { fr: 'Détection rapide de contaminants dans {topic}', en: 'Rapid contaminant detection in {topic}' },
];

export const PAPER_SUBJECTS: readonly Bilingual[] = [
  { fr: 'fromages à pâte pressée', en: 'pressed cheeses' },
  { fr: 'farines de pois chiche', en: 'chickpea flours' },
  { fr: 'filets de poisson', en: 'fish fillets' },
  { fr: 'jus de pomme', en: 'apple juice' },
  { fr: 'barquettes en fibre moulée', en: 'moulded-fibre trays' },
  { fr: 'laits infantiles', en: 'infant formula' },
  { fr: 'céréales du petit-déjeuner', en: 'breakfast cereals' },
  { fr: 'viandes hachées', en: 'minced meat' },
];

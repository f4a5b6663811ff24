import type { Bilingual } from './bilingual.js';

/**
 * The exhibitor category tree of a food-processing and agri-tech show: sectors, then activities.
 * Third-level categories cross an activity with an offer facet, fourth-level ones (big show) with a
 * market, as real show catalogues do ("Primary packaging — Equipment — Dairy").
 */
export interface Sector extends Bilingual {
  activities: readonly Bilingual[];
}

export const SECTORS: readonly Sector[] = [
  {
    fr: 'Procédés et équipements',
    en: 'Processing equipment',
    activities: [
      { fr: 'Découpe et tranchage', en: 'Cutting and slicing' },
      { fr: 'Cuisson et traitement thermique', en: 'Cooking and heat treatment' },
      { fr: 'Mélange et malaxage', en: 'Mixing and kneading' },
      { fr: 'Séchage et déshydratation', en: 'Drying and dehydration' },
    ],
  },
  {
    fr: 'Emballage et conditionnement',
    en: 'Packaging',
    activities: [
      { fr: 'Emballage primaire', en: 'Primary packaging' },
      { fr: 'Étiquetage et marquage', en: 'Labelling and marking' },
      { fr: 'Palettisation', en: 'Palletising' },
      { fr: 'Emballages recyclables', en: 'Recyclable packaging' },
    ],
  },
  {
    fr: 'Froid et logistique',
    en: 'Cold chain and logistics',
    activities: [
      { fr: 'Chambres froides', en: 'Cold rooms' },
      { fr: 'Surgélation', en: 'Deep freezing' },
      { fr: 'Transport frigorifique', en: 'Refrigerated transport' },
      { fr: 'Entreposage automatisé', en: 'Automated warehousing' },
    ],
  },
  {
    fr: 'Hygiène et sécurité alimentaire',
    en: 'Hygiene and food safety',
    activities: [
      { fr: 'Nettoyage en place', en: 'Cleaning in place' },
      { fr: 'Détection et inspection', en: 'Detection and inspection' },
      { fr: 'Analyses de laboratoire', en: 'Laboratory testing' },
      { fr: 'Tenues et équipements de protection', en: 'Protective clothing and equipment' },
    ],
  },
  {
    fr: 'Ingrédients et produits intermédiaires',
    en: 'Ingredients and intermediate products',
    activities: [
      { fr: 'Arômes et colorants', en: 'Flavours and colourings' },
      { fr: 'Protéines végétales', en: 'Plant proteins' },
      { fr: 'Ferments et levures', en: 'Cultures and yeasts' },
      { fr: 'Additifs et texturants', en: 'Additives and texturisers' },
    ],
  },
  {
    fr: 'Agriculture et agroéquipement',
    en: 'Farming and agri-equipment',
    activities: [
      { fr: 'Agriculture de précision', en: 'Precision farming' },
      { fr: 'Irrigation', en: 'Irrigation' },
      { fr: 'Élevage connecté', en: 'Connected livestock farming' },
      { fr: 'Serres et cultures hors-sol', en: 'Greenhouses and soilless growing' },
    ],
  },
  {
    fr: 'Numérique et automatisation',
    en: 'Digital and automation',
    activities: [
      { fr: 'Robotique', en: 'Robotics' },
      { fr: 'Logiciels de production', en: 'Manufacturing software' },
      { fr: 'Traçabilité', en: 'Traceability' },
    ],
  },
  {
    fr: 'Énergie et environnement',
    en: 'Energy and environment',
    activities: [
      { fr: 'Traitement des eaux', en: 'Water treatment' },
      { fr: 'Valorisation des coproduits', en: 'By-product recovery' },
      { fr: 'Efficacité énergétique', en: 'Energy efficiency' },
    ],
  },
];

/** Third-level facets: what kind of offer an exhibitor brings to an activity. */
export const OFFER_FACETS: readonly Bilingual[] = [
  { fr: 'Équipements', en: 'Equipment' },
  { fr: 'Pièces et consommables', en: 'Parts and consumables' },
  { fr: 'Services et maintenance', en: 'Services and maintenance' },
  { fr: 'Conseil et ingénierie', en: 'Consulting and engineering' },
  { fr: 'Logiciels', en: 'Software' },
];

/** Fourth-level markets (big show only). */
export const MARKETS: readonly Bilingual[] = [
  { fr: 'Produits laitiers', en: 'Dairy' },
  { fr: 'Viandes et charcuterie', en: 'Meat and delicatessen' },
  { fr: 'Boulangerie et pâtisserie', en: 'Bakery and pastry' },
  { fr: 'Boissons', en: 'Beverages' },
  { fr: 'Fruits et légumes', en: 'Fruit and vegetables' },
  { fr: 'Produits de la mer', en: 'Seafood' },
];

/** Categories of new products and of services, flat lists. */
export const NEWPRODUCT_CATEGORIES: readonly Bilingual[] = [
  { fr: 'Machines', en: 'Machines' },
  { fr: 'Capteurs et mesure', en: 'Sensors and measurement' },
  { fr: 'Emballages', en: 'Packaging' },
  { fr: 'Ingrédients', en: 'Ingredients' },
  { fr: 'Logiciels', en: 'Software' },
  { fr: 'Services', en: 'Services' },
];

export const SERVICE_CATEGORIES: readonly Bilingual[] = [
  { fr: 'Accueil', en: 'Welcome' },
  { fr: 'Restauration', en: 'Food and drink' },
  { fr: 'Services aux exposants', en: 'Exhibitor services' },
  { fr: 'Santé et sécurité', en: 'Health and safety' },
  { fr: 'Affaires', en: 'Business' },
];

export const SERVICE_NAMES: readonly Bilingual[] = [
  { fr: 'Accueil visiteurs', en: 'Visitor desk' },
  { fr: 'Vestiaire', en: 'Cloakroom' },
  { fr: 'Point presse', en: 'Press point' },
  { fr: 'Poste de secours', en: 'First aid' },
  { fr: 'Restaurant', en: 'Restaurant' },
  { fr: 'Café', en: 'Coffee bar' },
  { fr: 'Centre d’affaires', en: 'Business centre' },
  { fr: 'Espace rendez-vous', en: 'Meeting area' },
  { fr: 'Consigne bagages', en: 'Left luggage' },
  { fr: 'Distributeur de billets', en: 'Cash machine' },
  { fr: 'Service logistique exposants', en: 'Exhibitor logistics' },
  { fr: 'Objets trouvés', en: 'Lost and found' },
];

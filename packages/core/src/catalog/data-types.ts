/**
 * The data types of the catalog (spec core §3, modules §3). Published types travel in the offline
 * bundle; personal types (participants, contacts, leads...) never do: they live on the server or
 * are created on the device.
 */
export const PUBLISHED_DATA_TYPES = [
  'events',
  'event_categories',
  'exhibitors',
  'exhibitor_categories',
  'stores',
  'store_categories',
  'services',
  'service_categories',
  'speakers',
  'speaker_categories',
  'newproducts',
  'newproduct_categories',
  'animations',
  'aircrafts',
  'aircraft_categories',
  'restaurants',
  'restaurant_categories',
  'monuments',
  'infos',
  'pmrs',
  'places',
  'countries',
  'gmap_places',
  'documents',
  'docunits',
  'docunit_categories',
  'brands',
  'brand_categories',
  'flights_schedule',
  'icons',
  'papers',
  'paper_categories',
  'goldensummits',
  'userprojects',
  'joboffers',
  'contests',
  'liveStream',
  'happenings',
  'buildings',
  'floors',
  'place_members',
] as const;

export type PublishedDataType = (typeof PUBLISHED_DATA_TYPES)[number];

/** Types that belong to one user or device and are never part of a published bundle. */
export const PERSONAL_DATA_TYPES = [
  'participants',
  'contacted_participants',
  'contacts',
  'leads_contacts',
  'favorite_positions',
  'meetingContacts',
] as const;

export type PersonalDataType = (typeof PERSONAL_DATA_TYPES)[number];

export type DataType = PublishedDataType | PersonalDataType;

const publishedSet: ReadonlySet<string> = new Set(PUBLISHED_DATA_TYPES);

export function isPublishedDataType(value: string): value is PublishedDataType {
  return publishedSet.has(value);
}

/** A category type maps to the item type it classifies (spec core §3: event_categories to events). */
export const CATEGORY_ITEM_TYPE: Readonly<Partial<Record<PublishedDataType, PublishedDataType>>> = {
  event_categories: 'events',
  exhibitor_categories: 'exhibitors',
  store_categories: 'stores',
  service_categories: 'services',
  speaker_categories: 'speakers',
  newproduct_categories: 'newproducts',
  aircraft_categories: 'aircrafts',
  restaurant_categories: 'restaurants',
  docunit_categories: 'docunits',
  brand_categories: 'brands',
  paper_categories: 'papers',
};

export function isCategoryType(type: PublishedDataType): boolean {
  return type in CATEGORY_ITEM_TYPE;
}

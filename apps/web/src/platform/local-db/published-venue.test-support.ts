import { type CatalogRecords, localize, type VenueModel, venueToSourceItems } from '@showfloor/core';

/**
 * For tests: the venue's buildings and floors records as the publisher sends them in `language`
 * (localized, French as the fallback, numbered from 1), ready for `encodeBundle`.
 */
export function publishedVenueRecords(venue: VenueModel, language: 'fr' | 'en'): CatalogRecords {
  const records: CatalogRecords = { buildings: [], floors: [] };
  venueToSourceItems(venue).forEach((item, index) => {
    const fields = localize(item.fields, language, 'fr') as Record<string, never>;
    records[item.type as 'buildings' | 'floors']?.push({
      ...fields,
      id: index + 1,
      original_id: item.original_id,
    });
  });
  return records;
}

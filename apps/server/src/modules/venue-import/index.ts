export { parseImdfArchive } from './imdf-venue.js';
export { isVenueFile } from './is-venue-file.js';
export { parseOsmIndoorGeoJson } from './osm-indoor-venue.js';
export { parseLevelTag } from './osm-level-tag.js';
export { readVenueFile } from './read-venue-file.js';
export { findUnreachableUnits } from './unreachable-units.js';
export { venueImportReport } from './venue-import-report.js';
export { VENUE_FORMATS, type VenueFormat, type VenueImportResult } from './venue-import-result.js';

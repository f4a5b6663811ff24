export { parseImdfArchive } from './imdf-venue.js';
export { parseOsmIndoorGeoJson } from './osm-indoor-venue.js';
export { parseLevelTag } from './osm-level-tag.js';
export { readVenueFile } from './read-venue-file.js';
export { VENUE_FORMATS, type VenueFormat, type VenueImportResult } from './venue-import-result.js';

export { takeEarlyFirstPayload } from './early-first-payload.js';
export { FirstPayloadCatalogReader } from './first-payload-catalog-reader.js';
export {
  type FirstPayload,
  FirstPayloadSource,
  parseFirstPayload,
} from './first-payload-source.js';

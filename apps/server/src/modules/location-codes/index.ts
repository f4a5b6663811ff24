export { locationCodeOptionsSchema } from './location-code-options.js';
export { LocationCodesService } from './location-codes.service.js';

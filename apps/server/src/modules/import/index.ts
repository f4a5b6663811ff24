export { parseC3vocJson } from './c3voc-json.js';
export { parseC3vocSchedule2 } from './c3voc-schedule2.js';
export { catalogFileSchema, sourceItemSchema } from './catalog-file-schema.js';
export { formatJsonPath, parseCatalogJson } from './catalog-json.js';
export { parseFrabXml } from './frab-xml.js';
export { ImportFileError } from './import-file-error.js';
export { IMPORT_FORMATS, type ImportFormat, type ImportResult } from './import-result.js';
export { recordOf } from './lenient-fields.js';
export { readImportFile } from './read-import-file.js';

import { writeFile } from 'node:fs/promises';
import { openApiPath, openApiText } from './openapi-document.js';

// `npm run openapi -w apps/server`: rewrites docs/openapi.json from the zod schemas.
await writeFile(openApiPath, openApiText());
console.log(`wrote ${openApiPath}`);

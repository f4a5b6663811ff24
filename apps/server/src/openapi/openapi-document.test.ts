import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument, openApiPath } from './openapi-document.js';

describe('docs/openapi.json', () => {
  it('matches the zod schemas the routes validate with (run `npm run openapi -w apps/server`)', async () => {
    const committed = JSON.parse(await readFile(openApiPath, 'utf8'));
    expect(committed).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())));
  });

  it('names the manifest fields of spec core §7 and the parameters of an increment', () => {
    const document = buildOpenApiDocument();
    const request = document.components.schemas.ManifestRequest as { properties: object; required: string[] };
    expect(Object.keys(request.properties)).toEqual(
      expect.arrayContaining([
        'db_version',
        'db_schema',
        'files',
        'locale',
        'assets_version',
        'localVersion',
      ]),
    );
    expect(request.required).toEqual(['db_version', 'locale']);
    expect(document.paths['/manifest/update'].get.parameters.map((parameter) => parameter.name)).toEqual([
      'version',
      'schema',
      'pixel_ratio',
      'locale',
      'show_key',
    ]);
  });
});

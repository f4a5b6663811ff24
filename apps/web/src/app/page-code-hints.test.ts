import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { pageCodeFiles, pageModulesOf } from '../../build/page-code-hints-plugin.js';

const features = path.resolve(import.meta.dirname, '../features');

function chunk(
  fileName: string,
  imports: string[],
  facadeModuleId: string | null = null,
): Rolldown.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    imports,
    facadeModuleId,
    isDynamicEntry: facadeModuleId !== null,
  } as Rolldown.OutputChunk;
}

describe('page code hints', () => {
  it('finds the module of each page of the real pages files, lists and sheets included', () => {
    const lists = pageModulesOf(
      readFileSync(path.join(features, 'lists/pages.ts'), 'utf8'),
      path.join(features, 'lists/pages.ts'),
    );
    expect(lists.get('list')).toBe(path.join(features, 'lists/list-page'));
    expect(lists.get('list-groups')).toBe(path.join(features, 'lists/grouped-list-page'));
    const sheets = pageModulesOf(
      readFileSync(path.join(features, 'details/pages.ts'), 'utf8'),
      path.join(features, 'details/pages.ts'),
    );
    expect(sheets.get('event')).toBe(path.join(features, 'details/event-sheet'));
    expect(sheets.get('exhibitor')).toBe(path.join(features, 'details/exhibitor-sheet'));
  });

  it('lists a page’s chunk and what it imports, without what the entry loads already', () => {
    const bundle: Rolldown.OutputBundle = {
      'assets/main.js': chunk('assets/main.js', ['assets/react.js']),
      'assets/react.js': chunk('assets/react.js', []),
      'assets/list-page.js': chunk(
        'assets/list-page.js',
        ['assets/virtual-list.js', 'assets/react.js'],
        '/src/features/lists/list-page.tsx',
      ),
      'assets/virtual-list.js': chunk('assets/virtual-list.js', ['assets/react.js']),
    };
    const files = pageCodeFiles(
      bundle,
      new Map([
        ['list', '/src/features/lists/list-page'],
        ['notes', '/src/features/notes/notes-page'],
      ]),
      'assets/main.js',
    );
    expect(files).toEqual({ list: ['assets/list-page.js', 'assets/virtual-list.js'] });
  });
});

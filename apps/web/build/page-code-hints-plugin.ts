import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { IndexHtmlTransformContext, Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** The id of the JSON block index.html carries, read by public/first-payload-early.js. */
export const PAGE_CODE_HINTS_ID = 'page-code';

/** The tag of the early script in index.html (public/first-payload-early.js). */
const EARLY_SCRIPT_TAG = '<script src="/first-payload-early.js"';

/**
 * A page of a feature's `pages.ts`: its key and the module its lazyPage imports, e.g.
 * `{ pageKey: 'event', component: lazyPage(() => import('./event-sheet.js'), 'EventPage') }`.
 */
const PAGE_ENTRY =
  /pageKey:\s*'([\w-]+)',\s*component:\s*lazyPage\(\s*\(\)\s*=>\s*import\('(\.\/[\w./-]+)'\)/g;

/** Each page key of a `pages.ts` source and the module (without extension) its code is in. */
export function pageModulesOf(source: string, pagesFile: string): Map<string, string> {
  const modules = new Map<string, string>();
  for (const [, pageKey, specifier] of source.matchAll(PAGE_ENTRY)) {
    if (pageKey === undefined || specifier === undefined) continue;
    const resolved = path.resolve(path.dirname(pagesFile), specifier);
    modules.set(pageKey, resolved.replace(/\.(js|tsx?)$/, ''));
  }
  return modules;
}

function withoutExtension(file: string): string {
  return file.replace(/\.(js|jsx|ts|tsx)$/, '');
}

/** A chunk's file and those it imports statically, recursively. */
function staticGraph(bundle: OutputBundle, fileName: string, into = new Set<string>()): Set<string> {
  if (into.has(fileName)) return into;
  const chunk = bundle[fileName];
  if (chunk?.type !== 'chunk') return into;
  into.add(fileName);
  for (const imported of chunk.imports) staticGraph(bundle, imported, into);
  return into;
}

/**
 * For each page, the code files it needs beyond what index.html loads already: its chunk and the
 * chunks it imports. Paths are relative to the site's root, without the leading slash, so that the
 * service worker's shell list (which reads `"/assets/…"` in index.html) does not take them in.
 */
export function pageCodeFiles(
  bundle: OutputBundle,
  pageModules: ReadonlyMap<string, string>,
  entryFile: string,
): Record<string, string[]> {
  const loadedByEntry = staticGraph(bundle, entryFile);
  const chunkOfModule = new Map<string, OutputChunk>();
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk' && output.isDynamicEntry && output.facadeModuleId)
      chunkOfModule.set(withoutExtension(output.facadeModuleId), output);
  }
  const files: Record<string, string[]> = {};
  for (const [pageKey, module] of pageModules) {
    const chunk = chunkOfModule.get(module);
    if (chunk === undefined) continue;
    files[pageKey] = [...staticGraph(bundle, chunk.fileName)].filter((file) => !loadedByEntry.has(file));
  }
  return files;
}

/**
 * Writes into the visitor app's index.html, as a JSON block, the code files of each page (and of
 * `otherModules`, by their key: the texts of each language, `language-en`), so that
 * the early script preloads the first page's code while the app's entry downloads, instead of after
 * it ran and the router asked (on a first visit to a list, its code came 0.8 to 1.1 s in).
 */
export function pageCodeHints(
  pagesFiles: readonly string[],
  otherModules: Readonly<Record<string, string>> = {},
): Plugin {
  return {
    name: 'showfloor-page-code-hints',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html: string, context: IndexHtmlTransformContext) {
        const { bundle, chunk } = context;
        if (bundle === undefined || chunk === undefined || chunk.name !== 'main') return html;
        const pageModules = new Map<string, string>(
          Object.entries(otherModules).map(([key, module]) => [key, withoutExtension(module)]),
        );
        for (const file of pagesFiles) {
          for (const [pageKey, module] of pageModulesOf(readFileSync(file, 'utf8'), file))
            pageModules.set(pageKey, module);
        }
        const files = pageCodeFiles(bundle, pageModules, chunk.fileName);
        // JSON inside a script element: '<' escaped so that no file name could close the element.
        const json = JSON.stringify(files).replaceAll('<', '\\u003c');
        // Just before the early script, which reads it: after the charset, which must come in the
        // first 1024 bytes.
        const block = `<script type="application/json" id="${PAGE_CODE_HINTS_ID}">${json}</script>\n    `;
        return html.replace(EARLY_SCRIPT_TAG, `${block}${EARLY_SCRIPT_TAG}`);
      },
    },
  };
}

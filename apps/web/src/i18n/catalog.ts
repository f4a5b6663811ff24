/** A language's texts: nested keys to strings. */
export type Catalog = { [key: string]: string | Catalog };

/**
 * Features keep their texts beside their code (`features/<feature>/i18n/{fr,en}.json`), each under
 * its own top-level keys; they are merged over the shared catalog of the language, so features
 * never edit a shared file.
 */
export function mergeCatalogs(base: Catalog, featureCatalogs: Record<string, Catalog>): Catalog {
  return Object.assign({ ...base }, ...Object.values(featureCatalogs));
}

/** How a value is kept under one storage key: its current shape version and how to read any older one. */
export interface PersistedShape<T> {
  key: string;
  /** Written with every save; readers of an older version migrate through `read`. */
  version: number;
  empty: T;
  /** Reads what is stored (any version, or damaged), always giving a valid value. */
  read(stored: unknown): T;
  /** How the value sits in the store's text; absent, `{version, data}` JSON (`VERSIONED_JSON`). */
  format?: StoredFormat<T>;
}

/** The text of a key: what `read` is given for it, and what a write stores. */
export interface StoredFormat<T> {
  decode(text: string): unknown;
  encode(value: T, version: number): string;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // Damaged JSON reads as nothing stored, so the shape's reader gives its empty value.
    return undefined;
  }
}

/** The `{version, data}` envelope every key of the app's own is written in. */
export const VERSIONED_JSON: StoredFormat<unknown> = {
  decode: parseJson,
  encode: (value, version) => JSON.stringify({ version, data: value }),
};

/**
 * The envelope, for a key whose first version was bare text: text that is not an envelope reaches
 * `read` as the bare string it is ('fr', 'visitor', '2.0.1'), never re-typed by JSON ('2.0' is not 2).
 */
export const VERSIONED_OVER_TEXT: StoredFormat<unknown> = {
  decode: (text) => {
    const parsed = parseJson(text);
    return isEnvelope(parsed) ? parsed : text;
  },
  encode: VERSIONED_JSON.encode,
};

/** Plain JSON with no envelope, for a key whose format the spec fixes and other programs read. */
export const BARE_JSON: StoredFormat<unknown> = {
  decode: parseJson,
  encode: (value) => JSON.stringify(value),
};

/** Bare text, for a key whose text is used as it is (an id sent to a server). */
export const BARE_TEXT: StoredFormat<string | null> = {
  decode: (text) => text,
  encode: (value) => value ?? '',
};

export interface VersionedEnvelope {
  version: number;
  data: unknown;
}

export function isEnvelope(value: unknown): value is VersionedEnvelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    typeof (value as { version?: unknown }).version === 'number' &&
    'data' in value
  );
}

import {
  decodeRow,
  firstPagePath,
  isPublishedDataType,
  type JsonValue,
  type LocaleCode,
  type PublishedDataType,
  type ShowConfig,
} from '@showfloor/core';
import type { StoredRecord } from '../local-db/index.js';

/** The first payload as the app reads it: records by type, decoded when first asked for. */
export interface FirstPayload {
  version: number;
  /** The show's configuration of the same version, when it parsed. */
  config: ShowConfig | undefined;
  /** The types the payload holds. */
  types: readonly PublishedDataType[];
  /** The type's records in id order (the bundle's), frozen; empty for a type the version lacks. */
  records(type: PublishedDataType): readonly StoredRecord[];
}

/** Downloads a first payload as text; the app passes its one API client's download. */
export type FirstPayloadDownload = (path: string) => Promise<Blob>;

/** Parses the configuration of the payload; the one the device keeps is parsed the same way. */
export type ConfigParser = (value: unknown) => ShowConfig | null;

interface TypeTable {
  fields: string[];
  rows: JsonValue[][];
}

function isTypeTable(value: unknown): value is TypeTable {
  if (typeof value !== 'object' || value === null) return false;
  const { fields, rows } = value as { fields?: unknown; rows?: unknown };
  return (
    Array.isArray(fields) &&
    fields[0] === 'id' &&
    fields.every((field) => typeof field === 'string') &&
    Array.isArray(rows) &&
    rows.every((row) => Array.isArray(row) && typeof row[0] === 'number')
  );
}

/**
 * The payload's shape checked by hand, not with a schema library: this runs before the first
 * paint, whose code is kept small. A payload that does not fit is no payload (the page waits for
 * the stored data, as without one).
 */
export function parseFirstPayload(value: unknown, parseConfig: ConfigParser): FirstPayload | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { version, data, config } = value as { version?: unknown; data?: unknown; config?: unknown };
  if (typeof version !== 'number' || typeof data !== 'object' || data === null) return undefined;
  const tables = new Map<PublishedDataType, TypeTable>();
  for (const [type, table] of Object.entries(data)) {
    if (!isPublishedDataType(type) || !isTypeTable(table)) return undefined;
    tables.set(type, table);
  }
  const decoded = new Map<PublishedDataType, readonly StoredRecord[]>();
  return {
    version,
    config: parseConfig(config) ?? undefined,
    types: [...tables.keys()],
    records(type) {
      let records = decoded.get(type);
      if (records === undefined) {
        const table = tables.get(type);
        // Frozen, as the stored reader shares whole types: lists keep their sorted copies by it.
        records = Object.freeze(
          (table?.rows ?? []).map((row): StoredRecord => ({ ...decodeRow(table?.fields ?? [], row), type })),
        );
        decoded.set(type, records);
      }
      return records;
    },
  };
}

/**
 * The first payload of a first visit (docs/decisions.md, "The first visit paints from a first
 * payload"): fetched once, beside the full download, and dropped once the data is stored. Reads
 * that wait for it get undefined when none was asked for, when it failed, or once dropped.
 */
export class FirstPayloadSource {
  private loaded: FirstPayload | undefined;
  private pending: Promise<FirstPayload | undefined> | undefined;
  private settlePending: ((payload: FirstPayload | undefined) => void) | undefined;
  private isDiscarded = false;

  constructor(
    private readonly download: FirstPayloadDownload,
    private readonly parseConfig: ConfigParser,
  ) {}

  /** Starts the download of the locale's payload; later calls do nothing. */
  start(locale: LocaleCode, onLoaded: (payload: FirstPayload) => void = () => undefined): void {
    if (this.pending || this.isDiscarded) return;
    this.pending = new Promise((resolve) => {
      this.settlePending = resolve;
      this.download(firstPagePath(locale))
        .then(async (blob) => parseFirstPayload(JSON.parse(await blob.text()), this.parseConfig))
        .catch(() => undefined)
        .then((payload) => {
          if (this.isDiscarded || payload === undefined) return resolve(undefined);
          this.loaded = payload;
          onLoaded(payload);
          resolve(payload);
        });
    });
  }

  /** The payload if it is in memory now. */
  peek(): FirstPayload | undefined {
    return this.loaded;
  }

  /** The payload once downloaded; undefined at once when none is coming. */
  get(): Promise<FirstPayload | undefined> {
    return this.pending ?? Promise.resolve(undefined);
  }

  /** The data is stored: the payload is dropped, and reads waiting for it go to the stored data. */
  discard(): void {
    this.isDiscarded = true;
    this.loaded = undefined;
    this.settlePending?.(undefined);
  }
}

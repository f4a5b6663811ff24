import {
  assetPackUrl,
  bundlePath,
  type DataIncrement,
  type DataUpdateMode,
  type LocaleCode,
  type ManifestFile,
  type ManifestRequest,
  type ManifestResponse,
  type SchemaChange,
  type UpdateRequest,
} from '@showfloor/core';
import type { CatalogRepository } from '../catalog/index.js';
import { assetPackPath } from './asset-packs.js';
import { type CurrentVersion, CurrentVersionCache } from './current-version-cache.js';
import type { DataVersion, DataVersionRepository } from './data-version.repository.js';
import type { PublishedFileInfo, PublishedStore } from './published-store.js';
import { CONFIG_PATH, incrementPath, PUBLISHED_LOCALES } from './publishing.service.js';

/** A published file ready to be sent: its version, its path in the version folder and its facts. */
export interface ServedFile {
  version: number;
  relativePath: string;
  info: PublishedFileInfo;
}

export type UpdateAnswer =
  | { kind: 'file'; file: ServedFile }
  | { kind: 'increment'; body: DataIncrement }
  | { kind: 'schema'; body: SchemaChange };

export function isPublishedLocale(locale: string): locale is LocaleCode {
  return PUBLISHED_LOCALES.some((entry) => entry.locale === locale);
}

/** Default app version announced before any configuration is published (spec core §9). */
const DEFAULT_APP_VERSION = '2.0.1';

/**
 * Whether the device says it holds another show's data: its key is not the published one. A
 * device or a version without a key (the spec's app, an older back office) is taken at its word.
 */
function holdsAnotherShow(current: CurrentVersion, showKey: string | undefined): boolean {
  return Boolean(showKey) && current.showKey !== undefined && showKey !== current.showKey;
}

function fileOf(current: CurrentVersion, relativePath: string): ServedFile | undefined {
  const info = current.index.files[relativePath];
  return info ? { version: current.row.version, relativePath, info } : undefined;
}

/**
 * Answers the app's updater calls (spec core §7 "Updater") from the published versions. Every
 * answer about the current version comes from memory (CurrentVersionCache): the manifest and the
 * 304s are the calls every device makes every minute.
 */
export class UpdaterService {
  private readonly current: CurrentVersionCache;

  /** The catalog is not read any more: assets reach devices through the packs of each version. */
  constructor(
    _catalog: CatalogRepository,
    versions: DataVersionRepository,
    private readonly store: PublishedStore,
  ) {
    this.current = new CurrentVersionCache(versions, store);
  }

  async latest(): Promise<DataVersion | undefined> {
    return (await this.current.get())?.row;
  }

  /** A file of the current version, or undefined when nothing is published or the file is absent. */
  async currentFile(relativePath: string): Promise<ServedFile | undefined> {
    const current = await this.current.get();
    return current && fileOf(current, relativePath);
  }

  /** A file of a published version, while its folder exists. */
  async fileOfVersion(version: number, relativePath: string): Promise<ServedFile | undefined> {
    const current = await this.current.get();
    // A folder newer than the current row is a publish in progress (or a crashed one): not published.
    if (!current || version > current.row.version) return undefined;
    if (version === current.row.version) return fileOf(current, relativePath);
    const info = (await this.store.readIndex(version))?.files[relativePath];
    return info ? { version, relativePath, info } : undefined;
  }

  /** The asset pack from `from`, of version `version` when it is published, else of the current one. */
  async assetPack(from: number, version: number | undefined): Promise<ServedFile | undefined> {
    const path = assetPackPath(from);
    const pinned = version === undefined ? undefined : await this.fileOfVersion(version, path);
    return pinned ?? (await this.currentFile(path));
  }

  /**
   * What the device must download: `none` when it holds the current version, `increment` when an
   * increment from its version exists, else `full` (schema change, too old, unknown, or another
   * show's data).
   * Data comes first in `files`, then the configuration, then one asset pack with every asset
   * newer than the device's own.
   */
  async manifest(received: ManifestRequest): Promise<ManifestResponse | undefined> {
    const current = await this.current.get();
    if (!current) return undefined;
    // Another show's version numbers say nothing about this show's data: answer as to an empty device.
    const request = holdsAnotherShow(current, received.show_key)
      ? { ...received, db_version: 0, db_schema: '', assets_version: 0 }
      : received;
    const latest = current.row;
    const locale = request.locale;
    const files: ManifestFile[] = [];
    let data: DataUpdateMode = 'full';
    const isCurrent = request.db_version === latest.version && request.db_schema === latest.schema;
    if (isCurrent) {
      data = 'none';
    } else if (request.db_schema === latest.schema && request.db_version < latest.version) {
      const increment = fileOf(current, incrementPath(request.db_version, locale));
      if (increment) {
        data = 'increment';
        const query = new URLSearchParams({
          version: String(request.db_version),
          schema: latest.schema,
          pixel_ratio: '1',
          locale,
        });
        // The increment call checks the show again: the server's database may change meanwhile.
        if (request.show_key) query.set('show_key', request.show_key);
        files.push({ path: `manifest/update?${query}`, size: increment.info.size, kind: 'data' });
      }
    }
    if (data === 'full') {
      const bundle = fileOf(current, bundlePath(locale));
      if (bundle)
        files.push({
          path: `${bundlePath(locale)}?v=${latest.version}`,
          size: bundle.info.size,
          kind: 'data',
        });
    }
    const config = fileOf(current, CONFIG_PATH);
    if (config && data !== 'none') {
      files.push({ path: `${CONFIG_PATH}?v=${latest.version}`, size: config.info.size, kind: 'config' });
    }
    const pack = this.assetPackFor(current, request.assets_version);
    if (pack) files.push({ path: assetPackUrl(pack.from, latest.version), size: pack.size, kind: 'assets' });
    return {
      NEW_VERSION: files.length > 0,
      version: latest.version,
      schema: latest.schema,
      data,
      files,
      nb_files: files.length,
      size: files.reduce((sum, file) => sum + file.size, 0),
      assets_version: latest.version,
      app_version: current.appVersion ?? DEFAULT_APP_VERSION,
    };
  }

  /**
   * The pack bringing a device's assets up to date: none when nothing changed since its version,
   * the pack from its version when one is kept, else the pack of every asset. A device claiming
   * assets newer than the server's (a reset back office) gets them all again.
   */
  private assetPackFor(
    current: CurrentVersion,
    assetsVersion: number,
  ): { from: number; size: number } | undefined {
    const version = current.row.version;
    const from = assetsVersion > version ? 0 : assetsVersion;
    if (from === version) return undefined;
    const start = current.assetPacksFrom.has(from) ? from : 0;
    const pack = fileOf(current, assetPackPath(start));
    return pack && { from: start, size: pack.info.size };
  }

  /**
   * The increment from the device's version to the current one, or a SchemaChange telling it to
   * reload everything when its schema differs, its version is older than the increments kept, or
   * its data is another show's.
   * Undefined when nothing is published yet.
   */
  async update(request: UpdateRequest): Promise<UpdateAnswer | undefined> {
    const current = await this.current.get();
    if (!current) return undefined;
    const latest = current.row;
    const schemaChange: UpdateAnswer = {
      kind: 'schema',
      body: { schema: latest.schema, version: latest.version },
    };
    if (
      request.schema !== latest.schema ||
      request.version > latest.version ||
      holdsAnotherShow(current, request.show_key)
    )
      return schemaChange;
    if (request.version === latest.version) {
      const body: DataIncrement = {
        from: latest.version,
        version: latest.version,
        schema: latest.schema,
        locale: request.locale,
        data: {},
      };
      return { kind: 'increment', body };
    }
    const file = fileOf(current, incrementPath(request.version, request.locale));
    return file ? { kind: 'file', file } : schemaChange;
  }
}

import {
  type AssetPack,
  assetPackUrl,
  type CatalogRecords,
  type DataBundle,
  diffBundles,
  encodeBundle,
  type ManifestFile,
  type ManifestResponse,
  type PackedAsset,
  type PublishedChangelog,
  type ShowConfig,
} from '@showfloor/core';

/** A show configuration as the back office publishes it, for tests. */
export const TEST_SHOW_CONFIG: ShowConfig = {
  name: { fr: 'Salon de test', en: 'Test show' },
  startDate: '2026-11-21',
  endDate: '2026-11-23',
  timeZone: 'Europe/Paris',
  languages: ['fr', 'en'],
  defaultLanguage: 'fr',
  features: {},
  profiles: [{ key: 'default', title: { fr: 'Visiteur', en: 'Visitor' } }],
  autoUpdate: false,
  appVersion: '2.0.1',
  ads: [],
  socialmedia: {},
  polls: {},
};

function json(value: unknown): Response {
  return new Response(JSON.stringify(value), { headers: { 'content-type': 'application/json' } });
}

/**
 * An in-memory back office answering the updater calls (spec core §7) the way the real one does,
 * for tests of the app's updater: the edge the app does not own. `failing` makes matching paths
 * fail as a stopped server does; `hanging` never answers them.
 */
export class FakeBackOffice {
  private readonly versions: DataBundle[] = [];
  /** Assets by path, stamped with the version that publishes them, as the back office does. */
  private readonly assets = new Map<string, { entry: PackedAsset; version: number }>();
  appVersion = '2.0.1';
  /** The configuration it publishes (a show key tells one show from another). */
  config: ShowConfig = TEST_SHOW_CONFIG;
  /** Changelogs by version, served as `files/project/changelog.json?v=N` (none: 404, an older back office). */
  readonly changelogs = new Map<number, PublishedChangelog>();
  failing: RegExp | undefined;
  hanging: RegExp | undefined;
  readonly requests: string[] = [];

  publish(records: CatalogRecords): DataBundle {
    const previous = this.versions.at(-1);
    const previousFields = previous
      ? Object.fromEntries(Object.entries(previous.data).map(([t, v]) => [t, v?.fields ?? []]))
      : {};
    const bundle = encodeBundle(records, this.versions.length + 1, 'fre', previousFields);
    this.versions.push(bundle);
    return bundle;
  }

  /** Publishes with a field no earlier version had: a new schema, so devices must reload fully. */
  publishNewSchema(records: CatalogRecords): DataBundle {
    const bundle = encodeBundle(records, this.versions.length + 1, 'fre');
    this.versions.push(bundle);
    return bundle;
  }

  /** Adds or changes an asset; the next published version brings it to devices. */
  putAsset(path: string, contentType: string, body: string): void {
    // The app does not check the hash; the format requires one.
    const entry: PackedAsset = { contentType, sha256: 'a'.repeat(64), body };
    this.assets.set(path, { entry, version: this.versions.length + 1 });
  }

  private assetPack(from: number): AssetPack {
    const version = this.latest().version;
    const pack: AssetPack = { version, from, assets: {} };
    for (const [path, asset] of this.assets) {
      if (asset.version > from && asset.version <= version) pack.assets[path] = asset.entry;
    }
    return pack;
  }

  private latest(): DataBundle {
    const latest = this.versions.at(-1);
    if (!latest) throw new Error('nothing published');
    return latest;
  }

  /** Whether a device's `show_key` names another show than the one published (as the real one does). */
  private isAnotherShow(showKey: string | null): boolean {
    return Boolean(showKey) && this.config.showKey !== undefined && showKey !== this.config.showKey;
  }

  private manifest(form: URLSearchParams): ManifestResponse {
    const latest = this.latest();
    const isAnotherShow = this.isAnotherShow(form.get('show_key'));
    const version = isAnotherShow ? 0 : Number(form.get('db_version'));
    const schema = isAnotherShow ? '' : (form.get('db_schema') ?? '');
    const config: ManifestFile = { path: 'files/project/config.json?v=1', size: 400, kind: 'config' };
    const bundleSize = JSON.stringify(latest).length;
    let data: ManifestResponse['data'] = 'full';
    let files: ManifestFile[] = [
      { path: `offline/db_fre.json?v=${latest.version}`, size: bundleSize, kind: 'data' },
      config,
    ];
    if (version === latest.version && schema === latest.schema) {
      data = 'none';
      files = [];
    } else if (version > 0 && schema === latest.schema) {
      data = 'increment';
      const query = `version=${version}&schema=${schema}&pixel_ratio=1&locale=fre`;
      files = [{ path: `manifest/update?${query}`, size: 1000, kind: 'data' }, config];
    }
    const assetsFrom = isAnotherShow ? 0 : Number(form.get('assets_version') ?? 0);
    const pack = this.assetPack(assetsFrom);
    if (Object.keys(pack.assets).length > 0) {
      const size = JSON.stringify(pack).length;
      files.push({ path: assetPackUrl(assetsFrom, latest.version), size, kind: 'assets' });
    }
    return {
      NEW_VERSION: files.length > 0,
      version: latest.version,
      schema: latest.schema,
      data,
      files,
      nb_files: files.length,
      size: files.reduce((sum, file) => sum + file.size, 0),
      assets_version: latest.version,
      app_version: this.appVersion,
    };
  }

  fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input));
    const path = url.pathname.slice(1);
    this.requests.push(path);
    if (this.hanging?.test(path)) {
      return new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }
    if (this.failing?.test(path)) throw new TypeError('fetch failed: connection refused');
    if (path === 'online.txt') return new Response('ok');
    if (path === 'manifest/phonegap') return json(this.manifest(new URLSearchParams(String(init?.body))));
    if (path === 'files/project/config.json') return json(this.config);
    if (path === 'files/project/changelog.json') {
      const changelog = this.changelogs.get(Number(url.searchParams.get('v')));
      return changelog ? json(changelog) : new Response('not found', { status: 404 });
    }
    if (path === 'offline/db_fre.json') return json(this.latest());
    if (path === 'files/assets-pack') return json(this.assetPack(Number(url.searchParams.get('from'))));
    if (path === 'manifest/update') {
      const from = this.versions.find((bundle) => bundle.version === Number(url.searchParams.get('version')));
      const latest = this.latest();
      if (!from || from.schema !== latest.schema || this.isAnotherShow(url.searchParams.get('show_key')))
        return json({ schema: latest.schema, version: latest.version });
      return json(diffBundles(from, latest));
    }
    return new Response('not found', { status: 404 });
  };
}

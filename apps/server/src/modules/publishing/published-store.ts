import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Encodings every published file is stored in, next to the identity file. */
export const PRECOMPRESSED = { br: '.br', gzip: '.gz' } as const;

export interface PublishedFileInfo {
  sha256: string;
  /** Bytes of the uncompressed file. */
  size: number;
  contentType: string;
}

/** What a published version folder holds: relative path to file facts. */
export interface VersionIndex {
  version: number;
  files: Record<string, PublishedFileInfo>;
}

export interface FileToPublish {
  /** Relative path inside the version folder, with forward slashes. */
  path: string;
  body: string;
  contentType: string;
}

const INDEX_FILE = 'index.json';

/**
 * Publishes recorded by this process, per published root. Every PublishedStore over the same root
 * (the app's and the publishing service's are distinct objects) sees the same count, so a reader
 * caching the current version notices a publish of this process at once.
 */
const publishCounts = new Map<string, number>();

/**
 * Brotli quality by size. Files over 512 KB get quality 9: quality 11 costs about 2 s of CPU per MB
 * (minutes on dataset W) for a tenth less (FOSDEM's 1.6 MB bundle: 0.26 s and 409 KB at 9, 3 s and
 * 370 KB at 11). Files over 4 MB (the bundles and first payloads of a show of dataset W's size, 8 to
 * 14 MB each) get quality 5: W's 13.5 MB English bundle took 0.75 s at 9 for 1,270 KB, 0.19 s at 5 for
 * 1,378 KB (8 % more), and a publish writes four such files; at 9 their compression was most of
 * W's publish (docs/performance.md). Smaller files (increments, the configuration) cost little at 11.
 */
function brotliQuality(bytes: number): number {
  if (bytes > LARGE_FILE_BYTES) return 5;
  return bytes > 512_000 ? 9 : 11;
}

/** Above this size a file is compressed for speed rather than the last percent (see brotliQuality). */
const LARGE_FILE_BYTES = 4_000_000;

/** Gzip level by size: 9, or 6 above LARGE_FILE_BYTES (13.5 MB: 0.29 s and 1,728 KB at 9, 0.14 s and 1,778 KB at 6). */
function gzipLevel(bytes: number): number {
  return bytes > LARGE_FILE_BYTES ? 6 : 9;
}

/**
 * Published versions on disk: `<root>/v{N}/` with every file precompressed (brotli and gzip) once,
 * at publish, so serving a bundle never compresses. A version folder is immutable once written.
 */
export class PublishedStore {
  private readonly indexes = new Map<number, VersionIndex>();

  constructor(readonly root: string) {}

  /** Tells readers of this root in this process that a new version is current. */
  markPublished(): void {
    const key = path.resolve(this.root);
    publishCounts.set(key, (publishCounts.get(key) ?? 0) + 1);
  }

  /** Changes whenever this process publishes into this root (see markPublished). */
  publishCount(): number {
    return publishCounts.get(path.resolve(this.root)) ?? 0;
  }

  versionDir(version: number): string {
    return path.join(this.root, `v${version}`);
  }

  /** Absolute path of a file of a version, in one encoding. */
  filePath(version: number, relativePath: string, encoding: keyof typeof PRECOMPRESSED | 'identity'): string {
    const base = path.join(this.versionDir(version), ...relativePath.split('/'));
    return encoding === 'identity' ? base : base + PRECOMPRESSED[encoding];
  }

  /**
   * Writes every file of a version into a temporary folder, then renames it into place, so a
   * reader never sees a half-written version (a leftover from a crash is replaced).
   */
  async writeVersion(version: number, files: readonly FileToPublish[]): Promise<VersionIndex> {
    const finalDir = this.versionDir(version);
    const tempDir = `${finalDir}.tmp-${process.pid}-${Date.now()}`;
    await mkdir(tempDir, { recursive: true });
    const index: VersionIndex = { version, files: {} };
    const infos: PublishedFileInfo[] = [];
    const writeFileAt = async (position: number) => {
      const file = files[position] as FileToPublish;
      const body = Buffer.from(file.body, 'utf8');
      const target = path.join(tempDir, ...file.path.split('/'));
      await mkdir(path.dirname(target), { recursive: true });
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: brotliQuality(body.byteLength),
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
          },
        }),
        gzipAsync(body, { level: gzipLevel(body.byteLength) }),
      ]);
      await Promise.all([
        writeFile(target, body),
        writeFile(target + PRECOMPRESSED.br, br),
        writeFile(target + PRECOMPRESSED.gzip, gz),
      ]);
      infos[position] = {
        sha256: createHash('sha256').update(body).digest('hex'),
        size: body.byteLength,
        contentType: file.contentType,
      };
    };
    try {
      // Compressing is most of a publish: one file per core at once (zlib works off the main thread).
      let next = 0;
      const compressor = async () => {
        while (next < files.length) await writeFileAt(next++);
      };
      // Every compressor is let finish before a failure removes the folder they write into.
      const outcomes = await Promise.allSettled(
        Array.from({ length: Math.min(availableParallelism(), files.length) }, compressor),
      );
      const failure = outcomes.find((outcome) => outcome.status === 'rejected');
      if (failure !== undefined) throw failure.reason;
      files.forEach((file, position) => {
        index.files[file.path] = infos[position] as PublishedFileInfo;
      });
      await writeFile(path.join(tempDir, INDEX_FILE), JSON.stringify(index));
      await rm(finalDir, { recursive: true, force: true });
      await rename(tempDir, finalDir);
    } catch (error) {
      await rm(tempDir, { recursive: true, force: true });
      throw error;
    }
    this.indexes.set(version, index);
    return index;
  }

  /** The index of a version, or undefined when its folder is missing. Cached: versions are immutable. */
  async readIndex(version: number): Promise<VersionIndex | undefined> {
    const cached = this.indexes.get(version);
    if (cached) return cached;
    try {
      const index = JSON.parse(await readFile(path.join(this.versionDir(version), INDEX_FILE), 'utf8'));
      this.indexes.set(version, index as VersionIndex);
      return index as VersionIndex;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  /** Parses a published JSON file, or undefined when the version does not hold it. */
  async readJson(version: number, relativePath: string): Promise<unknown> {
    const index = await this.readIndex(version);
    if (!index?.files[relativePath]) return undefined;
    return JSON.parse(await readFile(this.filePath(version, relativePath, 'identity'), 'utf8'));
  }
}

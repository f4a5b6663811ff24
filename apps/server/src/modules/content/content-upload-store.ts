import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/** An uploaded file waiting for "Apply": where it is, its name and checksum, who sent it. */
export interface StoredUpload {
  id: string;
  /** The file's path on disk, which the importers read. */
  file: string;
  name: string;
  sha256: string;
  size: number;
  organiserId: number;
}

const metaSchema = z.object({
  name: z.string(),
  sha256: z.string(),
  size: z.number().int(),
  organiserId: z.number().int(),
});

const ID = /^[0-9a-f-]{36}$/;

/**
 * Files uploaded from the console, under `<DATA_DIR>/uploads/<id>/` (the file and its facts), kept
 * for `ttlMinutes` between the dry run and "Apply"; older ones are deleted at the next upload. The
 * id is random and the checksum must match at apply, so an apply imports exactly the file reported.
 */
export class ContentUploadStore {
  constructor(
    private readonly root: string,
    private readonly ttlMinutes: number,
  ) {}

  async save(body: Uint8Array, name: string, organiserId: number, now: Date): Promise<StoredUpload> {
    await this.deleteExpired(now);
    const id = randomUUID();
    const folder = path.join(this.root, id);
    await mkdir(folder, { recursive: true, mode: 0o700 });
    const sha256 = createHash('sha256').update(body).digest('hex');
    const file = path.join(folder, 'upload');
    await writeFile(file, body, { mode: 0o600 });
    const meta = { name, sha256, size: body.byteLength, organiserId };
    await writeFile(path.join(folder, 'upload.json'), JSON.stringify(meta), { mode: 0o600 });
    return { id, file, ...meta };
  }

  /** The upload of an id, if it is still kept. */
  async find(id: string, now: Date): Promise<StoredUpload | undefined> {
    if (!ID.test(id)) return undefined;
    const folder = path.join(this.root, id);
    try {
      if (this.isExpired((await stat(folder)).mtimeMs, now)) return undefined;
      const meta = metaSchema.parse(JSON.parse(await readFile(path.join(folder, 'upload.json'), 'utf8')));
      return { id, file: path.join(folder, 'upload'), ...meta };
    } catch {
      return undefined;
    }
  }

  async delete(id: string): Promise<void> {
    if (ID.test(id)) await rm(path.join(this.root, id), { recursive: true, force: true });
  }

  private isExpired(savedAtMs: number, now: Date): boolean {
    return now.getTime() - savedAtMs > this.ttlMinutes * 60_000;
  }

  private async deleteExpired(now: Date): Promise<void> {
    let names: string[];
    try {
      names = await readdir(this.root);
    } catch {
      return;
    }
    for (const name of names) {
      const folder = path.join(this.root, name);
      const info = await stat(folder).catch(() => undefined);
      if (info !== undefined && this.isExpired(info.mtimeMs, now))
        await rm(folder, { recursive: true, force: true });
    }
  }
}

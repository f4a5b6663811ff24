import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { profilePhotos } from '../../db/schema.js';

export type ProfilePhotoRow = typeof profilePhotos.$inferSelect;
export type ProfilePhotoInfo = Omit<ProfilePhotoRow, 'body'>;

/** The only code that reads and writes profile photos. */
export class ProfilePhotoRepository {
  constructor(private readonly db: Database) {}

  async insert(body: Uint8Array, contentType: string): Promise<ProfilePhotoInfo> {
    const id = randomBytes(16).toString('base64url');
    const sha256 = createHash('sha256').update(body).digest('hex');
    const [row] = await this.db
      .insert(profilePhotos)
      .values({ id, body, contentType, size: body.length, sha256 })
      .returning({
        id: profilePhotos.id,
        contentType: profilePhotos.contentType,
        size: profilePhotos.size,
        sha256: profilePhotos.sha256,
        createdAt: profilePhotos.createdAt,
      });
    if (!row) throw new Error('photo insert returned no row');
    return row;
  }

  async find(id: string): Promise<ProfilePhotoRow | undefined> {
    const [row] = await this.db.select().from(profilePhotos).where(eq(profilePhotos.id, id));
    return row;
  }

  async info(id: string): Promise<ProfilePhotoInfo | undefined> {
    const [row] = await this.db
      .select({
        id: profilePhotos.id,
        contentType: profilePhotos.contentType,
        size: profilePhotos.size,
        sha256: profilePhotos.sha256,
        createdAt: profilePhotos.createdAt,
      })
      .from(profilePhotos)
      .where(eq(profilePhotos.id, id));
    return row;
  }

  async delete(id: string): Promise<void> {
    await this.db.delete(profilePhotos).where(eq(profilePhotos.id, id));
  }
}

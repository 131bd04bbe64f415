/** The uploads table (SQL only). */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { UploadsTable } from '../db/schema-uploads';

export type UploadRow = UploadsTable;

export async function insertUpload(db: Kysely<Database>, row: UploadRow): Promise<void> {
  await db.insertInto('uploads').values(row).execute();
}

export async function findUpload(db: Kysely<Database>, fileId: string): Promise<UploadRow | undefined> {
  return db.selectFrom('uploads').selectAll().where('file_id', '=', fileId).executeTakeFirst();
}

/** The rows of these ids that the user uploaded (a form checks the files it is given are the user's own). */
export async function ownedUploads(db: Kysely<Database>, userId: string, fileIds: string[]): Promise<UploadRow[]> {
  if (!fileIds.length) return [];
  return db.selectFrom('uploads').selectAll().where('owner_user_id', '=', userId).where('file_id', 'in', fileIds).execute();
}

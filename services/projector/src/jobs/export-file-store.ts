import { Writable } from 'node:stream';
import type { Knex } from 'knex';
import { EXPORT_FILE_CHUNKS_TABLE, EXPORT_FILES_TABLE, EXPORT_RETENTION_SECONDS, EXPORTS_SCHEMA, qualified } from '@dealer/read-models';

const FILES = qualified(EXPORTS_SCHEMA, EXPORT_FILES_TABLE);
const CHUNKS = qualified(EXPORTS_SCHEMA, EXPORT_FILE_CHUNKS_TABLE);

/** A chunk row is at most this many bytes: a download streams a file a chunk at a time. */
export const CHUNK_BYTES = 1024 * 1024;

/**
 * A writable stream into `exports.export_file_chunks`: bytes gathered into 1 MB chunks, each
 * inserted as it fills (backpressure waits for the insert). `finish` stores the file's row, which
 * makes it downloadable; a job run again starts by dropping what an earlier run left.
 */
export class ExportFileWriter extends Writable {
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private seq = 0;
  byteSize = 0;

  constructor(private readonly db: Knex, readonly jobId: string) {
    super();
  }

  /** Drops the chunks and the row of an earlier attempt of this job. */
  async reset(): Promise<void> {
    await this.db.raw(`DELETE FROM ${FILES} WHERE job_id = ?`, [this.jobId]);
    await this.db.raw(`DELETE FROM ${CHUNKS} WHERE job_id = ?`, [this.jobId]);
  }

  override _write(chunk: Buffer | string, encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, encoding) : chunk;
    this.pending.push(bytes);
    this.pendingBytes += bytes.length;
    this.byteSize += bytes.length;
    if (this.pendingBytes < CHUNK_BYTES) return callback();
    this.flushChunks(false).then(() => callback(), callback);
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.flushChunks(true).then(() => callback(), callback);
  }

  private async flushChunks(all: boolean): Promise<void> {
    let buffer = Buffer.concat(this.pending);
    this.pending = [];
    this.pendingBytes = 0;
    while (buffer.length >= CHUNK_BYTES || (all && buffer.length > 0)) {
      const chunk = buffer.subarray(0, CHUNK_BYTES);
      buffer = buffer.subarray(chunk.length);
      await this.db.raw(`INSERT INTO ${CHUNKS} (job_id, seq, data) VALUES (?, ?, ?)`, [this.jobId, this.seq, chunk]);
      this.seq += 1;
    }
    if (buffer.length > 0) {
      this.pending = [buffer];
      this.pendingBytes = buffer.length;
    }
  }

  /** Once finished: the file's row, kept EXPORT_RETENTION_SECONDS. */
  async publish(file: { fileName: string; contentType: string; createdBy: string | null }): Promise<void> {
    await this.db.raw(
      `INSERT INTO ${FILES} (job_id, file_name, content_type, byte_size, chunk_count, created_by, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, now() + make_interval(secs => ?))
       ON CONFLICT (job_id) DO UPDATE SET file_name = excluded.file_name, content_type = excluded.content_type,
         byte_size = excluded.byte_size, chunk_count = excluded.chunk_count, created_at = now(), expires_at = excluded.expires_at`,
      [this.jobId, file.fileName, file.contentType, this.byteSize, this.seq, file.createdBy, EXPORT_RETENTION_SECONDS],
    );
  }
}

/** Deletes expired files, and chunks of files never finished, older than the retention. */
export async function deleteExpiredExportFiles(db: Knex): Promise<number> {
  const files = await db.raw(`DELETE FROM ${FILES} WHERE expires_at < now()`);
  await db.raw(`DELETE FROM ${CHUNKS} c WHERE c.created_at < now() - make_interval(secs => ?) AND NOT EXISTS (SELECT 1 FROM ${FILES} f WHERE f.job_id = c.job_id)`, [
    EXPORT_RETENTION_SECONDS,
  ]);
  return (files as { rowCount: number }).rowCount;
}

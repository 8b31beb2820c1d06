/**
 * Export files: what a background export wrote, kept in PostgreSQL so that any API instance can
 * serve the download. They live in their own schema (EXPORTS_SCHEMA), outside the read models: a
 * rebuild swaps the read-model schema and must not drop a file a user is about to download, and
 * the read models stay exactly what the projections build (their dump, their table list).
 *
 * A file is written in chunks (`export_file_chunks`, in order) and its `export_files` row last:
 * a file without its row is unfinished (a worker that died half way, retried from scratch) and is
 * never served. Files are kept 24 hours (`expires_at`); the worker deletes expired ones.
 */
export const EXPORTS_SCHEMA = 'exports';
export const EXPORT_FILES_TABLE = 'export_files';
export const EXPORT_FILE_CHUNKS_TABLE = 'export_file_chunks';

/** How long exports (the BullMQ jobs and their files) are kept. */
export const EXPORT_RETENTION_SECONDS = 24 * 60 * 60;

export interface ExportFileRecord {
  /** The BullMQ job id. */
  job_id: string;
  file_name: string;
  content_type: string;
  /** Bytes, as a decimal string (bigint). */
  byte_size: string;
  chunk_count: number;
  created_by: string | null;
  created_at: Date;
  expires_at: Date;
}

export interface ExportFileChunkRecord {
  job_id: string;
  /** 0, 1, 2…: the order of the chunks. */
  seq: number;
  data: Buffer;
}

/** The BullMQ queue of the inventory exports (the API adds, the projector process works them). */
export const INVENTORY_EXPORT_QUEUE = 'inventory-exports';

/**
 * BullMQ's key prefix for a deployment whose Redis keys start with `redisKeyPrefix` (redisKeyPrefixOf):
 * its queues live under '<prefix>bull:…'. (BullMQ refuses ioredis' own keyPrefix: it takes its own.)
 */
export const bullPrefixOf = (redisKeyPrefix: string): string => `${redisKeyPrefix}bull`;

export type InventoryExportType = 'comprehensive' | 'lowstock';
export type InventoryExportFormat = 'xlsx' | 'csv';

/** A job's data: what to export, for whom, over which period (resolved when queued). */
export interface InventoryExportJobData {
  type: InventoryExportType;
  format: InventoryExportFormat;
  filters: { type?: string; supplier?: string; productId?: string };
  period: { startDate: string; endDate: string };
  /** The user who asked: only they see the job. */
  userId: string;
  /** Dhaka business day the export was asked on (the file's name). */
  requestedOn: string;
}

/** A completed job's return value. */
export interface InventoryExportResult {
  fileName: string;
  contentType: string;
  byteSize: number;
  rows: number;
}

export const EXPORT_CONTENT_TYPES: Record<InventoryExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

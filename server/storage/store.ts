/**
 * The material file store: the port both backends implement, on disk (file-store.ts) or in S3-compatible object
 * storage (object-store.ts), chosen once from LECTERN_STORAGE_URL (open-store.ts).
 *
 * Every write is first staged: `fill` writes a local temp file, which `StagedFile.path` names until `commit()`
 * (checks such as the magic bytes read it there). `commit()` gives the bytes their final name; `discard()`
 * removes whatever the staged file is at that moment (the temp, or the final file when the database write after
 * the commit failed). So a failure leaves neither a half-written file nor an orphan.
 */
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

export type StagedFile = {
  /** the final name, `<32 hex>.<ext>` */
  storedName: string;
  /** a local file holding the bytes: valid until `commit()` (on disk: the final file afterwards) */
  readonly path: string;
  /** bytes */
  size: number;
  /** gives the bytes their final name */
  commit(): Promise<void>;
  /** removes the file, staged or committed; never throws */
  discard(): Promise<void>;
};

/** An inclusive byte range, as HTTP Range gives it. */
export type ByteRange = { start: number; end: number };

/** A stored file opened for reading: its size, and its bytes (all, or one range) as a stream. */
export type StoredFile = {
  size: number;
  read(range?: ByteRange): Promise<Readable>;
};

export type FileStore = {
  /** which backend: 'disk' or 'object' */
  readonly kind: 'disk' | 'object';
  /** A staged file; `fill` writes its temp path. On a failure of `fill` nothing remains. */
  stageWith(owner: number, extension: string, fill: (tempPath: string) => Promise<void>): Promise<StagedFile>;
  /** Streams `source` into a staged file (never buffered whole). */
  stageStream(owner: number, extension: string, source: Readable): Promise<StagedFile>;
  /** Moves a finished local file (e.g. a tus upload) in; it is gone from `sourcePath` afterwards. */
  stageFile(owner: number, extension: string, sourcePath: string): Promise<StagedFile>;
  /** The stored file, or undefined when it does not exist. */
  open(owner: number, storedName: string): Promise<StoredFile | undefined>;
  /** Runs `work` on a local file with the stored bytes (ffmpeg and ffprobe need one); a copy is removed after. */
  withLocalCopy<T>(owner: number, storedName: string, work: (localPath: string) => Promise<T>): Promise<T>;
  /** Removes a committed file; never throws for a missing one. */
  remove(owner: number, storedName: string): Promise<void>;
  /** Removes temp files a crash left behind. Call before serving. */
  sweepTemps(): Promise<number>;
  /** Lets go of connections; call after the last use. */
  close(): void;
};

const SAFE_EXTENSION = /^[a-z0-9]{1,8}$/;

export function assertOwner(owner: number): void {
  if (!Number.isSafeInteger(owner) || owner <= 0) throw new Error(`bad owner id ${owner}`);
}

/** Stored names are ours, but one that could leave the owner's directory or key prefix is never used. */
export function assertStoredName(storedName: string): void {
  if (storedName === '' || /[/\\]/.test(storedName) || storedName.startsWith('.')) throw new Error('bad stored name');
}

/** A fresh final name, `<32 hex>.<ext>`. */
export function randomStoredName(extension: string): string {
  if (!SAFE_EXTENSION.test(extension)) throw new Error(`unsafe file extension "${extension}"`);
  return `${randomBytes(16).toString('hex')}.${extension}`;
}

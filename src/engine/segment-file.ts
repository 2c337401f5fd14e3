import { createHash } from 'node:crypto';
import {
  closeSync,
  fdatasyncSync,
  fstatSync,
  fsyncSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readSync,
  renameSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { JournalWriteError } from './errors';
import { encodeFileHeader, FILE_HEADER_SIZE, type FileKind } from './format';

const MIN_CHUNK = 64 * 1024;
const MAX_CHUNK = 16 * 1024 * 1024;
const ZEROS = Buffer.alloc(1024 * 1024);

/** Runs an fs call; an error becomes JournalWriteError naming the file and the errno. */
export function fsCall<T>(file: string, action: string, call: () => T): T {
  try {
    return call();
  } catch (error) {
    throw writeError(file, action, error);
  }
}

/** An fs error as JournalWriteError naming the file and the errno (others as they are). */
function writeError(file: string, action: string, error: unknown): unknown {
  const code = (error as NodeJS.ErrnoException).code;
  return code ? new JournalWriteError(file, code, action) : error;
}

/**
 * mkdir -p with the real errno: a recursive mkdir reports ENOENT where the actual problem is a
 * read-only or unwritable parent.
 */
export function ensureDir(dir: string, action: string): void {
  try {
    mkdirSync(dir, { recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      fsCall(dir, action, () => mkdirSync(dir));
    }
    fsCall(dir, action, () => {
      throw error;
    });
  }
}

/** fsync a folder so a created, renamed or deleted entry in it survives a power loss. */
export function syncDir(dir: string): void {
  const fd = fsCall(dir, 'open the folder', () => openSync(dir, 'r'));
  try {
    fsCall(dir, 'sync the folder', () => fsyncSync(fd));
  } finally {
    closeSync(fd);
  }
}

/**
 * Writes a whole file atomically: to `<path>.tmp`, fsync, rename, fsync the folder. Readers see
 * either no file or all of it.
 */
export function writeFileAtomic(path: string, parts: Buffer[], preallocate = 0): void {
  const tmp = `${path}.tmp`;
  const fd = fsCall(tmp, 'create', () => openSync(tmp, 'w'));
  try {
    let at = 0;
    for (const part of parts) at += writeAll(fd, tmp, part, at);
    if (preallocate > at) writeZeros(fd, tmp, at, preallocate);
    fsCall(tmp, 'sync', () => fsyncSync(fd));
  } catch (error) {
    closeSync(fd);
    try {
      unlinkSync(tmp);
    } catch {
      // nothing to clean up
    }
    throw error;
  }
  closeSync(fd);
  fsCall(path, 'rename into place', () => renameSync(tmp, path));
  syncDir(dirname(path));
}

function writeAll(fd: number, file: string, data: Buffer, position: number): number {
  let done = 0;
  try {
    while (done < data.length)
      done += writeSync(fd, data, done, data.length - done, position + done);
  } catch (error) {
    throw writeError(file, 'write', error);
  }
  return data.length;
}

function writeZeros(fd: number, file: string, from: number, to: number): void {
  for (let at = from; at < to;) {
    const n = Math.min(ZEROS.length, to - at);
    writeAll(fd, file, ZEROS.subarray(0, n), at);
    at += n;
  }
}

/**
 * An open journal segment: frames are written over preallocated zeros at `dataEnd`, so a commit
 * changes neither the file size nor its block map and `fdatasync` flushes data only.
 */
export class SegmentFile {
  private closed = false;
  private constructor(
    readonly path: string,
    private readonly fd: number,
    public dataEnd: number,
    private allocated: number,
    private readonly syncs: boolean,
  ) {}

  get name(): string {
    return basename(this.path);
  }

  /** Creates a segment (or snapshot-less marker journal) atomically, preallocated. */
  static create(
    dir: string,
    name: string,
    kind: FileKind,
    seq: number,
    chain: Buffer,
    syncs: boolean,
  ): SegmentFile {
    const path = join(dir, name);
    writeFileAtomic(path, [encodeFileHeader(kind, seq, chain)], FILE_HEADER_SIZE + MIN_CHUNK);
    const fd = fsCall(path, 'open', () => openSync(path, 'r+'));
    return new SegmentFile(path, fd, FILE_HEADER_SIZE, FILE_HEADER_SIZE + MIN_CHUNK, syncs);
  }

  /**
   * Opens an existing segment for appending after its last committed frame. Whatever lies beyond
   * `dataEnd` (a torn frame) is cut off and replaced by zeros, durably, before anything is written.
   */
  static openForAppend(
    path: string,
    dataEnd: number,
    hasTornTail: boolean,
    syncs: boolean,
  ): SegmentFile {
    const fd = fsCall(path, 'open for writing', () => openSync(path, 'r+'));
    try {
      let size = fsCall(path, 'stat', () => fstatSync(fd).size);
      if (hasTornTail) {
        fsCall(path, 'truncate the torn tail of', () => ftruncateSync(fd, dataEnd));
        size = dataEnd;
      }
      const segment = new SegmentFile(path, fd, dataEnd, size, syncs);
      if (hasTornTail || size - dataEnd < MIN_CHUNK / 4) segment.extend(MIN_CHUNK);
      return segment;
    } catch (error) {
      closeSync(fd);
      throw error;
    }
  }

  /** Writes `data` at the end of the committed frames; `sync` makes it durable before returning. */
  write(data: Buffer, sync: boolean): void {
    if (this.dataEnd + data.length > this.allocated) this.extend(data.length);
    writeAll(this.fd, this.path, data, this.dataEnd);
    if (sync) {
      try {
        fdatasyncSync(this.fd);
      } catch (error) {
        throw writeError(this.path, 'sync', error);
      }
    }
    this.dataEnd += data.length;
  }

  /**
   * The goal's chain value after this segment's last frame (docs/journal-format.md): SHA-256 of
   * the file up to `dataEnd`, read back in chunks, or the header's value while it has no frame.
   * Needed only when a segment rolls over or is compacted, so commits never hash.
   */
  chainHead(): Buffer {
    const chunk = Buffer.allocUnsafe(Math.min(1 << 20, this.dataEnd));
    const readAt = (at: number, n: number) => {
      let done = 0;
      while (done < n) {
        const got = fsCall(this.path, 'read back', () =>
          readSync(this.fd, chunk, done, n - done, at + done),
        );
        if (got === 0) throw new JournalWriteError(this.path, 'EIO', 'read back');
        done += got;
      }
      return chunk.subarray(0, n);
    };
    if (this.dataEnd <= FILE_HEADER_SIZE)
      return Buffer.from(readAt(0, FILE_HEADER_SIZE).subarray(24, 56));
    const hash = createHash('sha256');
    for (let at = 0; at < this.dataEnd; at += chunk.length)
      hash.update(readAt(at, Math.min(chunk.length, this.dataEnd - at)));
    return hash.digest();
  }

  /** Preallocates at least `need` more bytes (zeros), in chunks of half the file size. */
  private extend(need: number): void {
    const chunk = Math.min(MAX_CHUNK, Math.max(MIN_CHUNK, Math.floor(this.allocated / 2)));
    const target = Math.max(this.dataEnd + need, this.allocated) + chunk;
    writeZeros(this.fd, this.path, this.allocated, target);
    if (this.syncs) fsCall(this.path, 'sync', () => fsyncSync(this.fd));
    this.allocated = target;
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    closeSync(this.fd);
  }
}

import { constants } from 'node:fs';
import { open } from 'node:fs/promises';
import { BundleError } from './reasons';

// A bundle or journal committed as a symbolic link could point anywhere on the verifier's disk.
const NO_FOLLOW = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0);

/**
 * Reads a file, refusing anything larger than `maxBytes` before it is read whole: a regular file
 * whose size already exceeds the cap is refused without reading a byte, and any file (a pipe, a
 * file that grows while read) is read in chunks and abandoned at `maxBytes + 1`. A symbolic link
 * is refused, not followed.
 */
export async function readFileCapped(
  path: string,
  maxBytes: number,
  what: string,
): Promise<Buffer> {
  let handle;
  try {
    handle = await open(path, NO_FOLLOW);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOOP') {
      throw new BundleError('hostile-path', `${what} ${path} is a symbolic link`);
    }
    throw ioError(error, path, what);
  }
  try {
    const stat = await handle.stat();
    if (stat.isDirectory()) throw new BundleError('unreadable', `${what} ${path} is a directory`);
    if (stat.isFile() && stat.size > maxBytes) throw tooLarge(what, stat.size, maxBytes);
    const chunks: Buffer[] = [];
    let total = 0;
    const chunkSize = 1 << 16;
    for (;;) {
      const chunk = Buffer.allocUnsafe(Math.min(chunkSize, maxBytes + 1 - total));
      const { bytesRead } = await handle.read(chunk, 0, chunk.length, null);
      if (bytesRead === 0) break;
      chunks.push(chunk.subarray(0, bytesRead));
      total += bytesRead;
      if (total > maxBytes) throw tooLarge(what, null, maxBytes);
    }
    return Buffer.concat(chunks, total);
  } catch (error) {
    throw error instanceof BundleError ? error : ioError(error, path, what);
  } finally {
    await handle.close();
  }
}

function tooLarge(what: string, size: number | null, maxBytes: number): BundleError {
  const actual = size === null ? `more than ${maxBytes}` : String(size);
  return new BundleError('too-large', `${what} is ${actual} bytes; the limit is ${maxBytes}`);
}

function ioError(error: unknown, path: string, what: string): BundleError {
  const code = (error as NodeJS.ErrnoException).code ?? 'error';
  return new BundleError('unreadable', `cannot read ${what} ${path} (${code})`, code);
}

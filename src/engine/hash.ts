import { sha256 } from './sha256';
import { encodeValue, withEncoded } from './codec-encode';

/**
 * First 16 bytes of SHA-256 over the canonical encoding of an argument list. The result is shared
 * for an empty list (a step without arguments hashes nothing): never modify it.
 */
export function hashArgs(args: unknown[], subject: string): Buffer {
  if (args.length === 0) return (noArgs ??= withEncoded(args, subject, sha256).subarray(0, 16));
  return withEncoded(args, subject, sha256).subarray(0, 16);
}

let noArgs: Buffer | undefined;

/** An Error (or any thrown value) as journal bytes; falls back to name and message if needed. */
export function encodeThrown(error: unknown): Buffer {
  try {
    return encodeValue(error);
  } catch {
    const e = error as { name?: unknown; message?: unknown; stack?: unknown };
    const summary = new Error(typeof e?.message === 'string' ? e.message : String(error));
    if (typeof e?.name === 'string') summary.name = e.name;
    if (typeof e?.stack === 'string') summary.stack = e.stack;
    return encodeValue(summary);
  }
}

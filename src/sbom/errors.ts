import { lineOf as lineOfOffset } from '../lines';

/** A lockfile that cannot be read: reported with its line, while the other lockfiles go on. */
export class LockfileError extends Error {
  override name = 'LockfileError';
  constructor(
    message: string,
    readonly line?: number,
  ) {
    super(message);
  }
}

/** A bad option (SOURCE_DATE_EPOCH, a missing repository folder): exit 2, like a usage error. */
export class SbomOptionError extends Error {
  override name = 'SbomOptionError';
  readonly exitCode = 2;
}

/** 1-based line of the first occurrence of `needle`, or undefined. */
export function lineOf(text: string, needle: string): number | undefined {
  const at = text.indexOf(needle);
  return at < 0 ? undefined : lineOfOffset(text, at);
}

/** JSON.parse with the failure turned into a LockfileError that names the line. */
export function parseJsonLock(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    const position = /position (\d+)/.exec(message);
    const lineCol = /line (\d+)/.exec(message);
    const line = position
      ? lineOfOffset(text, Number(position[1]))
      : lineCol
        ? Number(lineCol[1])
        : lineOfOffset(text, text.length);
    throw new LockfileError(`invalid JSON: ${message.split('\n')[0]}`, line);
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A string-to-string map from a lockfile field, or an error naming the field. The line is looked
 * up only on error: searching the text for every entry would make large lockfiles quadratic.
 */
export function stringMap(
  value: unknown,
  what: string,
  line: () => number | undefined,
): Record<string, string> {
  if (value === undefined) return {};
  if (!isRecord(value)) throw new LockfileError(`${what} is not an object`, line());
  for (const [key, v] of Object.entries(value)) {
    if (typeof v !== 'string') throw new LockfileError(`${what}.${key} is not a string`, line());
  }
  return value as Record<string, string>;
}

/** Parses a value. */
export function parse(input: string, options?: { strict: boolean }): number | null {
  return input.length ? Number(input) : null;
}

export interface Options { strict: boolean; radix?: number }

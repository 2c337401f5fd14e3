import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from './errors';

type Options = NonNullable<ParseArgsConfig['options']>;

/** Strict option parsing: an unknown flag or a missing value is a UsageError (exit 2). */
export function parseCommandArgs<T extends Options>(
  command: string,
  args: string[],
  options: T,
  allowPositionals = true,
) {
  try {
    return parseArgs({ args, options, strict: true, allowPositionals });
  } catch (error) {
    throw new UsageError(`lil ${command}: ${(error as Error).message}`);
  }
}

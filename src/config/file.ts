import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import { ConfigError } from './errors';
import { configFileSchema, type ConfigFile } from './schema';

/** Parses and validates the text of `.letitloop.yml`; `source` names the file in errors. */
export function parseConfigFile(text: string, source: string): ConfigFile {
  let data: unknown;
  try {
    data = parseYaml(text, { prettyErrors: false });
  } catch (error) {
    const first = String((error as Error).message).split('\n')[0];
    throw new ConfigError(`${source}: not valid YAML: ${first}`);
  }
  if (data === null || data === undefined) return {};
  const result = configFileSchema.safeParse(data);
  if (!result.success)
    throw new ConfigError(`${source}: ${describeIssue(result.error.issues[0]!)}`);
  return result.data;
}

/** One zod issue as `key.path: what is wrong`, naming the key a user has to fix. */
export function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') {
    const where = issue.path.length ? `${formatPath(issue.path)}: ` : '';
    return `${where}unknown key ${issue.keys.map((k) => `'${k}'`).join(', ')}`;
  }
  const where = issue.path.length ? formatPath(issue.path) : '(top level)';
  if (issue.code === 'invalid_value') {
    return `${where}: expected one of ${issue.values.map(String).join('|')}`;
  }
  if (issue.code === 'invalid_type') return `${where}: expected ${issue.expected}`;
  return `${where}: ${issue.message}`;
}

function formatPath(path: PropertyKey[]): string {
  return path
    .map((p) => (typeof p === 'number' ? `[${p}]` : String(p)))
    .join('.')
    .replace(/\.\[/g, '[');
}

import { readFile } from 'node:fs/promises';
import { ConfigError, parseConfigFile, type ConfigFile } from '../config';
import type { ContentReader } from '../diff/content';
import type { ChangeSet } from '../diff/types';

const MAX_CONFIG_BYTES = 256 * 1024;

export interface PolicySource {
  /** Repository-relative path of the policy file (`config-file`), read at the PR's base. */
  configFile: string;
  /** An explicit file on disk (`lil verify --config F`): read as is, and it must exist. */
  explicitPath?: string;
}

export interface Policy {
  file: ConfigFile;
  /** Where it came from, for the report, e.g. `.letitloop.yml at base 1a2b3c4d5e6f`. */
  origin: string;
  notes: string[];
}

/**
 * The repository's policy. It is read at the base commit, never from the PR's head: a pull request
 * must not be able to relax the gate that judges it. A PR that changes the file gets a note.
 */
export async function readPolicy(
  source: PolicySource,
  changeSet: ChangeSet,
  reader: ContentReader,
): Promise<Policy> {
  if (source.explicitPath !== undefined) {
    let text: string;
    try {
      text = await readFile(source.explicitPath, 'utf8');
    } catch (error) {
      throw new ConfigError(
        `cannot read config file ${source.explicitPath} (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
      );
    }
    return {
      file: parseConfigFile(text, source.explicitPath),
      origin: source.explicitPath,
      notes: [],
    };
  }
  const [result] = await reader.read([{ commit: changeSet.base, path: source.configFile }], {
    maxBytes: MAX_CONFIG_BYTES,
    concurrency: 1,
  });
  const notes = changeSet.files.some(
    (f) => f.path === source.configFile || f.previousPath === source.configFile,
  )
    ? [
        `The PR changes \`${source.configFile}\`; the base branch's version was applied (the new one applies after merge).`,
      ]
    : [];
  const origin = `${source.configFile} at base ${changeSet.base.slice(0, 12)}`;
  if (!result || result.kind === 'absent')
    return { file: {}, origin: `defaults (no ${origin})`, notes };
  if (result.kind === 'too-large')
    throw new ConfigError(
      `${source.configFile}: ${result.size} bytes, over the ${MAX_CONFIG_BYTES}-byte limit`,
    );
  return {
    file: parseConfigFile(result.content.toString('utf8'), source.configFile),
    origin,
    notes,
  };
}

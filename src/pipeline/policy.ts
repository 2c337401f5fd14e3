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
  /** Where it came from, for the log, e.g. `.letitloop.yml at base 1a2b3c4d5e6f`. */
  origin: string;
  notes: string[];
}

/** An explicit policy file; read before any other work, so a bad one stops the run at once. */
export async function readExplicitPolicy(path: string): Promise<Policy> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    throw new ConfigError(`cannot read config file ${path} (${code})`);
  }
  return { file: parseConfigFile(text, path), origin: path, notes: [] };
}

/**
 * The repository's policy, read at the base commit, never from the PR's head: a pull request must
 * not be able to relax the gate that judges it. A PR that changes the file gets a note.
 */
export async function readBasePolicy(
  configFile: string,
  changeSet: ChangeSet,
  reader: ContentReader,
): Promise<Policy> {
  const [result] = await reader.read([{ commit: changeSet.base, path: configFile }], {
    maxBytes: MAX_CONFIG_BYTES,
    concurrency: 1,
  });
  const changed = changeSet.files.some(
    (f) => f.path === configFile || f.previousPath === configFile,
  );
  const notes = changed
    ? [
        `The PR changes \`${configFile}\`; the base branch's version was applied (the new one applies after merge).`,
      ]
    : [];
  const origin = `${configFile} at base ${changeSet.base.slice(0, 12)}`;
  if (!result || result.kind === 'absent') {
    return { file: {}, origin: `defaults (no ${origin})`, notes };
  }
  if (result.kind === 'too-large') {
    throw new ConfigError(
      `${configFile}: ${result.size} bytes, over the ${MAX_CONFIG_BYTES}-byte limit`,
    );
  }
  return { file: parseConfigFile(result.content.toString('utf8'), configFile), origin, notes };
}

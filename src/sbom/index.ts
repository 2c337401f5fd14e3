import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { basename, join, posix, resolve } from 'node:path';
import { renderBom } from './bom';
import { discoverLockfiles } from './discover';
import { LockfileError, SbomOptionError } from './errors';
import { buildGraph } from './graph';
import { readProjectManifest } from './manifest';
import { parseNpmLock } from './npm-lock';
import { parsePnpmLock } from './pnpm-lock';
import { parsePoetryLock } from './poetry-lock';
import { parseRequirements } from './requirements';
import type {
  Ecosystem,
  ParseContext,
  ParsedLockfile,
  SbomError,
  SbomOptions,
  SbomResult,
} from './types';
import { parseUvLock } from './uv-lock';
import { parseYarnBerry } from './yarn-berry';
import { parseYarnClassic } from './yarn-classic';

export type * from './types';
export { LockfileError, SbomOptionError } from './errors';

type Parser = (text: string, ctx: ParseContext) => ParsedLockfile;

/** yarn.lock is classic or berry by its content: berry's is YAML with a `__metadata` block. */
const parseYarnLock: Parser = (text, ctx) => {
  if (/^__metadata:/m.test(text)) return parseYarnBerry(text, ctx);
  if (/^# yarn lockfile v1/m.test(text)) return parseYarnClassic(text, ctx);
  throw new LockfileError(
    'neither a yarn classic (# yarn lockfile v1) nor a yarn berry (__metadata) lockfile',
    1,
  );
};

function parserFor(file: string): Parser {
  const name = posix.basename(file);
  if (name === 'package-lock.json' || name === 'npm-shrinkwrap.json') return parseNpmLock;
  if (name === 'pnpm-lock.yaml') return parsePnpmLock;
  if (name === 'yarn.lock') return parseYarnLock;
  if (name === 'poetry.lock') return parsePoetryLock;
  if (name === 'uv.lock') return parseUvLock;
  return parseRequirements;
}

/** SOURCE_DATE_EPOCH (whole seconds since 1970) as the BOM timestamp, else now. */
function timestampFrom(env: NodeJS.ProcessEnv): Date {
  const epoch = env.SOURCE_DATE_EPOCH;
  if (epoch === undefined || epoch === '') return new Date();
  if (!/^\d{1,12}$/.test(epoch)) {
    throw new SbomOptionError(`SOURCE_DATE_EPOCH must be whole seconds since 1970, got '${epoch}'`);
  }
  return new Date(Number(epoch) * 1000);
}

/**
 * The CycloneDX SBOM of a repository's dependencies, from every lockfile in it. A lockfile that
 * cannot be read becomes one entry in `errors` (file, line, message) and the BOM holds the rest;
 * with no lockfile at all the BOM is valid and empty, with a note. Throws only for bad options.
 */
export async function generateSbom(options: SbomOptions): Promise<SbomResult> {
  const repoDir = resolve(options.repoDir);
  const format = options.format ?? 'cyclonedx-json';
  const specVersion = options.specVersion ?? '1.6';
  if (format !== 'cyclonedx-json' && format !== 'cyclonedx-xml') {
    throw new SbomOptionError(
      `unknown SBOM format '${String(format)}' (cyclonedx-json, cyclonedx-xml)`,
    );
  }
  if (specVersion !== '1.6' && specVersion !== '1.5') {
    throw new SbomOptionError(`unsupported CycloneDX version '${String(specVersion)}' (1.6, 1.5)`);
  }
  const isDir = await stat(repoDir).then(
    (s) => s.isDirectory(),
    () => false,
  );
  if (!isDir) throw new SbomOptionError(`repository folder not found: ${repoDir}`);
  const timestamp = timestampFrom(options.env ?? process.env);

  const { found, notes } = discoverLockfiles(repoDir);
  const errors: SbomError[] = [];
  const parsed: { lock: ParsedLockfile; ctx: ParseContext }[] = [];
  for (const { file, projectRelDir } of found) {
    const relDir = posix.dirname(file) === '.' ? '' : posix.dirname(file);
    const ctx: ParseContext = {
      dir: join(repoDir, relDir),
      relDir,
      file,
      projectDir: join(repoDir, projectRelDir),
      projectRelDir,
    };
    try {
      const lock = parserFor(file)(await readFile(join(repoDir, file), 'utf8'), ctx);
      parsed.push({ lock, ctx });
      notes.push(...lock.notes);
    } catch (error) {
      const err = error as Error;
      errors.push(
        err instanceof LockfileError
          ? { file, ...(err.line !== undefined ? { line: err.line } : {}), message: err.message }
          : { file, message: `cannot read: ${err.message.split('\n')[0]}` },
      );
    }
  }
  if (found.length === 0) notes.push('no lockfile found: the BOM lists no components');

  const graph = buildGraph(parsed, options.includeDev ?? false);
  const { text, serialNumber } = renderBom({
    graph,
    root: readProjectManifest(repoDir),
    fallbackName: basename(repoDir),
    timestamp,
    format,
    specVersion,
  });
  const componentCounts: Record<Ecosystem, number> = { npm: 0, pypi: 0 };
  for (const c of graph.components.values()) if (!c.project) componentCounts[c.ecosystem]++;
  return {
    text,
    sha256: createHash('sha256').update(text).digest('hex'),
    format,
    specVersion,
    serialNumber,
    componentCounts,
    lockfiles: found.map((f) => f.file),
    notes,
    errors,
  };
}

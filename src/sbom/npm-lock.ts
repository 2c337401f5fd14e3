import { posix } from 'node:path';
import { isRecord, LockfileError, lineOf, parseJsonLock, stringMap } from './errors';
import { fromIntegrity } from './hashes';
import { npmLicenseLookup } from './manifest';
import {
  httpUrl,
  nameFromInstallPath,
  npmProperties,
  resolveInstallPath,
  unresolvedNote,
} from './npm-common';
import { parseNpmLockV1 } from './npm-lock-v1';
import type { Edge, EdgeKind, LockNode, ParseContext, ParsedLockfile } from './types';

/** package-lock.json / npm-shrinkwrap.json, lockfileVersion 1, 2 or 3. */
export function parseNpmLock(text: string, ctx: ParseContext): ParsedLockfile {
  const lock = parseJsonLock(text);
  if (!isRecord(lock)) throw new LockfileError('not a JSON object', 1);
  const version = lock.lockfileVersion;
  if (version === 1) return parseNpmLockV1(lock, text, ctx);
  if (version !== 2 && version !== 3) {
    throw new LockfileError(
      `unsupported lockfileVersion ${JSON.stringify(version)} (supported: 1, 2, 3)`,
      lineOf(text, '"lockfileVersion"') ?? 1,
    );
  }
  if (!isRecord(lock.packages)) {
    throw new LockfileError(
      '"packages" is missing or not an object',
      lineOf(text, '"packages"') ?? 1,
    );
  }
  const entries = lock.packages;
  const license = npmLicenseLookup(ctx.dir);
  const links = new Map<string, string>();
  const nodes = new Map<string, LockNode>();
  const lineFor = (path: string) => lineOf(text, `${JSON.stringify(path)}:`);
  const has = (path: string) => path in entries;
  const follow = (path: string) => links.get(path) ?? path;
  let unresolved = 0;

  const edgesOf = (path: string, entry: Record<string, unknown>, isProject: boolean): Edge[] => {
    const edges: Edge[] = [];
    const add = (field: string, kind: EdgeKind, required: boolean) => {
      for (const name of Object.keys(stringMap(entry[field], field, () => lineFor(path)))) {
        const target = resolveInstallPath(has, path, name);
        if (target) edges.push({ to: follow(target), kind });
        else if (required) unresolved++;
      }
    };
    add('dependencies', 'prod', true);
    add('optionalDependencies', 'optional', false);
    add('peerDependencies', 'prod', false);
    if (isProject) add('devDependencies', 'dev', true);
    return edges;
  };

  for (const [path, entry] of Object.entries(entries)) {
    if (!isRecord(entry))
      throw new LockfileError(`entry "${path}" is not an object`, lineFor(path));
    if (entry.link === true) {
      if (typeof entry.resolved !== 'string') {
        throw new LockfileError(`link "${path}" has no "resolved" target`, lineFor(path));
      }
      links.set(path, entry.resolved);
    }
  }
  let rootDeps: Edge[] = [];
  for (const [path, raw] of Object.entries(entries)) {
    const entry = raw as Record<string, unknown>;
    if (path === '') {
      rootDeps = edgesOf(path, entry, true);
      continue;
    }
    if (entry.link === true) continue;
    const isProject = !path.startsWith('node_modules/') && !path.includes('/node_modules/');
    const name = typeof entry.name === 'string' ? entry.name : nameFromInstallPath(path);
    const version = typeof entry.version === 'string' ? entry.version : undefined;
    const installPath = posix.join(ctx.relDir, path);
    const hashes = fromIntegrity(typeof entry.integrity === 'string' ? entry.integrity : undefined);
    const url = httpUrl(entry.resolved);
    nodes.set(path, {
      name,
      version,
      hashes,
      license: licenseOf(entry) ?? license(name, version, path),
      distributions: url ? [{ url, hashes }] : [],
      properties: npmProperties(installPath, entry),
      deps: edgesOf(path, entry, isProject),
      flags: {
        dev: entry.dev === true,
        optional: entry.optional === true || entry.devOptional === true,
      },
      ...(isProject ? { projectDir: installPath } : {}),
    });
  }
  for (const [path, node] of nodes) if (node.projectDir) rootDeps.push({ to: path, kind: 'prod' });
  return {
    kind: 'npm-package-lock',
    ecosystem: 'npm',
    nodes,
    rootDeps,
    notes: unresolvedNote(ctx.file, unresolved),
  };
}

function licenseOf(entry: Record<string, unknown>): string | undefined {
  return typeof entry.license === 'string' && entry.license ? entry.license : undefined;
}

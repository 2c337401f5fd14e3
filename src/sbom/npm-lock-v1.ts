import { posix } from 'node:path';
import { isRecord, LockfileError, lineOf, stringMap } from './errors';
import { fromIntegrity } from './hashes';
import { npmLicenseLookup, readPackageJson } from './manifest';
import { httpUrl, npmProperties, resolveInstallPath, unresolvedNote } from './npm-common';
import type { Edge, EdgeKind, LockNode, ParseContext, ParsedLockfile } from './types';

interface V1Entry {
  path: string;
  name: string;
  entry: Record<string, unknown>;
}

/**
 * lockfileVersion 1 (npm 5 and 6): a nested `dependencies` tree. Each entry becomes an install
 * path (`node_modules/a/node_modules/b`) so `requires` resolve the way Node resolves them.
 */
export function parseNpmLockV1(
  lock: Record<string, unknown>,
  text: string,
  ctx: ParseContext,
): ParsedLockfile {
  if (!isRecord(lock.dependencies) && lock.dependencies !== undefined) {
    throw new LockfileError('"dependencies" is not an object', lineOf(text, '"dependencies"'));
  }
  const flat: V1Entry[] = [];
  const walk = (deps: Record<string, unknown>, parent: string) => {
    for (const [name, entry] of Object.entries(deps)) {
      const path = `${parent ? `${parent}/` : ''}node_modules/${name}`;
      if (!isRecord(entry)) {
        throw new LockfileError(`dependency "${name}" is not an object`, lineOf(text, `"${name}"`));
      }
      flat.push({ path, name, entry });
      if (entry.dependencies !== undefined) {
        if (!isRecord(entry.dependencies)) {
          throw new LockfileError(
            `"${name}".dependencies is not an object`,
            lineOf(text, `"${name}"`),
          );
        }
        walk(entry.dependencies, path);
      }
    }
  };
  walk((lock.dependencies as Record<string, unknown> | undefined) ?? {}, '');

  const paths = new Set(flat.map((f) => f.path));
  const has = (path: string) => paths.has(path);
  const license = npmLicenseLookup(ctx.dir);
  const nodes = new Map<string, LockNode>();
  let unresolved = 0;
  const resolveAll = (from: string, names: string[], kind: EdgeKind, required: boolean) =>
    names.flatMap((name): Edge[] => {
      const target = resolveInstallPath(has, from, name);
      if (!target && required) unresolved++;
      return target ? [{ to: target, kind }] : [];
    });

  for (const { path, name, entry } of flat) {
    const spec = typeof entry.version === 'string' ? entry.version : undefined;
    const alias = spec?.startsWith('npm:') ? /^npm:((?:@[^/]+\/)?[^@]+)@(.+)$/.exec(spec) : null;
    const projectDir = spec?.startsWith('file:') ? spec.slice('file:'.length) : undefined;
    const realName = alias ? alias[1]! : name;
    let version = alias ? alias[2] : spec;
    const workspace =
      projectDir !== undefined ? readPackageJson(posix.join(ctx.dir, projectDir)) : undefined;
    if (projectDir !== undefined) version = workspace?.version;
    const requires = Object.keys(
      stringMap(entry.requires, `"${name}".requires`, () => lineOf(text, `"${name}"`)),
    );
    const hashes = fromIntegrity(typeof entry.integrity === 'string' ? entry.integrity : undefined);
    const url = httpUrl(entry.resolved);
    const installPath = posix.join(ctx.relDir, path);
    nodes.set(path, {
      name: realName,
      version,
      hashes,
      license: workspace?.license ?? license(realName, version, path),
      distributions: url ? [{ url, hashes }] : [],
      properties: npmProperties(installPath, { inBundle: entry.bundled, dev: entry.dev }),
      deps: resolveAll(path, requires, 'prod', true),
      flags: { dev: entry.dev === true, optional: entry.optional === true },
      ...(projectDir !== undefined ? { projectDir: posix.join(ctx.relDir, projectDir) } : {}),
    });
  }

  // v1 has no root entry: the root's own declarations come from package.json beside it.
  const manifest = readPackageJson(ctx.dir);
  const topLevel = flat.filter((f) => !f.path.includes('/node_modules/'));
  const rootDeps: Edge[] = manifest
    ? [
        ...resolveAll('', Object.keys(manifest.dependencies), 'prod', true),
        ...resolveAll('', Object.keys(manifest.optionalDependencies), 'optional', false),
        ...resolveAll('', Object.keys(manifest.devDependencies), 'dev', true),
      ]
    : topLevel.map((f) => ({
        to: f.path,
        kind: f.entry.dev === true ? 'dev' : f.entry.optional === true ? 'optional' : 'prod',
      }));
  for (const [path, node] of nodes) {
    if (node.projectDir && !rootDeps.some((e) => e.to === path))
      rootDeps.push({ to: path, kind: 'prod' });
  }
  return {
    kind: 'npm-package-lock',
    ecosystem: 'npm',
    nodes,
    rootDeps,
    notes: unresolvedNote(ctx.file, unresolved),
  };
}

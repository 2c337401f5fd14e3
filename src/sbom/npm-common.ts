import { posix } from 'node:path';
import type { Edge, EdgeKind, Hashes, LockNode } from './types';

/** Helpers shared by the npm lockfile readers (v1 and v2/v3). */

/** The package name an install path ends in: `node_modules/a/node_modules/@s/b` → `@s/b`. */
export function nameFromInstallPath(path: string): string {
  const at = path.lastIndexOf('node_modules/');
  return at < 0 ? posix.basename(path) : path.slice(at + 'node_modules/'.length);
}

/** The folder Node's resolution climbs to next: `node_modules/a/node_modules/b` → `node_modules/a`. */
export function parentInstallPath(path: string): string {
  const at = path.lastIndexOf('/node_modules/');
  return at < 0 ? '' : path.slice(0, at);
}

/** Node's lookup: `<from>/node_modules/<name>`, then each enclosing folder up to the root. */
export function resolveInstallPath(
  has: (path: string) => boolean,
  from: string,
  name: string,
): string | undefined {
  for (let base = from; ; base = parentInstallPath(base)) {
    const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (has(candidate)) return candidate;
    if (base === '') return undefined;
  }
}

/** Properties from the cdx:npm taxonomy. */
export function npmProperties(path: string, entry: { inBundle?: unknown; dev?: unknown }) {
  const properties: [string, string][] = [['cdx:npm:package:path', path]];
  if (entry.inBundle === true) properties.push(['cdx:npm:package:bundled', 'true']);
  if (entry.dev === true) properties.push(['cdx:npm:package:development', 'true']);
  return properties;
}

/** A package from a lock that does not flag dev/optional (pnpm, yarn): its edges come later. */
export function lockedPackageNode(
  name: string,
  version: string,
  hashes: Hashes,
  url: string | undefined,
  license: string | undefined,
): LockNode {
  return {
    name,
    version,
    hashes,
    license,
    distributions: url ? [{ url, hashes }] : [],
    properties: [],
    deps: [],
  };
}

/** A registry or tarball URL from `resolved` (git and file specs are not downloadable artifacts). */
export function httpUrl(resolved: unknown): string | undefined {
  return typeof resolved === 'string' && /^https?:\/\//.test(resolved) ? resolved : undefined;
}

export function unresolvedNote(file: string, count: number): string[] {
  return count > 0
    ? [`${file}: ${count} declared dependencies are not in the lockfile (edges left out)`]
    : [];
}

/** `@scope/name@range` → name and range (the range itself may hold `@`, as in `npm:x@1`). */
export function splitDescriptor(descriptor: string): { name: string; range: string } {
  const at = descriptor.indexOf('@', descriptor.startsWith('@') ? 1 : 0);
  return at <= 0
    ? { name: descriptor, range: '' }
    : { name: descriptor.slice(0, at), range: descriptor.slice(at + 1) };
}

/** The edges a package.json declares, resolved by `resolve`; unresolved required ones counted. */
export function manifestEdges(
  manifest: {
    dependencies: Record<string, string>;
    optionalDependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  },
  resolve: (name: string, range: string) => string | undefined,
): { edges: Edge[]; unresolved: number } {
  const edges: Edge[] = [];
  let unresolved = 0;
  const add = (deps: Record<string, string>, kind: EdgeKind) => {
    for (const [name, range] of Object.entries(deps)) {
      const to = resolve(name, range);
      if (to) edges.push({ to, kind });
      else if (kind !== 'optional') unresolved++;
    }
  };
  add(manifest.dependencies, 'prod');
  add(manifest.optionalDependencies, 'optional');
  add(manifest.devDependencies, 'dev');
  return { edges, unresolved };
}

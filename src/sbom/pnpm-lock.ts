import { posix } from 'node:path';
import { isRecord, LockfileError, lineOf } from './errors';
import { fromIntegrity } from './hashes';
import { npmLicenseLookup, readPackageJson } from './manifest';
import { httpUrl, lockedPackageNode, unresolvedNote } from './npm-common';
import type { Edge, EdgeKind, LockNode, ParseContext, ParsedLockfile } from './types';
import { parseYamlLock } from './yarn-berry';

/** `1.2.0(react@18.2.0)` → `1.2.0` (v6, v9) and `1.2.0_react@18.2.0` → `1.2.0` (v5). */
function stripPeers(ref: string, major: number): string {
  const paren = ref.indexOf('(');
  let base = paren < 0 ? ref : ref.slice(0, paren);
  if (major === 5) base = base.replace(/_[^/]*$/, '');
  return base;
}

/** Name and version from a package key: `/@s/n@1.0.0` (v6), `@s/n@1.0.0` (v9), `/@s/n/1.0.0` (v5). */
function splitKey(key: string, major: number): { name: string; version: string } {
  const bare = key.startsWith('/') ? key.slice(1) : key;
  if (major === 5) {
    const slash = bare.lastIndexOf('/');
    return { name: bare.slice(0, slash), version: bare.slice(slash + 1) };
  }
  const at = bare.indexOf('@', bare.startsWith('@') ? 1 : 0);
  return { name: bare.slice(0, at), version: bare.slice(at + 1) };
}

/** The importer's dependency map, whether values are `{specifier, version}` (v6+) or strings (v5). */
function refsOf(value: unknown): [string, string][] {
  if (!isRecord(value)) return [];
  return Object.entries(value).flatMap(([name, v]): [string, string][] => {
    if (typeof v === 'string') return [[name, v]];
    if (isRecord(v) && typeof v.version === 'string') return [[name, v.version]];
    return [];
  });
}

/** pnpm-lock.yaml, lockfileVersion 5.x, 6.x and 9.x, with workspaces (importers). */
export function parsePnpmLock(text: string, ctx: ParseContext): ParsedLockfile {
  const doc = parseYamlLock(text);
  if (!isRecord(doc)) throw new LockfileError('not a YAML mapping', 1);
  const major = Math.floor(Number.parseFloat(String(doc.lockfileVersion)));
  if (![5, 6, 9].includes(major)) {
    throw new LockfileError(
      `unsupported lockfileVersion ${JSON.stringify(doc.lockfileVersion)} (supported: 5.x, 6.x, 9.x)`,
      lineOf(text, 'lockfileVersion') ?? 1,
    );
  }
  const packages = isRecord(doc.packages) ? doc.packages : {};
  const snapshots = major === 9 && isRecord(doc.snapshots) ? doc.snapshots : packages;
  const license = npmLicenseLookup(ctx.dir);
  const nodes = new Map<string, LockNode>();
  const prefix = major === 9 ? '' : '/';
  let unresolved = 0;

  const importerId = (dir: string) => `importer:${dir}`;
  /** The package key a dependency reference points at, or an importer for `link:`. */
  const target = (name: string, ref: string, fromDir: string): string | undefined => {
    if (ref.startsWith('link:'))
      return importerId(posix.normalize(posix.join(fromDir, ref.slice(5))));
    const base = stripPeers(ref, major);
    const direct = major === 5 ? `/${name}/${base}` : `${prefix}${name}@${base}`;
    if (nodes.has(direct)) return direct;
    const alias = base.startsWith(prefix) ? base : `${prefix}${base}`;
    return nodes.has(alias) ? alias : undefined;
  };
  const edges = (entry: Record<string, unknown>, fromDir: string, fields: [string, EdgeKind][]) =>
    fields.flatMap(([field, kind]) =>
      refsOf(entry[field]).flatMap(([name, ref]): Edge[] => {
        const to = target(name, ref, fromDir);
        if (!to && kind !== 'optional') unresolved++;
        return to ? [{ to, kind }] : [];
      }),
    );

  for (const [key, raw] of Object.entries(packages)) {
    if (!isRecord(raw))
      throw new LockfileError(`package '${key}' is not a mapping`, lineOf(text, key));
    const base = stripPeers(key, major);
    const split = splitKey(base, major);
    const name = typeof raw.name === 'string' ? raw.name : split.name;
    const version = typeof raw.version === 'string' ? raw.version : split.version;
    const resolution = isRecord(raw.resolution) ? raw.resolution : {};
    const hashes = fromIntegrity(
      typeof resolution.integrity === 'string' ? resolution.integrity : undefined,
    );
    const url = httpUrl(resolution.tarball);
    const node =
      nodes.get(base) ?? lockedPackageNode(name, version, hashes, url, license(name, version));
    nodes.set(base, node);
  }
  // Dependencies live on snapshots (v9) or on the packages themselves (v5, v6); several
  // snapshots of one package (different peers) add up to one node's edges.
  for (const [key, raw] of Object.entries(snapshots)) {
    const node = nodes.get(stripPeers(key, major));
    if (!node || !isRecord(raw)) continue;
    for (const edge of edges(raw, '', [
      ['dependencies', 'prod'],
      ['optionalDependencies', 'optional'],
    ])) {
      if (!node.deps.some((e) => e.to === edge.to)) node.deps.push(edge);
    }
  }

  const importers: Record<string, unknown> = isRecord(doc.importers) ? doc.importers : { '.': doc };
  const projectFields: [string, EdgeKind][] = [
    ['dependencies', 'prod'],
    ['optionalDependencies', 'optional'],
    ['devDependencies', 'dev'],
  ];
  let rootDeps: Edge[] = [];
  for (const [dir, raw] of Object.entries(importers)) {
    if (!isRecord(raw)) continue;
    const deps = edges(raw, dir, projectFields);
    if (dir === '.') {
      rootDeps = deps;
      continue;
    }
    const manifest = readPackageJson(posix.join(ctx.dir, dir));
    nodes.set(importerId(dir), {
      name: manifest?.name ?? posix.basename(dir),
      version: manifest?.version,
      hashes: {},
      license: manifest?.license,
      distributions: [],
      properties: [],
      deps,
      projectDir: posix.join(ctx.relDir, dir),
    });
    rootDeps.push({ to: importerId(dir), kind: 'prod' });
  }
  return {
    kind: 'pnpm-lock',
    ecosystem: 'npm',
    nodes,
    rootDeps,
    notes: unresolvedNote(ctx.file, unresolved),
  };
}

import { posix } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { isRecord, LockfileError, lineOf } from './errors';
import { npmLicenseLookup, readPackageJson } from './manifest';
import { splitDescriptor, unresolvedNote } from './npm-common';
import type { Edge, EdgeKind, LockNode, ParseContext, ParsedLockfile } from './types';

/** YAML with parse errors turned into LockfileErrors that name the line. */
export function parseYamlLock(text: string): unknown {
  try {
    return parseYaml(text, { uniqueKeys: false });
  } catch (error) {
    const err = error as Error & { linePos?: { line: number }[] };
    throw new LockfileError(`invalid YAML: ${err.message.split('\n')[0]}`, err.linePos?.[0]?.line);
  }
}

/**
 * yarn.lock of yarn 2+ (berry): YAML keyed by descriptors (`name@npm:^1.0.0`), each entry with
 * its `resolution`. Workspaces are entries too (`name@workspace:path`); which of a workspace's
 * dependencies are dev comes from its package.json. The lock's `checksum` hashes yarn's own cache
 * archive, not the published tarball, so it is not reported as a component hash.
 */
export function parseYarnBerry(text: string, ctx: ParseContext): ParsedLockfile {
  const doc = parseYamlLock(text);
  if (!isRecord(doc) || !isRecord(doc.__metadata)) {
    throw new LockfileError('no __metadata block: not a yarn berry lockfile', 1);
  }
  const license = npmLicenseLookup(ctx.dir);
  const byDescriptor = new Map<string, string>();
  const entries: [string, Record<string, unknown>][] = [];
  for (const [key, entry] of Object.entries(doc)) {
    if (key === '__metadata') continue;
    if (!isRecord(entry) || typeof entry.resolution !== 'string') {
      throw new LockfileError(`entry '${key}' has no resolution`, lineOf(text, key));
    }
    for (const d of key.split(/,\s*/)) byDescriptor.set(d, entry.resolution);
    entries.push([key, entry]);
  }

  const byName = new Map<string, string[]>();
  for (const [, entry] of entries) {
    const resolution = entry.resolution as string;
    const { name } = splitDescriptor(resolution);
    if (!byName.get(name)?.includes(resolution))
      byName.set(name, [...(byName.get(name) ?? []), resolution]);
  }
  const nodes = new Map<string, LockNode>();
  let rootDeps: Edge[] = [];
  let unresolved = 0;
  for (const [key, entry] of entries) {
    const resolution = entry.resolution as string;
    const { name, range } = splitDescriptor(resolution);
    const workspace = range.startsWith('workspace:') ? range.slice('workspace:'.length) : undefined;
    const manifest =
      workspace !== undefined ? readPackageJson(posix.join(ctx.dir, workspace)) : undefined;
    const dependencies = isRecord(entry.dependencies) ? entry.dependencies : {};
    const meta = isRecord(entry.dependenciesMeta) ? entry.dependenciesMeta : {};
    const edges: Edge[] = [];
    for (const [dep, depRange] of Object.entries(dependencies)) {
      const to = byDescriptor.get(`${dep}@${String(depRange)}`);
      if (!to) {
        unresolved++;
        continue;
      }
      const optional =
        isRecord(meta[dep]) && (meta[dep] as Record<string, unknown>).optional === true;
      const dev =
        manifest !== undefined &&
        dep in manifest.devDependencies &&
        !(dep in manifest.dependencies);
      const kind: EdgeKind = dev ? 'dev' : optional ? 'optional' : 'prod';
      edges.push({ to, kind });
    }
    // The lock does not say which package satisfies a peer; when only one of that name is
    // locked, it is the one.
    const peers = isRecord(entry.peerDependencies) ? Object.keys(entry.peerDependencies) : [];
    const peerMeta = isRecord(entry.peerDependenciesMeta) ? entry.peerDependenciesMeta : {};
    for (const peer of peers) {
      const candidates = byName.get(peer) ?? [];
      if (candidates.length !== 1) continue;
      const optional =
        isRecord(peerMeta[peer]) && (peerMeta[peer] as Record<string, unknown>).optional === true;
      edges.push({ to: candidates[0]!, kind: optional ? 'optional' : 'prod' });
    }
    if (workspace === '.') {
      rootDeps = edges;
      continue;
    }
    const version = workspace !== undefined ? manifest?.version : String(entry.version ?? '');
    if (workspace === undefined && !version) {
      throw new LockfileError(`entry '${key}' has no version`, lineOf(text, key));
    }
    nodes.set(resolution, {
      name,
      version: version || undefined,
      hashes: {},
      license: workspace !== undefined ? manifest?.license : license(name, version),
      distributions: [],
      properties: [],
      deps: edges,
      ...(workspace !== undefined ? { projectDir: posix.join(ctx.relDir, workspace) } : {}),
    });
  }
  for (const [id, node] of nodes) if (node.projectDir) rootDeps.push({ to: id, kind: 'prod' });
  return {
    kind: 'yarn-berry',
    ecosystem: 'npm',
    nodes,
    rootDeps,
    notes: unresolvedNote(ctx.file, unresolved),
  };
}

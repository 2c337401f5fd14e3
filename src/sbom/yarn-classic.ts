import { posix } from 'node:path';
import { LockfileError } from './errors';
import { fromIntegrity, fromPrefixedHex, mergeHashes } from './hashes';
import { npmLicenseLookup, readPackageJson } from './manifest';
import {
  httpUrl,
  lockedPackageNode,
  manifestEdges,
  splitDescriptor,
  unresolvedNote,
} from './npm-common';
import type { Edge, LockNode, ParseContext, ParsedLockfile } from './types';
import { expandWorkspaces } from './workspaces';

/** One block of a yarn v1 lockfile: its descriptors, scalar fields and nested maps. */
interface ClassicEntry {
  descriptors: string[];
  line: number;
  fields: Map<string, string>;
  maps: Map<string, Map<string, string>>;
}

/** A quoted ("...", JSON escapes) or bare token at the start of `text`, and the rest. */
function token(text: string, line: number): [string, string] {
  if (text.startsWith('"')) {
    const end = /^"(?:[^"\\]|\\.)*"/.exec(text);
    if (!end) throw new LockfileError('unterminated string', line);
    return [JSON.parse(end[0]) as string, text.slice(end[0].length).trimStart()];
  }
  const space = text.search(/\s/);
  return space < 0 ? [text, ''] : [text.slice(0, space), text.slice(space).trimStart()];
}

/** Parses the yarn v1 lockfile syntax (indentation 2 and 4, `key value` and `key:` lines). */
export function parseClassicSyntax(text: string): ClassicEntry[] {
  const entries: ClassicEntry[] = [];
  let entry: ClassicEntry | undefined;
  let map: Map<string, string> | undefined;
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = i + 1;
    const raw = lines[i]!;
    if (raw.trim() === '' || raw.trimStart().startsWith('#')) continue;
    const indent = raw.length - raw.trimStart().length;
    const body = raw.trim();
    if (indent === 0) {
      if (!body.endsWith(':'))
        throw new LockfileError(`expected "descriptor:" but found '${body}'`, line);
      const descriptors = body
        .slice(0, -1)
        .split(/,\s*/)
        .map((d) => token(d, line)[0]);
      entry = { descriptors, line, fields: new Map(), maps: new Map() };
      entries.push(entry);
      map = undefined;
    } else if (indent === 2 && entry) {
      const [key, rest] = token(body, line);
      if (key.endsWith(':') && rest === '') {
        map = new Map();
        entry.maps.set(key.slice(0, -1), map);
      } else {
        if (rest === '') throw new LockfileError(`field '${key}' has no value`, line);
        entry.fields.set(key, token(rest, line)[0]);
        map = undefined;
      }
    } else if (indent === 4 && map) {
      const [key, rest] = token(body, line);
      map.set(key, token(rest, line)[0]);
    } else {
      throw new LockfileError(`unexpected indentation (${indent} spaces)`, line);
    }
  }
  return entries;
}

/**
 * yarn.lock v1 (yarn classic). The lock has no dev flags and no workspace entries, so the root
 * package.json and the workspaces' manifests give the projects' edges.
 */
export function parseYarnClassic(text: string, ctx: ParseContext): ParsedLockfile {
  const license = npmLicenseLookup(ctx.dir);
  const byDescriptor = new Map<string, string>();
  const nodes = new Map<string, LockNode>();
  const entries = parseClassicSyntax(text);
  for (const entry of entries) {
    const version = entry.fields.get('version');
    if (!version)
      throw new LockfileError(`entry '${entry.descriptors.join(', ')}' has no version`, entry.line);
    const { name: keyName, range } = splitDescriptor(entry.descriptors[0]!);
    const name = range.startsWith('npm:') ? splitDescriptor(range.slice(4)).name : keyName;
    const id = `${name}@${version}`;
    for (const d of entry.descriptors) byDescriptor.set(d, id);
    const resolved = entry.fields.get('resolved');
    const hashes = fromIntegrity(entry.fields.get('integrity'));
    const sha1 = resolved ? fromPrefixedHex(`sha1:${resolved.split('#')[1] ?? ''}`) : undefined;
    if (sha1) mergeHashes(hashes, { [sha1[0]]: sha1[1] });
    const url = httpUrl(resolved?.split('#')[0]);
    if (!nodes.has(id))
      nodes.set(id, lockedPackageNode(name, version, hashes, url, license(name, version)));
  }
  // Edges once every descriptor is known (a dependency may be listed after its dependant).
  for (const entry of entries) {
    const node = nodes.get(byDescriptor.get(entry.descriptors[0]!)!)!;
    for (const [field, kind] of [
      ['dependencies', 'prod'],
      ['optionalDependencies', 'optional'],
    ] as const) {
      for (const [dep, range] of entry.maps.get(field) ?? []) {
        const to = byDescriptor.get(`${dep}@${range}`);
        if (to && !node.deps.some((e) => e.to === to)) node.deps.push({ to, kind });
      }
    }
  }

  const root = readPackageJson(ctx.dir);
  const workspaceDirs = root ? expandWorkspaces(ctx.dir, root.workspaces) : [];
  const workspaceIds = new Map<string, string>();
  for (const dir of workspaceDirs) {
    const manifest = readPackageJson(posix.join(ctx.dir, dir));
    if (manifest?.name) workspaceIds.set(manifest.name, `workspace:${dir}`);
  }
  const resolve = (name: string, range: string) =>
    byDescriptor.get(`${name}@${range}`) ?? workspaceIds.get(name);
  let unresolved = 0;
  for (const dir of workspaceDirs) {
    const manifest = readPackageJson(posix.join(ctx.dir, dir));
    if (!manifest?.name) continue;
    const { edges, unresolved: missing } = manifestEdges(manifest, resolve);
    unresolved += missing;
    nodes.set(`workspace:${dir}`, {
      name: manifest.name,
      version: manifest.version,
      hashes: {},
      license: manifest.license,
      distributions: [],
      properties: [],
      deps: edges,
      projectDir: posix.join(ctx.relDir, dir),
    });
  }
  let rootDeps: Edge[];
  if (root) {
    const { edges, unresolved: missing } = manifestEdges(root, resolve);
    unresolved += missing;
    rootDeps = [...edges, ...[...workspaceIds.values()].map((to): Edge => ({ to, kind: 'prod' }))];
  } else {
    rootDeps = [...nodes.keys()].map((to) => ({ to, kind: 'prod' }));
  }
  return {
    kind: 'yarn-classic',
    ecosystem: 'npm',
    nodes,
    rootDeps,
    notes: [
      ...(root
        ? []
        : [`${ctx.file}: no package.json beside it; every package counted as required`]),
      ...unresolvedNote(ctx.file, unresolved),
    ],
  };
}

import { posix } from 'node:path';
import { isRecord, LockfileError, lineOf } from './errors';
import { installedPythonLicenses, normalizePythonName } from './manifest';
import { parseTomlLock, pythonFiles, topLevelEdges } from './python-common';
import type { Edge, EdgeKind, LockNode, ParseContext, ParsedLockfile } from './types';

type Table = Record<string, unknown>;

function fileOf(value: unknown): { url: string; hash: string } | undefined {
  return isRecord(value) && typeof value.url === 'string' && typeof value.hash === 'string'
    ? { url: value.url, hash: value.hash }
    : undefined;
}

/** The local path of a workspace member (`source = { editable = "." }` or `{ virtual = "." }`). */
function projectPath(source: Table): string | undefined {
  const path = source.editable ?? source.virtual;
  return typeof path === 'string' ? posix.normalize(path) : undefined;
}

/**
 * uv.lock (version 1): `[[package]]` tables with `source`, `dependencies`, `sdist` and `wheels`.
 * The project itself is the package whose source is the lock's own folder; its
 * `optional-dependencies` are optional and its `dev-dependencies` groups are dev.
 */
export function parseUvLock(text: string, ctx: ParseContext): ParsedLockfile {
  const doc = parseTomlLock(text);
  if (doc.version !== 1) {
    throw new LockfileError(
      `unsupported or missing version ${JSON.stringify(doc.version)} (supported: 1)`,
      lineOf(text, 'version') ?? 1,
    );
  }
  const packages = Array.isArray(doc.package) ? doc.package : [];
  const licenses = installedPythonLicenses(ctx.dir);
  const nodes = new Map<string, LockNode>();
  const idsByName = new Map<string, string[]>();
  const tables: [string, Table][] = [];
  let rootId: string | undefined;
  for (const [i, raw] of packages.entries()) {
    if (!isRecord(raw) || typeof raw.name !== 'string') {
      throw new LockfileError(
        `[[package]] number ${i + 1} has no name`,
        lineOf(text, '[[package]]'),
      );
    }
    const name = normalizePythonName(raw.name);
    const version = typeof raw.version === 'string' ? raw.version : undefined;
    const id = `${name}@${version ?? ''}`;
    const source = isRecord(raw.source) ? raw.source : {};
    const local = projectPath(source);
    const wheels = Array.isArray(raw.wheels) ? raw.wheels.map(fileOf) : [];
    const files = [fileOf(raw.sdist), ...wheels].filter(
      (f): f is { url: string; hash: string } => !!f,
    );
    const { hashes, distributions } = pythonFiles(files);
    if (local === '.') rootId = id;
    nodes.set(id, {
      name,
      version,
      hashes,
      license: version ? licenses.get(`${name}@${version}`) : undefined,
      distributions,
      properties: [],
      deps: [],
      ...(local !== undefined ? { projectDir: posix.join(ctx.relDir, local) } : {}),
    });
    idsByName.set(name, [...(idsByName.get(name) ?? []), id]);
    tables.push([id, raw]);
  }

  const resolve = (dep: unknown): string[] => {
    if (!isRecord(dep) || typeof dep.name !== 'string') return [];
    const ids = idsByName.get(normalizePythonName(dep.name)) ?? [];
    // With several versions of one name (forked resolution) the entry names its version.
    return typeof dep.version === 'string'
      ? ids.filter((id) => id.endsWith(`@${dep.version}`))
      : ids;
  };
  const edges = (list: unknown, kind: EdgeKind): Edge[] =>
    (Array.isArray(list) ? list : []).flatMap((dep) => resolve(dep).map((to) => ({ to, kind })));
  for (const [id, raw] of tables) {
    const node = nodes.get(id)!;
    node.deps.push(...edges(raw.dependencies, 'prod'));
    const extras = isRecord(raw['optional-dependencies']) ? raw['optional-dependencies'] : {};
    for (const list of Object.values(extras))
      node.deps.push(...edges(list, node.projectDir ? 'optional' : 'prod'));
    const groups = isRecord(raw['dev-dependencies']) ? raw['dev-dependencies'] : {};
    for (const list of Object.values(groups)) node.deps.push(...edges(list, 'dev'));
  }

  let rootDeps: Edge[];
  if (rootId) {
    rootDeps = nodes.get(rootId)!.deps;
    nodes.delete(rootId);
    for (const [id, node] of nodes) if (node.projectDir) rootDeps.push({ to: id, kind: 'prod' });
  } else {
    rootDeps = topLevelEdges(nodes, () => 'prod');
  }
  return { kind: 'uv-lock', ecosystem: 'pypi', nodes, rootDeps, notes: [] };
}

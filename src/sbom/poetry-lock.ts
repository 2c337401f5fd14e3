import { isRecord, LockfileError, lineOf } from './errors';
import { installedPythonLicenses, normalizePythonName } from './manifest';
import {
  indexPage,
  parseTomlLock,
  PYPI_SIMPLE,
  pyprojectDeclarations,
  pythonFiles,
  topLevelEdges,
} from './python-common';
import type { Edge, EdgeKind, LockNode, ParseContext, ParsedLockfile } from './types';

const SUPPORTED = ['1.0', '1.1', '2.0', '2.1'];

/** `[{file, hash}]` from `files` (lock-version 2.x) or `[metadata.files]` (1.x). */
function filesOf(value: unknown): { file: string; hash: string }[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((f: unknown) =>
    isRecord(f) && typeof f.file === 'string' && typeof f.hash === 'string'
      ? [{ file: f.file, hash: f.hash }]
      : [],
  );
}

/**
 * poetry.lock, lock-version 1.x and 2.x. Which packages are dev comes from `groups` (2.1) or
 * `category` (1.x); lock-version 2.0 records neither, so pyproject.toml's declarations and
 * reachability decide.
 */
export function parsePoetryLock(text: string, ctx: ParseContext): ParsedLockfile {
  const doc = parseTomlLock(text);
  const metadata = isRecord(doc.metadata) ? doc.metadata : undefined;
  const lockVersion = String(metadata?.['lock-version'] ?? '');
  if (!SUPPORTED.includes(lockVersion)) {
    throw new LockfileError(
      `unsupported or missing lock-version '${lockVersion}' (supported: ${SUPPORTED.join(', ')})`,
      lineOf(text, 'lock-version') ?? lineOf(text, '[metadata]') ?? 1,
    );
  }
  const packages = Array.isArray(doc.package) ? doc.package : [];
  const legacyFiles = isRecord(metadata?.files) ? metadata.files : {};
  const licenses = installedPythonLicenses(ctx.dir);
  const nodes = new Map<string, LockNode>();
  const idsByName = new Map<string, string[]>();
  const pending: [LockNode, Record<string, unknown>][] = [];
  for (const [i, raw] of packages.entries()) {
    if (!isRecord(raw) || typeof raw.name !== 'string' || typeof raw.version !== 'string') {
      throw new LockfileError(
        `[[package]] number ${i + 1} has no name or version`,
        packageLine(text, i),
      );
    }
    const name = normalizePythonName(raw.name);
    const id = `${name}@${raw.version}`;
    const source = isRecord(raw.source) ? raw.source : {};
    const index =
      source.type === 'legacy' && typeof source.url === 'string' ? source.url : PYPI_SIMPLE;
    const files =
      filesOf(raw.files).length > 0 ? filesOf(raw.files) : filesOf(legacyFiles[raw.name]);
    const { hashes, distributions } = pythonFiles(
      files.map((f) => ({ url: indexPage(index, name), hash: f.hash, comment: f.file })),
    );
    const groups = Array.isArray(raw.groups)
      ? raw.groups.filter((g) => typeof g === 'string')
      : undefined;
    const dev = groups ? !groups.includes('main') : raw.category === 'dev';
    const node: LockNode = {
      name,
      version: raw.version,
      hashes,
      license: licenses.get(id),
      distributions,
      properties: (groups ?? (typeof raw.category === 'string' ? [raw.category] : [])).map(
        (g): [string, string] => ['cdx:poetry:group', g],
      ),
      deps: [],
      ...(groups || typeof raw.category === 'string'
        ? { flags: { dev, optional: raw.optional === true } }
        : {}),
    };
    nodes.set(id, node);
    idsByName.set(name, [...(idsByName.get(name) ?? []), id]);
    pending.push([node, raw]);
  }
  for (const [node, raw] of pending) {
    const deps = isRecord(raw.dependencies) ? raw.dependencies : {};
    for (const [depName, spec] of Object.entries(deps)) {
      // A dependency may be one spec or a list of specs by marker (multiple-constraints).
      const specs = Array.isArray(spec) ? spec : [spec];
      const kind: EdgeKind = specs.every((s) => isRecord(s) && s.optional === true)
        ? 'optional'
        : 'prod';
      for (const to of idsByName.get(normalizePythonName(depName)) ?? [])
        node.deps.push({ to, kind });
    }
  }

  const declared = pyprojectDeclarations(ctx.projectDir);
  let rootDeps: Edge[];
  if (declared) {
    rootDeps = [...declared].flatMap(([name, kind]) =>
      (idsByName.get(name) ?? []).map((to) => ({ to, kind })),
    );
  } else {
    rootDeps = topLevelEdges(nodes, (n) => (n.flags?.dev ? 'dev' : 'prod'));
  }
  return { kind: 'poetry-lock', ecosystem: 'pypi', nodes, rootDeps, notes: [] };
}

/** Line of the i-th `[[package]]` header. */
function packageLine(text: string, index: number): number | undefined {
  let at = -1;
  for (let i = 0; i <= index; i++) {
    at = text.indexOf('[[package]]', at + 1);
    if (at < 0) return undefined;
  }
  return text.slice(0, at).split('\n').length;
}

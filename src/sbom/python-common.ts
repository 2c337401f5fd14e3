import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseToml } from 'smol-toml';
import { isRecord, LockfileError } from './errors';
import { fromPrefixedHex } from './hashes';
import { normalizePythonName } from './manifest';
import type { Distribution, Edge, EdgeKind, Hashes, LockNode } from './types';

/** Helpers shared by the Python readers (requirements, poetry.lock, uv.lock). */

export const PYPI_SIMPLE = 'https://pypi.org/simple';

/** TOML with parse errors turned into LockfileErrors that name the line. */
export function parseTomlLock(text: string): Record<string, unknown> {
  try {
    return parseToml(text) as Record<string, unknown>;
  } catch (error) {
    const err = error as Error & { line?: number };
    throw new LockfileError(`invalid TOML: ${err.message.split('\n')[0]}`, err.line);
  }
}

/** The index page that lists a project's files (PEP 503), e.g. `https://pypi.org/simple/idna/`. */
export function indexPage(index: string, name: string): string {
  return `${index.replace(/\/+$/, '')}/${normalizePythonName(name)}/`;
}

/** Archives whose name says they are a source distribution. */
const sdistPattern = /\.(tar\.gz|zip|tar\.bz2|tar\.xz|tgz)$/i;

/**
 * A package's files and hashes: each file becomes a `distribution` reference with its hash, and
 * the component's own hash is the source distribution's (or the only file's) — a wheel is one of
 * several platform builds, so no single wheel stands for the package.
 */
export function pythonFiles(files: { url: string; hash: string; comment?: string }[]): {
  hashes: Hashes;
  distributions: Distribution[];
} {
  const distributions: Distribution[] = [];
  let archive: Hashes | undefined;
  for (const file of files) {
    const parsed = fromPrefixedHex(file.hash);
    if (!parsed) continue;
    const hashes: Hashes = { [parsed[0]]: parsed[1] };
    distributions.push({
      url: file.url,
      hashes,
      ...(file.comment ? { comment: file.comment } : {}),
    });
    if (sdistPattern.test(file.comment ?? file.url)) archive ??= hashes;
  }
  return {
    hashes: { ...(archive ?? (distributions.length === 1 ? distributions[0]!.hashes : {})) },
    distributions,
  };
}

/** The name at the start of a PEP 508 requirement (`requests[socks]>=2 ; ...` → `requests`). */
export function requirementName(requirement: string): string | undefined {
  return /^\s*([A-Za-z0-9][A-Za-z0-9._-]*)/.exec(requirement)?.[1];
}

/** Edges from the nodes nothing else depends on: the lock's top level when no project says more. */
export function topLevelEdges(
  nodes: Map<string, LockNode>,
  kindOf: (node: LockNode) => EdgeKind,
): Edge[] {
  const depended = new Set([...nodes.values()].flatMap((n) => n.deps.map((e) => e.to)));
  return [...nodes]
    .filter(([id]) => !depended.has(id))
    .map(([id, node]) => ({ to: id, kind: kindOf(node) }));
}

/**
 * What pyproject.toml beside a lock declares, by normalized name: PEP 621 `dependencies` (prod),
 * `optional-dependencies` (optional), PEP 735 `dependency-groups` and Poetry's dev groups (dev).
 */
export function pyprojectDeclarations(dir: string): Map<string, EdgeKind> | undefined {
  let doc: Record<string, unknown>;
  try {
    doc = parseToml(readFileSync(join(dir, 'pyproject.toml'), 'utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  const declared = new Map<string, EdgeKind>();
  const rank: Record<EdgeKind, number> = { prod: 0, optional: 1, dev: 2 };
  const add = (name: string | undefined, kind: EdgeKind) => {
    if (!name || name.toLowerCase() === 'python') return;
    const key = normalizePythonName(name);
    const known = declared.get(key);
    if (!known || rank[kind] < rank[known]) declared.set(key, kind);
  };
  const list = (value: unknown) =>
    Array.isArray(value) ? value.filter((v) => typeof v === 'string') : [];
  const table = (value: unknown) => (isRecord(value) ? value : {});
  const project = table(doc.project);
  for (const r of list(project.dependencies)) add(requirementName(r), 'prod');
  for (const extra of Object.values(table(project['optional-dependencies']))) {
    for (const r of list(extra)) add(requirementName(r), 'optional');
  }
  for (const group of Object.values(table(doc['dependency-groups']))) {
    for (const r of list(group)) add(requirementName(r), 'dev');
  }
  const poetry = table(table(doc.tool).poetry);
  for (const [name, spec] of Object.entries(table(poetry.dependencies))) {
    add(name, isRecord(spec) && spec.optional === true ? 'optional' : 'prod');
  }
  for (const name of Object.keys(table(poetry['dev-dependencies']))) add(name, 'dev');
  for (const [group, body] of Object.entries(table(poetry.group))) {
    for (const name of Object.keys(table(table(body).dependencies)))
      add(name, group === 'main' ? 'prod' : 'dev');
  }
  return declared;
}

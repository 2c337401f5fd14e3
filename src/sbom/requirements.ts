import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { LockfileError } from './errors';
import { installedPythonLicenses, normalizePythonName } from './manifest';
import { indexPage, PYPI_SIMPLE, pythonFiles } from './python-common';
import type { Edge, EdgeKind, LockNode, ParseContext, ParsedLockfile } from './types';

/** File names that hold development-only requirements (`requirements-dev.txt`, `requirements/test.txt`). */
const devFile = /(^|[-_./])(dev|develop|development|test|tests|testing|lint|docs?|ci)([-_.]|$)/i;

interface Requirement {
  line: number;
  name: string;
  version?: string;
  extras: string[];
  marker?: string;
  url?: string;
  hashes: string[];
  /** Names from pip-compile's `# via` annotations; `-r file` means a top-level requirement. */
  via: string[];
}

const requirementPattern =
  /^([A-Za-z0-9][A-Za-z0-9._-]*)\s*(?:\[([^\]]*)\])?\s*(?:@\s*(\S+)|((?:[<>=!~]=?|===)\s*[^;]*?))?\s*(?:;\s*(.+))?$/;

/** Logical lines: comments kept (for `# via`), `\` continuations joined, first line number kept. */
function logicalLines(text: string): { line: number; text: string }[] {
  const out: { line: number; text: string }[] = [];
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const start = i + 1;
    let current = lines[i]!;
    while (current.endsWith('\\') && i + 1 < lines.length)
      current = current.slice(0, -1) + ' ' + lines[++i]!;
    out.push({ line: start, text: current.trim() });
  }
  return out;
}

/** Parses one requirements file (and the files it includes with `-r`) into requirements. */
function readRequirements(
  text: string,
  file: string,
  readInclude: (path: string) => string,
  seen: Set<string>,
  state: { index: string; notes: string[] },
): Requirement[] {
  const requirements: Requirement[] = [];
  let last: Requirement | undefined;
  let inVia = false;
  for (const { line, text: body } of logicalLines(text)) {
    if (body === '') {
      inVia = false;
      continue;
    }
    if (body.startsWith('#')) {
      const comment = body.slice(1).trim();
      const via = /^via\b\s*(.*)$/.exec(comment);
      if (last && via) {
        inVia = true;
        if (via[1]) last.via.push(via[1]);
      } else if (last && inVia && comment) {
        last.via.push(comment);
      } else {
        inVia = false;
      }
      continue;
    }
    inVia = false;
    const content = body.replace(/\s+#.*$/, '');
    const option = /^(-[a-zA-Z]|--[a-z-]+)(?:[=\s]\s*(.*))?$/.exec(content);
    if (option) {
      const [, flag, value] = option;
      if ((flag === '-r' || flag === '--requirement') && value) {
        const included = posix.join(posix.dirname(file), value.trim());
        if (!seen.has(included)) {
          seen.add(included);
          requirements.push(
            ...readRequirements(readInclude(included), included, readInclude, seen, state),
          );
        }
      } else if ((flag === '-i' || flag === '--index-url') && value) {
        state.index = value.trim();
      } else if (flag === '-e' || flag === '--editable') {
        state.notes.push(
          `${file}:${line}: editable requirement '${value ?? ''}' left out (no pinned version)`,
        );
      }
      last = undefined;
      continue;
    }
    const hashes = [...content.matchAll(/(?:^|\s)--hash[=\s]\s*(\S+)/g)].map((m) => m[1]!);
    const requirement = content.replace(/(?:^|\s)--hash[=\s]\s*\S+/g, '').trim();
    const match = requirementPattern.exec(requirement);
    if (!match) throw new LockfileError(`not a requirement: '${requirement}'`, line);
    const [, name, extras, url, specifier, marker] = match;
    const pinned = /^===?\s*([^\s,*]+)$/.exec(specifier?.trim() ?? '');
    if (!pinned && !url) {
      state.notes.push(
        `${file}:${line}: '${name}${specifier ? ` ${specifier.trim()}` : ''}' is not pinned; listed without a version`,
      );
    }
    last = {
      line,
      name: normalizePythonName(name!),
      version: pinned?.[1],
      extras: (extras ?? '')
        .split(',')
        .map((e) => e.trim())
        .filter(Boolean),
      marker: marker?.trim(),
      url,
      hashes,
      via: [],
    };
    requirements.push(last);
  }
  return requirements;
}

/**
 * requirements*.txt as pip-compile (or pip freeze) writes it: `name==version`, extras, environment
 * markers, `--hash` options, `-r` includes and pip-compile's `# via` annotations, which give the
 * dependency graph. A file whose name marks it as dev/test/docs holds dev requirements.
 */
export function parseRequirements(text: string, ctx: ParseContext): ParsedLockfile {
  const state = { index: PYPI_SIMPLE, notes: [] as string[] };
  const readInclude = (path: string) => {
    try {
      return readFileSync(posix.join(ctx.dir, posix.relative(ctx.relDir || '.', path)), 'utf8');
    } catch {
      throw new LockfileError(`cannot read included file ${path}`);
    }
  };
  const requirements = readRequirements(text, ctx.file, readInclude, new Set([ctx.file]), state);
  const licenses = installedPythonLicenses(ctx.dir);
  const nodes = new Map<string, LockNode>();
  for (const r of requirements) {
    const files = r.hashes.map((hash, i) => ({
      url: r.url ?? indexPage(state.index, r.name),
      hash,
      comment: `pip --hash ${i + 1} of ${r.hashes.length}`,
    }));
    const { hashes, distributions } = pythonFiles(files);
    const properties: [string, string][] = r.extras.map((e) => [
      'cdx:python:package:required-extra',
      e,
    ]);
    if (r.marker) properties.push(['letitloop:python:marker', r.marker]);
    const existing = nodes.get(r.name);
    if (existing) {
      existing.properties.push(...properties);
      continue;
    }
    nodes.set(r.name, {
      name: r.name,
      version: r.version,
      hashes: r.hashes.length === 1 ? hashes : {},
      license: r.version ? licenses.get(`${r.name}@${r.version}`) : undefined,
      distributions,
      properties,
      deps: [],
    });
  }
  const base = posix.basename(ctx.file);
  const isDevFile =
    devFile.test(base.replace(/^requirements/i, '')) ||
    (posix.basename(ctx.relDir) === 'requirements' && devFile.test(base));
  const topKind: EdgeKind = isDevFile ? 'dev' : 'prod';
  const rootDeps: Edge[] = [];
  // A `# via` that names no package of this file (`-r requirements.in`, `myproject
  // (pyproject.toml)`) marks a top-level requirement; one that names a package is an edge.
  for (const r of requirements) {
    const parents = r.via.map((v) => nodes.get(normalizePythonName(v.split(/\s/)[0]!)));
    if (parents.length === 0 || parents.some((p) => p === undefined)) {
      if (!rootDeps.some((e) => e.to === r.name)) rootDeps.push({ to: r.name, kind: topKind });
    }
    for (const parent of parents) {
      if (parent && !parent.deps.some((e) => e.to === r.name))
        parent.deps.push({ to: r.name, kind: 'prod' });
    }
  }
  return { kind: 'pip-requirements', ecosystem: 'pypi', nodes, rootDeps, notes: state.notes };
}

import { posix } from 'node:path';
import { mergeHashes } from './hashes';
import { readProjectManifest } from './manifest';
import { purlFor } from './purl';
import type { Distribution, Ecosystem, Edge, Hashes, ParseContext, ParsedLockfile } from './types';

/** How a package is needed: at run time, optionally at run time, or only to develop. */
export type Need = 'required' | 'optional' | 'dev';
const needRank: Record<Need, number> = { required: 0, optional: 1, dev: 2 };

/** One component of the BOM, merged over every lockfile that names it. */
export interface GraphComponent {
  /** The package URL; also the BOM reference. */
  key: string;
  ecosystem: Ecosystem;
  name: string;
  version?: string;
  hashes: Hashes;
  license?: string;
  distributions: Distribution[];
  properties: [string, string][];
  deps: Set<string>;
  need: Need;
  /** A workspace member or a sub-project of this repository rather than a third-party package. */
  project: boolean;
}

export interface DependencyGraph {
  components: Map<string, GraphComponent>;
  /** What the repository's root project depends on directly. */
  rootDeps: Set<string>;
}

/**
 * The need of every node of one lockfile. Flags from the lockfile win (npm); otherwise
 * reachability from the projects: through `prod` edges → required, through `optional` edges →
 * optional, only through `dev` edges → dev. A node nothing reaches stays required (listing it is
 * safer than hiding it).
 */
function classify(parsed: ParsedLockfile): Map<string, Need> {
  const projects = [...parsed.nodes]
    .filter(([, n]) => n.projectDir !== undefined)
    .map(([id]) => id);
  // Projects are part of the repository: their own edges (dev included) start the walk.
  const reach = (kinds: Edge['kind'][]) => {
    const seen = new Set<string>(projects);
    const follow = (edges: Edge[]) => edges.filter((e) => kinds.includes(e.kind)).map((e) => e.to);
    const queue = [
      ...follow(parsed.rootDeps),
      ...projects.flatMap((id) => follow(parsed.nodes.get(id)!.deps)),
    ];
    while (queue.length > 0) {
      const id = queue.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      queue.push(...follow(parsed.nodes.get(id)?.deps ?? []));
    }
    return seen;
  };
  const required = reach(['prod']);
  const runtime = reach(['prod', 'optional']);
  const any = reach(['prod', 'optional', 'dev']);
  const needs = new Map<string, Need>();
  for (const [id, node] of parsed.nodes) {
    if (node.flags) {
      needs.set(id, node.flags.dev ? 'dev' : node.flags.optional ? 'optional' : 'required');
    } else if (required.has(id) || !any.has(id)) {
      needs.set(id, 'required');
    } else {
      needs.set(id, runtime.has(id) ? 'optional' : 'dev');
    }
  }
  return needs;
}

function mergeInto(existing: GraphComponent, next: GraphComponent): void {
  mergeHashes(existing.hashes, next.hashes);
  existing.license ??= next.license;
  for (const d of next.distributions) {
    if (!existing.distributions.some((e) => e.url === d.url)) existing.distributions.push(d);
  }
  for (const [name, value] of next.properties) {
    if (!existing.properties.some(([n, v]) => n === name && v === value))
      existing.properties.push([name, value]);
  }
  for (const dep of next.deps) existing.deps.add(dep);
  if (needRank[next.need] < needRank[existing.need]) existing.need = next.need;
  existing.project ||= next.project;
}

/**
 * Merges the parsed lockfiles into one graph keyed by package URL, so a package named by several
 * lockfiles is one component. A lockfile at the repository root hangs off the root project; one
 * in a sub-folder becomes a sub-project component that the root depends on.
 */
export function buildGraph(
  parsed: { lock: ParsedLockfile; ctx: ParseContext }[],
  includeDev: boolean,
): DependencyGraph {
  const components = new Map<string, GraphComponent>();
  const rootDeps = new Set<string>();
  const add = (component: GraphComponent) => {
    const existing = components.get(component.key);
    if (existing) mergeInto(existing, component);
    else components.set(component.key, component);
  };

  for (const { lock, ctx } of parsed) {
    const needs = classify(lock);
    const keys = new Map<string, string>();
    for (const [id, node] of lock.nodes)
      keys.set(id, purlFor(lock.ecosystem, node.name, node.version));
    const targets = (edges: Edge[]) =>
      edges.flatMap((e) => {
        const key = keys.get(e.to);
        return key !== undefined && (includeDev || needs.get(e.to) !== 'dev') ? [key] : [];
      });
    const lockProperty: [string, string] = ['letitloop:sbom:lockfile', ctx.file];
    for (const [id, node] of lock.nodes) {
      const need = needs.get(id)!;
      if (need === 'dev' && !includeDev) continue;
      add({
        key: keys.get(id)!,
        ecosystem: lock.ecosystem,
        name: node.name,
        version: node.version,
        hashes: { ...node.hashes },
        license: node.license,
        distributions: [...node.distributions],
        properties: [...node.properties, lockProperty],
        deps: new Set(targets(node.deps.filter((e) => e.kind !== 'dev' || includeDev))),
        need,
        project: node.projectDir !== undefined,
      });
    }
    const lockRootDeps = targets(lock.rootDeps.filter((e) => e.kind !== 'dev' || includeDev));
    if (ctx.projectRelDir === '') {
      for (const key of lockRootDeps) rootDeps.add(key);
      continue;
    }
    const manifest = readProjectManifest(ctx.projectDir);
    const name = manifest?.name ?? posix.basename(ctx.projectRelDir);
    const ecosystem = manifest?.ecosystem ?? lock.ecosystem;
    const key = purlFor(ecosystem, name, manifest?.version);
    add({
      key,
      ecosystem,
      name,
      version: manifest?.version,
      hashes: {},
      license: manifest?.license,
      distributions: [],
      properties: [lockProperty],
      deps: new Set(lockRootDeps),
      need: 'required',
      project: true,
    });
    rootDeps.add(key);
  }
  return { components, rootDeps };
}

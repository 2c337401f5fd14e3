import { compareSurfaces } from '../../src/signature/compare/index';
import { Reporter } from '../../src/signature/compare/reporter';
import type { Finding } from '../../src/findings';
import type { SurfaceResult } from '../../src/signature/model';
import { pyOracle } from '../../src/signature/py/oracle';
import { Outline } from '../../src/signature/py/outline';
import { pythonParser } from '../../src/signature/py/parser';
import { DefinitionReadings } from '../../src/signature/py/reuse';
import { treeSurface } from '../../src/signature/py/surface';

// What Python outlines (src/signature/py/outline.ts) are held to, by the tests and by the
// benchmark's agreement check: both versions read whole, each file parsed in full.

/** Both versions read whole, the head reusing the base's readings as pyPairSurfaces does. */
export async function wholeSurfaces(base: string, head: string) {
  const { parser } = await pythonParser();
  const trees = [parser.parse(base)!, parser.parse(head)!];
  try {
    const readings = new DefinitionReadings();
    return [
      treeSurface(Outline.whole(base), trees[0]!, readings.keep),
      treeSurface(Outline.whole(head), trees[1]!, readings.reuse),
    ] as const;
  } finally {
    for (const t of trees) t.delete();
  }
}

/** The findings of comparing two readings of `path`; undefined when a side is missing or unparseable. */
export function pairFindings(
  path: string,
  base: SurfaceResult | null,
  head: SurfaceResult | null,
): Finding[] | undefined {
  if (!base || !head || 'unparseable' in base || 'unparseable' in head) return undefined;
  const r = new Reporter(path, 'py', pyOracle);
  compareSurfaces(r, base, head);
  return r.findings;
}

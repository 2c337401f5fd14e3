import { join } from 'node:path';
import { compareSurfaces } from '../../src/signature/compare/index';
import { Reporter } from '../../src/signature/compare/reporter';
import { diffFileVersions } from '../../src/signature/index';
import type { Surface } from '../../src/signature/model';
import { pyOracle } from '../../src/signature/py/oracle';
import { Outline } from '../../src/signature/py/outline';
import { pythonParser } from '../../src/signature/py/parser';
import { DefinitionReadings } from '../../src/signature/py/reuse';
import { treeSurface } from '../../src/signature/py/surface';
import { FIXTURES, loadPairs } from './fixtures';

// A head definition with the base's text takes the base's reading (src/signature/py/reuse.ts).
// The findings must be those of reading both versions afresh, lines included.

const at = async (base: string, head: string) =>
  (await diffFileVersions({ path: 'm.py', base, head })).map((f) =>
    [f.kind, f.symbol, f.line, f.oldLine].join(' '),
  );

/**
 * Findings and head comment records with the head read afresh, and with the head reusing the
 * base's readings; undefined for a pair that does not parse.
 */
async function freshAndReused(path: string, base: string, head: string) {
  const { parser } = await pythonParser();
  const trees = [parser.parse(base)!, parser.parse(head)!];
  try {
    const readings = new DefinitionReadings();
    const b = treeSurface(Outline.whole(base), trees[0]!, readings.keep);
    const whole = Outline.whole(head);
    const heads = [treeSurface(whole, trees[1]!), treeSurface(whole, trees[1]!, readings.reuse)];
    if ('unparseable' in b || heads.some((h) => 'unparseable' in h)) return undefined;
    return (heads as Surface[]).map((h) => {
      const r = new Reporter(path, 'py', pyOracle);
      compareSurfaces(r, b, h);
      return { findings: r.findings, comments: h.comments.found };
    });
  } finally {
    for (const t of trees) t.delete();
  }
}

const pyPairs = [...loadPairs(FIXTURES), ...loadPairs(join(FIXTURES, '_zero'))].filter(
  (p) => p.ext === 'py' && p.base !== null && p.head !== null,
);

describe('Python definitions read once', () => {
  it('gives the findings of fresh readings on every Python fixture, moved down a line too', async () => {
    expect(pyPairs.length).toBeGreaterThan(50);
    for (const p of pyPairs) {
      for (const head of [p.head!, `\n${p.head!}`]) {
        const both = await freshAndReused(`${p.name}.py`, p.base!, head);
        if (!both) continue;
        expect({ name: p.name, ...both[1] }).toEqual({ name: p.name, ...both[0] });
      }
    }
  });

  it("reports a moved, unchanged definition's head line when __all__ drops it", async () => {
    const cls = 'class Box:\n    """A box."""\n\n    def open(self):\n        pass\n';
    const base = `__all__ = ["Box", "f"]\n\n${cls}\ndef f():\n    pass\n`;
    const head = `__all__ = ["f"]\n\ndef f():\n    pass\n\n\n${cls}`;
    expect(await at(base, head)).toEqual(['visibility-narrowed Box 7 3']);
  });

  it('reports the head line of an unchanged private definition a public one became', async () => {
    const priv = 'def _send(to):\n    """Send."""\n';
    const base = `def send(to):\n    pass\n\n${priv}`;
    const head = `# moved\n\n${priv}`;
    expect(await at(base, head)).toEqual(['visibility-narrowed send 3 1']);
  });

  it('still gathers the overloads of an unchanged first stub', async () => {
    const stub = (t: string) => `@overload\ndef f(x: ${t}) -> ${t}: ...\n`;
    const impl = 'def f(x):\n    return x\n';
    const base = `from typing import overload\n${stub('int')}${stub('str')}${impl}`;
    const head = `from typing import overload\n${stub('int')}${impl}`;
    expect(await at(base, head)).toEqual(['overload-removed f 3 5']);
  });

  it('finds the docstrings of an unchanged definition where the head has them', async () => {
    const def = '@cache\ndef _helper():\n    """Internal helper, kept."""\n    return 1\n';
    const both = await freshAndReused('d.py', `# one\n${def}`, `# two\n\n\n${def}`);
    expect(both![1]!.comments).toEqual(both![0]!.comments);
    expect(both![1]!.comments.map((c) => c.start)).toEqual([0, 34]);
  });
});

import fc from 'fast-check';
import type { SurfaceResult } from '../../src/signature/model';
import { outline } from '../../src/signature/py/outline';
import { pyPairSurfaces } from '../../src/signature/py/pair';
import { pairFindings, wholeSurfaces } from './py-whole';

// Generated modules, read from outlines (src/signature/py/outline.ts) and read whole, must give the
// same findings and comments. A module is built from a tape of numbers (so fast-check shrinks a
// failure to a short module); its head is the module built from the tape with a few numbers
// changed, which edits, adds and removes statements anywhere, bodies included.

const EXPRESSIONS = [
  '1',
  '"a # not a comment"',
  "'it''s'",
  'f"{x!r:>{width}} {{literal}} {y["k"]}"',
  'f\'{ {"a": 1}["a"] }\'',
  'rb"\\\\" + b\'\\x00\'',
  '"""\ndef not_a_def():\n    # not a comment\n"""',
  "'''one line'''",
  '{"k": 1, "j": [1, 2]}',
  'lambda: 0',
  '(1,\n# a comment at column 0\n     2)',
  '[\n    1,  # inside brackets\n    2,\n]',
  'f"""{\n    x  # a comment in a field\n}"""',
  '"\\N{BULLET}"',
  'x if y else z',
  "'abc\\\n  def'",
  'a; b = 2',
  '(yield)',
  '"yield" + yielded',
  'lambda: (yield)',
  'f"{(yield)}"',
  'f"{f\'{x}\'}"',
];
const DOCSTRINGS = ['"""Doc."""', "'single'", 'r"""raw\n    docstring"""', '"con" "cat"', "u'uni'"];
const HEADERS = [
  '(self)',
  '(self, a, b=1, *args, **kwargs)',
  '(x: int = {1: 2}) -> dict[str, int]',
  '(a,\n        b: "B" = None,  # header comment\n        *, c=lambda: 0)',
  '(self, x) -> \\\n        int',
  '[T](x: T) -> T',
  '(x: "a:b") -> "c:"',
];
const DECORATORS = [
  '@property',
  '@staticmethod',
  '@classmethod',
  '@overload',
  '@decorate(1, "#")',
  '@decorate(\n    1)\n# between the decorator and the def',
];

function buildModule(tape: number[]): string {
  let at = 0;
  const next = (n: number) => (tape.length === 0 ? 0 : tape[at++ % tape.length]! % n);
  let budget = 40; // statements, so a module stays small
  // Indented by tabs, by four spaces, or Python 2's way: four columns a level, a tab for eight.
  const style = next(6);
  const columns = (indent: string) => indent.replace(/\t/g, '        ').length;
  const deeper = (indent: string) =>
    style === 0
      ? `${indent}\t`
      : style === 1
        ? '\t'.repeat((columns(indent) + 4) >> 3) + ' '.repeat((columns(indent) + 4) & 7)
        : `${indent}    `;
  const newline = next(5) === 0 ? '\r\n' : '\n';
  const out: string[] = [];
  const line = (indent: string, text: string) =>
    out.push(...text.split('\n').map((l, i) => (i === 0 ? indent + l : l)));

  const block = (indent: string, depth: number, inClass: boolean, count: number): void => {
    for (let i = 0; i < count && budget > 0; i++) statement(indent, depth, inClass, i === 0);
  };

  const statement = (indent: string, depth: number, inClass: boolean, first: boolean): void => {
    budget--;
    const inner = deeper(indent);
    switch (next(depth > 2 ? 4 : 10)) {
      case 0:
        line(indent, `v${next(9)} = ${EXPRESSIONS[next(EXPRESSIONS.length)]!}`);
        break;
      case 1:
        // A comment line at this indentation, shallower, or at column 0.
        line(next(2) === 0 ? indent : '', `# note ${next(9)}`);
        if (first) line(indent, 'pass');
        break;
      case 2:
        out.push('');
        line(indent, `return ${EXPRESSIONS[next(EXPRESSIONS.length)]!}`);
        break;
      case 3:
        if (next(2) === 0) line(indent, `w = 1 + \\\n${inner}2  # continued`);
        else line(indent, `class K${next(3)}: pass`);
        break;
      case 4:
      case 5:
      case 6: {
        const name = inClass && next(4) === 0 ? '__init__' : `f${next(6)}`;
        if (next(3) === 0) line(indent, DECORATORS[next(DECORATORS.length)]!);
        const header = `${next(5) === 0 ? 'async ' : ''}def ${name}${HEADERS[next(HEADERS.length)]!}:`;
        if (next(6) === 0) {
          line(indent, `${header} return ${next(9)}`);
          break;
        }
        line(indent, header + (next(4) === 0 ? '  # on the header' : ''));
        if (next(2) === 0) line(inner, DOCSTRINGS[next(DOCSTRINGS.length)]!);
        if (name === '__init__') line(inner, `self.a${next(5)} = ${next(9)}`);
        if (next(5) === 0) line(inner, next(2) === 0 ? 'yield 1' : 'x = yield  # yield');
        block(inner, depth + 1, false, 1 + next(3));
        if (next(4) === 0) line(deeper(inner), '# a trailing comment, deeper');
        break;
      }
      case 7:
        line(indent, `class C${next(6)}(Base):`);
        if (next(2) === 0) line(inner, DOCSTRINGS[next(DOCSTRINGS.length)]!);
        line(inner, `attr: int = ${next(9)}`);
        block(inner, depth + 1, true, 1 + next(4));
        break;
      case 8:
        line(indent, `if v${next(9)}:`);
        block(inner, depth + 1, inClass, 1 + next(2));
        line(indent, 'else:');
        block(inner, depth + 1, inClass, 1);
        break;
      default:
        line(indent, 'try:');
        block(inner, depth + 1, inClass, 1 + next(2));
        line(indent, 'except ImportError:');
        block(inner, depth + 1, inClass, 1);
    }
  };

  line('', '"""Module."""');
  block('', 0, false, 3 + next(6));
  return out.join(newline) + (next(3) === 0 ? '' : newline);
}

function findings(b: SurfaceResult | null, h: SurfaceResult | null) {
  const found = pairFindings('m.py', b, h);
  if (!found || !b || !h || 'unparseable' in b || 'unparseable' in h) return null;
  return { findings: found, base: b.comments.found, head: h.comments.found };
}

describe('Python outlines of generated modules', () => {
  it('read as whole modules do, for any edit of any statement', async () => {
    let compared = 0;
    let emptied = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.nat({ max: 1000 }), { minLength: 8, maxLength: 60 }),
        fc.array(fc.tuple(fc.nat(), fc.nat({ max: 1000 })), { maxLength: 3 }),
        async (tape, edits) => {
          const base = buildModule(tape);
          const edited = [...tape];
          for (const [i, v] of edits) edited[i % edited.length] = v;
          for (const head of [buildModule(edited), `${base}\n`]) {
            const whole = findings(...(await wholeSurfaces(base, head)));
            // A generated module that tree-sitter cannot read whole has nothing to be held to.
            if (!whole) continue;
            compared++;
            if (outline(base).emptied) emptied++;
            expect(findings(...(await pyPairSurfaces(base, head)))).toEqual(whole);
          }
        },
      ),
      { numRuns: 250 },
    );
    // The property must not hold vacuously: most modules parse, and most have bodies to empty.
    expect(compared).toBeGreaterThan(300);
    expect(emptied).toBeGreaterThan(200);
  });
});

import { textEdits, type Point, type TextEdit } from '../../src/signature/py/edits';
import { parseFrom } from '../../src/signature/py/pair';
import { pythonParser, type PyTree } from '../../src/signature/py/parser';

// The head of a Python pair is parsed from the base's tree, edited by the hunks of a line diff.
// A wrong edit does not fail loudly: tree-sitter reuses a stale subtree and the head reads wrong
// names or lines. So every case compares the incremental tree with a fresh parse of the head,
// node for node, offsets and rows and columns included.

/** Every node of a tree as one line: type, field, offsets, start and end points. */
function nodes(tree: PyTree): string[] {
  const out: string[] = [];
  const cursor = tree.walk();
  for (;;) {
    const n = cursor.currentNode;
    const at = (p: Point) => `${p.row}:${p.column}`;
    out.push(
      `${n.type}${n.isMissing ? '!' : ''} ${cursor.currentFieldName ?? ''} ${n.startIndex}-${n.endIndex} ${at(n.startPosition)}-${at(n.endPosition)}`,
    );
    if (cursor.gotoFirstChild()) continue;
    while (!cursor.gotoNextSibling()) {
      if (!cursor.gotoParent()) {
        cursor.delete();
        return out;
      }
    }
  }
}

async function incrementalAndFresh(base: string, head: string): Promise<[string[], string[]]> {
  const python = await pythonParser();
  const baseTree = python.parser.parse(base)!;
  const headTree = parseFrom(python, baseTree, base, head)!;
  const fresh = python.parser.parse(head)!;
  try {
    return [nodes(headTree), nodes(fresh)];
  } finally {
    for (const t of [baseTree, headTree, fresh]) t.delete();
  }
}

/** Applies edits one after another, checking that each one's points match its offsets. */
function applyEdits(a: string, b: string, edits: TextEdit[]): string {
  const pointAt = (text: string, offset: number): Point => {
    const before = text.slice(0, offset).split('\n');
    return { row: before.length - 1, column: before[before.length - 1]!.length };
  };
  let text = a;
  for (const e of edits) {
    const next = text.slice(0, e.startIndex) + b.slice(e.startIndex, e.newEndIndex);
    const after = next + text.slice(e.oldEndIndex);
    expect(e.startPosition).toEqual(pointAt(text, e.startIndex));
    expect(e.oldEndPosition).toEqual(pointAt(text, e.oldEndIndex));
    expect(e.newEndPosition).toEqual(pointAt(after, e.newEndIndex));
    text = after;
  }
  return text;
}

const MODULE = [
  '"""A module."""\n',
  'import os\n',
  '\n',
  'class Box:\n',
  '    """A box."""\n',
  '\n',
  '    size = 1\n',
  '\n',
  '    def open(self, force=False):\n',
  '        return force\n',
  '\n',
  'def helper(a, b=2):\n',
  '    text = """line one\n',
  'line two\n',
  '"""\n',
  '    return a + b\n',
].join('');

const cases: [string, string, string][] = [
  ['an edit at the start', MODULE, `# comment\n${MODULE.replace('import os', 'import sys')}`],
  ['an edit in the middle', MODULE, MODULE.replace('size = 1', 'size = 2\n    color = "red"')],
  ['an edit at the end', MODULE, `${MODULE}\ndef extra():\n    pass\n`],
  ['a removal at the end', `${MODULE}\ndef extra():\n    pass\n`, MODULE],
  ['a whole-file replace', MODULE, 'x = 1\ny = 2\n'],
  ['an empty base', '', MODULE],
  ['an empty head', MODULE, ''],
  ['a change inside a multi-line string', MODULE, MODULE.replace('line two', 'def not_code():')],
  ['a string opened by the change', MODULE, MODULE.replace('    size = 1', '    size = """')],
  ['a change in a class body', MODULE, MODULE.replace('return force', 'return not force')],
  ['a dedent that closes the class', MODULE, MODULE.replace('    size = 1', 'size = 1')],
  [
    'CRLF line ends',
    MODULE.replace(/\n/g, '\r\n'),
    MODULE.replace(/\n/g, '\r\n').replace('b=2', 'b=3'),
  ],
  ['LF to CRLF', MODULE, MODULE.replace(/\n/g, '\r\n')],
  [
    'CR-only line ends',
    MODULE.replace(/\n/g, '\r'),
    MODULE.replace(/\n/g, '\r').replace('b=2', 'b=3'),
  ],
  ['a last line without a newline', 'x = 1\ny = "é"', 'x = 1\ny = "ü😀"'],
  [
    'non-ASCII before the edit',
    `s = "ñandú"\n${MODULE}`,
    `s = "ñandú"\n${MODULE.replace('b=2', 'b=4')}`,
  ],
  [
    'astral characters in and after the edit',
    `a = "😀"\nb = 1\nc = "😀x"\n`,
    `a = "😁"\nb = 1\nc = "😀x"\nd = "𝔘"\n`,
  ],
  ['a repeated line moved', 'pass\nx = 1\npass\ny = 2\npass\n', 'pass\ny = 2\npass\nx = 1\npass\n'],
];

describe('Python incremental head parse', () => {
  it.each(cases)('gives the tree a fresh parse gives: %s', async (_name, base, head) => {
    expect(applyEdits(base, head, textEdits(base, head))).toBe(head);
    const [incremental, fresh] = await incrementalAndFresh(base, head);
    expect(incremental).toEqual(fresh);
  });

  it('edits only the changed lines, joining changes less than 64 lines apart', () => {
    expect(textEdits(MODULE, MODULE)).toEqual([]);
    const rows = (base: string, head: string) =>
      textEdits(base, head).map((e) => [
        e.startPosition.row,
        e.oldEndPosition.row,
        e.newEndPosition.row,
      ]);
    expect(rows(MODULE, MODULE.replace('import os', 'import re').replace('b=2', 'b=5'))).toEqual([
      [1, 12, 12],
    ]);
    const long = `${MODULE}${'x = 0\n'.repeat(70)}${MODULE}`;
    const head = long.replace('import os', 'import re').replace(/b=2/g, 'b=5');
    expect(rows(long, head)).toEqual([
      [1, 12, 12],
      [97, 98, 98],
    ]);
  });

  it('holds on random line edits of a module', async () => {
    // A fixed-seed generator: the same cases on every run.
    let seed = 12345;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const pieces = [
      '    x = 1\n',
      'def f(a, *, b=None):\n',
      '    """doc 😀"""\n',
      'class C(Base):\n',
      '\n',
      '"""\n',
      '    # é comment\n',
      'y = [\n',
      ']\n',
      '    return x\r\n',
    ];
    const lines = MODULE.split(/(?<=\n)/);
    for (let round = 0; round < 40; round++) {
      const head = [...lines];
      for (let k = 1 + random(4); k > 0; k--) {
        const at = random(head.length + 1);
        const op = random(3);
        if (op === 0) head.splice(at, 1);
        else if (op === 1) head.splice(at, 0, pieces[random(pieces.length)]!);
        else head.splice(at, 1, pieces[random(pieces.length)]!);
      }
      const text = head.join('');
      expect(applyEdits(MODULE, text, textEdits(MODULE, text))).toBe(text);
      const [incremental, fresh] = await incrementalAndFresh(MODULE, text);
      expect(incremental).toEqual(fresh);
    }
  });
});

import { normalizeComment } from '../../src/signature/comment-text';
import { diffFileVersions } from '../../src/signature/index';

/** The definition normalizeComment implements in one pass. */
function byRegex(raw: string, docstring = false): string {
  let text = raw;
  if (docstring) {
    text = text.replace(/^[rRuUbBfF]*("""|'''|"|')/, '').replace(/("""|'''|"|')$/, '');
  } else if (text.startsWith('/*')) {
    text = text.replace(/^\/\*+!?/, '').replace(/\*+\/$/, '');
    text = text.replace(/^[ \t]*\*+(?!\/)/gm, '');
  } else {
    text = text.replace(/^[ \t]*(\/\/+|#+)/gm, '');
  }
  return text.replace(/\s+/g, ' ').trim();
}

describe('comment normalization', () => {
  it('strips markers and collapses whitespace as its regex definition does', () => {
    const cases = [
      '/** Doc\n * more\n */',
      '/***/',
      '/**/',
      '/*!\n * @license MIT\n */',
      '/* a **/',
      '/*\n **/',
      '/*\n**x\n  *\t*y\r\n * z\u2028* w */',
      '// a  b',
      '/// <reference path="x" />',
      '//',
      '# noqa',
      '## twice\n  # again',
      '/* unterminated\n * x',
      ' \u00a0/x\ufeff',
    ];
    for (const raw of cases) expect(normalizeComment(raw)).toBe(byRegex(raw));
    for (const raw of ['"""Doc.\n\n    More."""', "r'x  y'", 'b"""a"""']) {
      expect(normalizeComment(raw, true)).toBe(byRegex(raw, true));
    }
  });

  it('agrees with its regex definition on generated comments', () => {
    const parts = ['/', '*', '!', '#', ' ', '\t', '\n', '\r', '\u2028', '\u00a0', 'a', 'bc', '"'];
    const starts = ['/*', '/**', '/*!', '//', '#', ''];
    const ends = ['', '*/', '**/', '/', ' */'];
    let seed = 7;
    const pick = <T>(list: T[]): T => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return list[seed % list.length]!;
    };
    for (let i = 0; i < 20_000; i++) {
      let raw = pick(starts);
      const length = pick([0, 1, 3, 6, 12]);
      for (let j = 0; j < length; j++) raw += pick(parts);
      raw += pick(ends);
      expect(normalizeComment(raw)).toBe(byRegex(raw));
    }
  });
});

describe('comment comparison', () => {
  // Each block is split by a blank line in the head: two comments whose joined text is the base
  // block, so nothing is removed. Past a few dozen look-ups the stream gets a word index.
  const blocks = (n: number, split: boolean, skip = -1) =>
    Array.from({ length: n }, (_, i) => {
      const comment = i === skip ? '' : `// alpha${i} beta${i}\n${split ? '\n' : ''}// gamma${i}\n`;
      return `${comment}export const v${i} = ${i};\n`;
    }).join('');

  it('finds split blocks in the head, by search and by index alike', async () => {
    for (const n of [3, 80]) {
      expect(
        await diffFileVersions({ path: 'c.ts', base: blocks(n, false), head: blocks(n, true) }),
      ).toEqual([]);
    }
  });

  it('reports a removed block among split ones, early or late in the file', async () => {
    for (const skip of [1, 78]) {
      const findings = await diffFileVersions({
        path: 'c.ts',
        base: blocks(80, false),
        head: blocks(80, true, skip),
      });
      expect(findings.map((f) => [f.kind, f.oldLine, f.message])).toEqual([
        [
          'comment-removed',
          3 * skip + 1,
          `comment "alpha${skip} beta${skip} gamma${skip}" removed`,
        ],
      ]);
    }
  });

  it("reports a directive removed from a statement's end when the next statement has a comment", async () => {
    const body = (directive: string) =>
      `export function f() {\n  const a = g();${directive}\n  // then b\n  const b = 1;\n  return a + b;\n}\n`;
    const findings = await diffFileVersions({
      path: 'd.ts',
      base: body(' // eslint-disable-line no-console'),
      head: body(''),
    });
    expect(findings.map((f) => [f.kind, f.oldLine])).toEqual([['directive-comment-removed', 2]]);
  });

  it('keeps a directive whose reason alone was reworded, not one that names other rules', async () => {
    const body = (directive: string) =>
      `export function name(cmd) {\n  // ${directive}\n  return cmd.name();\n}\n`;
    const kinds = async (base: string, head: string) =>
      (await diffFileVersions({ path: 'c.js', base: body(base), head: body(head) })).map(
        (f) => f.kind,
      );
    // commander 12.0 → 12.1.
    expect(
      await kinds(
        '@ts-ignore: overloaded return type',
        '@ts-ignore: because overloaded return type',
      ),
    ).toEqual([]);
    expect(
      await kinds(
        'eslint-disable-next-line no-console -- debug output',
        'eslint-disable-next-line no-console -- kept for the CLI',
      ),
    ).toEqual([]);
    expect(
      await kinds('eslint-disable-next-line no-console', 'eslint-disable-next-line no-undef'),
    ).toEqual(['directive-comment-removed']);
    expect(await kinds('@ts-ignore: reason', '@ts-expect-error: reason')).toEqual([
      'directive-comment-removed',
    ]);
  });

  it('keeps a directive whose options changed or that lists more rules (ws 8.16 → 8.17)', async () => {
    const file = (directive: string) =>
      `/* ${directive} */\nexport function f(a) {\n  return a;\n}\n`;
    const kinds = async (base: string, head: string) =>
      (await diffFileVersions({ path: 'w.js', base: file(base), head: file(head) })).map(
        (f) => f.kind,
      );
    const rule = 'eslint no-unused-vars: ["error", { "varsIgnorePattern": "^Duplex$" }]';
    const more =
      'eslint no-unused-vars: ["error", { "varsIgnorePattern": "^Duplex$", "caughtErrors": "none" }]';
    expect(await kinds(rule, more)).toEqual([]);
    expect(await kinds('eslint-disable no-var', 'eslint-disable no-var, no-plusplus')).toEqual([]);
    expect(await kinds('global window', 'global window, document')).toEqual([]);
    // A rule no longer listed is a directive lost.
    expect(await kinds('eslint-disable no-var, no-plusplus', 'eslint-disable no-var')).toEqual([
      'directive-comment-removed',
    ]);
    expect(await kinds(rule, 'eslint no-undef: "off"')).toEqual(['directive-comment-removed']);
  });
});

describe('license headers', () => {
  it("report a change of the license's own version, which release numbers do not hide", async () => {
    const file = (id: string) =>
      `// mylib 1.2.0 - Copyright 2020 Example Corp.\n// SPDX-License-Identifier: ${id}\n\nexport const a = 1;\n`;
    const findings = await diffFileVersions({
      path: 'l.ts',
      base: file('GPL-2.0-only'),
      head: file('GPL-3.0-only'),
    });
    expect(findings.map((f) => f.kind)).toEqual(['license-header-removed']);
  });

  it('take a header whose description was reworded, its copyright and license kept, as the same', async () => {
    const header = (what: string) =>
      `#\n# Module providing ${what} for dealing\n# with shared objects\n#\n# Copyright (c) 2006-2008, R Oudkerk\n# Licensed to PSF under a Contributor Agreement.\n#\n\ndef api(x):\n    return x\n`;
    const kinds = async (head: string) =>
      (await diffFileVersions({ path: 'm.py', base: header('the `SyncManager` class'), head })).map(
        (f) => f.kind,
      );
    expect(await kinds(header('manager classes'))).toEqual([]);
    expect(await kinds(header('manager classes').replace('R Oudkerk', 'Someone Else'))).toEqual([
      'license-header-removed',
    ]);
  });
});

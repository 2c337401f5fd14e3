import { normalizeCode, sameCode, stripComments } from '../../src/signature/ts/code-text';

// sameCode lets the TS oracle call two declared types equal without normalizing either. It must
// never say "alike" where the normalized texts differ; where they are equal it may still say no
// (the oracle then compares the texts).
const normalized = (text: string) => normalizeCode(stripComments(text));
const alike = (a: string, b: string) => sameCode(a, 0, a.length, b, 0, b.length);

describe('sameCode', () => {
  it.each([
    ['{ a: string; b?: number }', '{\n  a: string;\n  b?: number\n}'],
    ['{ /** the id */ id: string }', '{\n  // the id, reworded\n  id: string\n}'],
    ['(x: "a  b") => void', '(x: "a \n b") => void'],
    ['A /* gone */ | B', 'A | B'],
  ])('%j reads like %j', (a, b) => {
    expect(alike(a, b)).toBe(true);
    expect(normalized(a)).toBe(normalized(b));
  });

  it.each([
    ['a b', 'ab'],
    ['a/**/b', 'ab'],
    ['"// not a comment" | A', '"" | A'],
    ['string', 'string | number'],
    ['{ a: string }', '{ a: String }'],
  ])('%j does not read like %j', (a, b) => {
    expect(alike(a, b)).toBe(false);
  });

  it('never calls two texts alike whose normalized texts differ (random code-like texts)', () => {
    const pieces = [
      'a',
      'b',
      ' ',
      '\n',
      '\t',
      '//c\n',
      '/*d*/',
      '"e f"',
      '`g/*h*/`',
      ':',
      '|',
      ',',
      '}',
      '=>',
      '(',
    ];
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const text = () =>
      Array.from({ length: random(12) }, () => pieces[random(pieces.length)]).join('');
    let alikeSeen = 0;
    for (let i = 0; i < 20000; i++) {
      const a = text();
      const b = random(2) ? text() : a.replace(/ /g, '\n  ').replace(/\/\*d\*\//g, '/* other */');
      if (!alike(a, b)) continue;
      alikeSeen++;
      expect(normalized(a)).toBe(normalized(b));
    }
    expect(alikeSeen).toBeGreaterThan(1000);
  });
});

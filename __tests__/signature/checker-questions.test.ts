import { diffFileVersions } from '../../src/signature/index';

// Every program built for a type question, counted through a transparent wrapper of the compiler.
let programs = 0;
jest.mock('ts-morph', () => {
  const actual = jest.requireActual<typeof import('ts-morph')>('ts-morph');
  const createProgram = (...args: Parameters<typeof actual.ts.createProgram>) => {
    programs++;
    return actual.ts.createProgram(...args);
  };
  const ts = new Proxy(actual.ts, {
    get: (target, key) => (key === 'createProgram' ? createProgram : Reflect.get(target, key)),
  });
  return { ...actual, ts };
});

// A type naming a class each version declares is related in a copy of the head file (ts/oracle.ts
// inHeadScope): one program per question, so the same two texts must not build it again.
describe('type questions asked of the checker', () => {
  const cls = 'export declare class Headers {\n  private h;\n}\n';
  const gets = (n: number, a: string) =>
    Array.from(
      { length: n },
      (_, i) => `export declare function get${i}(o: { headers: Headers; a: ${a} }): void;\n`,
    ).join('');

  it('build one program for each distinct question, however often it comes up (valibot 0.42)', async () => {
    const programsFor = async (n: number) => {
      programs = 0;
      const found = await diffFileVersions({
        path: 'a.ts',
        base: cls + gets(n, 'string'),
        head: cls + gets(n, 'string | number'),
      });
      expect(found.map((f) => f.kind)).toEqual(Array(n).fill('param-type-widened'));
      return programs;
    };
    const one = await programsFor(1);
    expect(one).toBeGreaterThan(1);
    expect(await programsFor(5)).toBe(one);
  });
});

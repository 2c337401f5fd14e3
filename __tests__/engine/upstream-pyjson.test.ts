import { spawnSync } from 'node:child_process';
import fc from 'fast-check';
import {
  parsePyJson,
  pyCanonicalJson,
  pyFloatRepr,
  PyFloat,
  PyInt,
  PyJsonSyntaxError,
  type PyJson,
} from '../../src/engine/upstream';
import { parsePythonHex } from '../../src/engine/upstream/frame';

const hasPython = spawnSync('python3', ['--version']).status === 0;

/** Runs a Python snippet over JSON lines on stdin; returns its output lines. */
function python(script: string, input: string[]): string[] {
  const run = spawnSync('python3', ['-c', script], {
    input: input.join('\n'),
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return run.stdout.split('\n').slice(0, input.length);
}

describe('Python json semantics', () => {
  it('keeps int and float apart, and the float text that Python would print', () => {
    const value = parsePyJson(
      '{"i":1,"f":1.0,"e":1E5,"z":-0,"nz":-0.0,"big":123456789012345678901234567890}',
    );
    expect(value).toBeInstanceOf(Map);
    const dict = value as Map<string, PyJson>;
    expect(dict.get('i')).toEqual(new PyInt(1n));
    expect(dict.get('f')).toEqual(new PyFloat(1));
    expect(pyCanonicalJson(value)).toBe(
      '{"big":123456789012345678901234567890,"e":100000.0,"f":1.0,"i":1,"nz":-0.0,"z":0}',
    );
  });

  it('accepts NaN, Infinity and -Infinity, and writes them back the same way', () => {
    expect(pyCanonicalJson(parsePyJson('[NaN, Infinity, -Infinity, 1e400, -1e400]'))).toBe(
      '[NaN,Infinity,-Infinity,Infinity,-Infinity]',
    );
  });

  it('formats floats with Python repr', () => {
    const cases: Array<[number, string]> = [
      [1, '1.0'],
      [0.1, '0.1'],
      [1e-5, '1e-05'],
      [0.0001, '0.0001'],
      [1e16, '1e+16'],
      [1e15, '1000000000000000.0'],
      [1.5e16, '1.5e+16'],
      [-2.5e-7, '-2.5e-07'],
      [5e-324, '5e-324'],
      [1.7976931348623157e308, '1.7976931348623157e+308'],
      [123456789.125, '123456789.125'],
      [-0, '-0.0'],
    ];
    for (const [x, repr] of cases) expect(pyFloatRepr(x)).toBe(repr);
  });

  it('escapes only quote, backslash and control characters; sorts keys by code point', () => {
    const value = parsePyJson(
      '{"\\uffff":1,"\\ud83d\\ude00":2,"a":"\\u2028\\u0085\\u007f\\u0001\\n"}',
    );
    expect(pyCanonicalJson(value)).toBe('{"a":"\u2028\u0085\u007f\\u0001\\n","\uffff":1,"😀":2}');
  });

  it('keeps the last value of a repeated key, at the first key position', () => {
    const value = parsePyJson('{"a":1,"b":2,"a":3}') as Map<string, PyJson>;
    expect([...value.keys()]).toEqual(['a', 'b']);
    expect(value.get('a')).toEqual(new PyInt(3n));
  });

  it('refuses what Python refuses', () => {
    for (const bad of [
      '01',
      '1.',
      '.5',
      '+1',
      '"a\u0001"',
      '{"a":1,}',
      '[1,]',
      'nan',
      "{'a':1}",
      '1 2',
      '"\\x41"',
      '-',
      '',
    ]) {
      expect(() => parsePyJson(bad)).toThrow(PyJsonSyntaxError);
    }
  });

  it('parses header fields like int(field, 16)', () => {
    expect(parsePythonHex('1f')).toBe(31n);
    expect(parsePythonHex('1F')).toBe(31n);
    expect(parsePythonHex('0x1f')).toBe(31n);
    expect(parsePythonHex('0X_1f')).toBe(31n);
    expect(parsePythonHex('00001f')).toBe(31n);
    expect(parsePythonHex(' 1_f ')).toBe(31n);
    expect(parsePythonHex('+1f')).toBe(31n);
    expect(parsePythonHex('-1f')).toBe(-31n);
    for (const bad of ['', '0x', '_1f', '1f_', '1__f', 'g', '1f z', '0x-1'])
      expect(parsePythonHex(bad)).toBeNull();
  });

  (hasPython ? it : it.skip)(
    'int(field, 16) agrees with Python on random header spellings (python3)',
    () => {
      const samples = fc.sample(fc.stringMatching(/^[ +\-0xX_0-9a-fA-Fg]{0,8}$/), 3000);
      const out = python(
        'import sys,json\nfor l in sys.stdin.read().split("\\n"):\n  s=json.loads(l)\n  try: print(int(s,16))\n  except ValueError: print("null")',
        samples.map((s) => JSON.stringify(s)),
      );
      samples.forEach((s, i) =>
        expect({ s, v: String(parsePythonHex(s)) }).toEqual({ s, v: out[i] }),
      );
    },
  );

  (hasPython ? it : it.skip)(
    'float repr agrees with Python on 20,000 random doubles (python3)',
    () => {
      const doubles = [
        ...fc.sample(fc.double({ noNaN: true }), 10000),
        ...fc.sample(
          fc
            .integer({ min: -1074, max: 1023 })
            .chain((e) => fc.double({ min: 0, max: 2, noNaN: true }).map((m) => m * 2 ** e)),
          10000,
        ),
      ];
      const out = python(
        'import sys,struct\nfor l in sys.stdin.read().split("\\n"): print(repr(struct.unpack("<d", bytes.fromhex(l))[0]))',
        doubles.map(hexDouble),
      );
      const mismatches = doubles
        .map((d, i) => [pyFloatRepr(d), out[i]!.replace('inf', 'Infinity')])
        .filter(([a, b]) => a !== b);
      expect(mismatches.slice(0, 5)).toEqual([]);
    },
  );

  (hasPython ? it : it.skip)(
    'canonical JSON agrees with json.dumps on random documents (python3)',
    () => {
      const key = fc.oneof(
        fc.string({ unit: 'binary', maxLength: 6 }),
        fc.constantFrom('\u2028', '😀', '\uffff', '\ue000', '"', '\\', '\u0000', '\u007f', '𝄞a'),
      );
      const leaf = fc.oneof(
        fc.double().map((d) => new PyFloat(d)),
        fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }).map((i) => new PyInt(i)),
        fc.boolean(),
        fc.constant(null),
        key,
      );
      const doc: fc.Arbitrary<PyJson> = fc.letrec<{ value: PyJson }>((tie) => ({
        value: fc.oneof(
          { depthSize: 'small' },
          leaf,
          fc.array(tie('value'), { maxLength: 4 }),
          fc
            .array(fc.tuple(key, tie('value')), { maxLength: 5 })
            .map((entries) => new Map(entries)),
        ),
      })).value;
      const texts = fc.sample(doc, 1500).map(pyCanonicalJson);
      // The same documents with every non-ASCII unit escaped, as ensure_ascii=True writes them.
      const escaped = texts.map((t) =>
        t.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`),
      );
      const inputs = [...texts, ...escaped];
      const out = python(
        [
          'import sys, json',
          'sys.stdout.reconfigure(encoding="utf-8")',
          'for l in sys.stdin.buffer.read().decode("utf-8").split("\\n"):',
          '    print(json.dumps(json.loads(l), sort_keys=True, separators=(",", ":"), ensure_ascii=False))',
        ].join('\n'),
        inputs,
      );
      inputs.forEach((text, i) => expect(pyCanonicalJson(parsePyJson(text))).toBe(out[i]));
      texts.forEach((text, i) => expect(out[i]).toBe(text));
    },
  );
});

function hexDouble(x: number): string {
  const buf = Buffer.alloc(8);
  buf.writeDoubleLE(x);
  return buf.toString('hex');
}

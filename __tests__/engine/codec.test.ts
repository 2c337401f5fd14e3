import { decodeValue } from '../../src/engine/codec-decode';
import { encodeValue } from '../../src/engine/codec-encode';
import { registerClass, unregisterClass } from '../../src/engine/codec-registry';
import { UnencodableValueError } from '../../src/engine/errors';

function roundTrip<T>(value: T): T {
  const bytes = encodeValue(value);
  const back = decodeValue(bytes) as T;
  // Canonical: re-encoding the decoded value gives the same bytes.
  expect(encodeValue(back).equals(bytes)).toBe(true);
  return back;
}

describe('codec', () => {
  it('round-trips primitives, including the awkward numbers', () => {
    for (const v of [undefined, null, true, false, 0, 1, -1, 127, 128, 2 ** 53 - 1, -(2 ** 53 - 1)])
      expect(roundTrip(v)).toBe(v);
    expect(Object.is(roundTrip(-0), -0)).toBe(true);
    expect(Number.isNaN(roundTrip(NaN))).toBe(true);
    expect(roundTrip(Infinity)).toBe(Infinity);
    expect(roundTrip(-Infinity)).toBe(-Infinity);
    expect(roundTrip(0.1 + 0.2)).toBe(0.1 + 0.2);
    expect(roundTrip(2 ** 60)).toBe(2 ** 60);
    for (const b of [0n, 1n, -1n, 255n, -256n, 2n ** 200n, -(2n ** 64n) + 1n])
      expect(roundTrip(b)).toBe(b);
  });

  it('round-trips strings, including lone surrogates and non-ASCII', () => {
    for (const s of ['', 'a', 'é', '日本語', '😀', 'x'.repeat(300), '\ud800', 'a\udc00b', '\u2028'])
      expect(roundTrip(s)).toBe(s);
  });

  it('keeps the types of built-in objects', () => {
    const date = roundTrip(new Date(1700000000123));
    expect(date).toBeInstanceOf(Date);
    expect(date.getTime()).toBe(1700000000123);
    expect(Number.isNaN(roundTrip(new Date(NaN)).getTime())).toBe(true);
    const map = roundTrip(
      new Map<unknown, unknown>([
        [1, 'a'],
        [{ k: 1 }, new Set([1n])],
      ]),
    );
    expect(map).toBeInstanceOf(Map);
    expect([...map.keys()][1]).toEqual({ k: 1 });
    expect([...map.values()][1]).toEqual(new Set([1n]));
    const set = roundTrip(new Set(['b', 'a']));
    expect([...set]).toEqual(['b', 'a']);
    const u8 = roundTrip(new Uint8Array([1, 2, 3]));
    expect(u8).toBeInstanceOf(Uint8Array);
    expect(Buffer.isBuffer(u8)).toBe(false);
    const buf = roundTrip(Buffer.from('hi'));
    expect(Buffer.isBuffer(buf)).toBe(true);
    expect(buf.toString()).toBe('hi');
    const f64 = roundTrip(new Float64Array([1.5, NaN]));
    expect(f64).toBeInstanceOf(Float64Array);
    expect(roundTrip(new BigInt64Array([-5n]))[0]).toBe(-5n);
    const sub = new Uint16Array(new Uint16Array([1, 2, 3, 4]).buffer, 2, 2);
    expect([...roundTrip(sub)]).toEqual([2, 3]);
    expect(new Uint8Array(roundTrip(new Uint8Array([9, 8]).buffer))).toEqual(
      new Uint8Array([9, 8]),
    );
    const url = roundTrip(new URL('https://example.com/a?b=1#c'));
    expect(url).toBeInstanceOf(URL);
    expect(url.href).toBe('https://example.com/a?b=1#c');
    const re = roundTrip(/a+b/giu);
    expect(re).toBeInstanceOf(RegExp);
    expect(re.source).toBe('a+b');
    expect(re.flags).toBe('giu');
  });

  it('keeps errors: class, message, stack, cause, own properties', () => {
    const cause = new RangeError('inner');
    const err = Object.assign(new TypeError('outer', { cause }), { code: 'E_X', status: 503 });
    const back = roundTrip(err);
    expect(back).toBeInstanceOf(TypeError);
    expect(back.message).toBe('outer');
    expect(back.stack).toBe(err.stack);
    expect(back.cause).toBeInstanceOf(RangeError);
    expect((back as unknown as { code: string }).code).toBe('E_X');
    expect((back as unknown as { status: number }).status).toBe(503);
    const agg = roundTrip(new AggregateError([new Error('a')], 'many'));
    expect(agg).toBeInstanceOf(AggregateError);
    expect(agg.errors[0]).toBeInstanceOf(Error);
    class HttpError extends Error {
      override name = 'HttpError';
    }
    const custom = roundTrip(new HttpError('teapot'));
    expect(custom).toBeInstanceOf(Error);
    expect(custom.name).toBe('HttpError');
  });

  it('keeps object key order, holes, null-prototype objects and a __proto__ key as data', () => {
    const holey = [1, 2, 3];
    delete holey[1];
    const obj = roundTrip({ b: 1, a: holey, u: undefined });
    expect(Object.keys(obj)).toEqual(['b', 'a', 'u']);
    expect(1 in obj.a).toBe(false);
    expect(obj.a).toHaveLength(3);
    const nullProto = roundTrip(Object.assign(Object.create(null) as object, { x: 1 }));
    expect(Object.getPrototypeOf(nullProto)).toBeNull();
    const tricky = roundTrip(JSON.parse('{"__proto__": {"polluted": true}}') as object);
    expect(Object.getPrototypeOf(tricky)).toBe(Object.prototype);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
    expect(Object.keys(tricky)).toEqual(['__proto__']);
  });

  it('round-trips registered classes with their prototype, by default and with a custom codec', () => {
    class Money {
      constructor(
        public cents: bigint,
        public currency: string,
      ) {}
      format() {
        return `${this.cents} ${this.currency}`;
      }
    }
    class Point {
      constructor(
        readonly x: number,
        readonly y: number,
      ) {}
    }
    class QuotaError extends Error {}
    registerClass(Money);
    registerClass(Point, {
      name: 'geo.Point',
      encode: (p) => [p.x, p.y],
      decode: (d) => new Point(...(d as [number, number])),
    });
    registerClass(QuotaError);
    try {
      const m = roundTrip({ price: new Money(1999n, 'EUR') }).price;
      expect(m).toBeInstanceOf(Money);
      expect(m.format()).toBe('1999 EUR');
      const p = roundTrip(new Point(1, 2));
      expect(p).toBeInstanceOf(Point);
      expect(p.y).toBe(2);
      const q = roundTrip(new QuotaError('over'));
      expect(q).toBeInstanceOf(QuotaError);
      expect(q.message).toBe('over');
    } finally {
      unregisterClass(Money);
      unregisterClass(Point);
      unregisterClass(QuotaError);
    }
    expect(() => registerClass(class {}, {})).toThrow(/no name/);
  });

  it('refuses what it cannot keep, naming the subject, the type and the path', () => {
    class Client {}
    const cases: [unknown, RegExp][] = [
      [{ a: { fn: () => 1 } }, /a function .* at \$\.a\.fn/],
      [Symbol('s'), /a symbol at \$/],
      [
        { c: new Client() },
        /a Client \(a class instance not registered.*\$\.c.*registerClass\(Client\)/,
      ],
      [Promise.resolve(1), /a Promise/],
      [new WeakMap(), /WeakMap/],
      [{ [Symbol('k')]: 1 }, /symbol keys/],
    ];
    for (const [value, pattern] of cases) {
      let error: unknown;
      try {
        encodeValue(value, "the result of step 'x'");
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(UnencodableValueError);
      expect((error as Error).message).toMatch(pattern);
      expect((error as Error).message).toContain("step 'x'");
      expect((error as UnencodableValueError).code).toBe('LIL_UNENCODABLE');
    }
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => encodeValue(cyclic)).toThrow(/circular reference at \$\.self/);
    const shared = { n: 1 };
    expect(roundTrip([shared, shared])).toEqual([{ n: 1 }, { n: 1 }]);
  });

  it('rejects malformed bytes with an offset', () => {
    expect(() => decodeValue(Buffer.from([0x7f]))).toThrow(/unknown value tag 0x7f at byte 0/);
    expect(() => decodeValue(Buffer.from([0x08, 5, 0x61]))).toThrow(/past its end/);
    expect(() => decodeValue(Buffer.from([0x01, 0x01]))).toThrow(/trailing bytes/);
    expect(() => decodeValue(Buffer.from([0x1a, 3, 0x41, 0x42, 0x43, 0x01]))).toThrow(
      /not registered/,
    );
  });
});

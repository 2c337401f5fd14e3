import fc from 'fast-check';
import { isoTime } from '../../src/bundle/iso-time';

describe('isoTime', () => {
  it('formats like Date.prototype.toISOString over the whole Date range', () => {
    const edges = [
      0, -1, 1, 86_399_999, 86_400_000, -86_400_000, 8.64e15, -8.64e15, 253402300800000,
    ];
    for (const ms of edges) expect(isoTime(ms)).toBe(new Date(ms).toISOString());
    fc.assert(
      fc.property(fc.integer({ min: -8.64e15, max: 8.64e15 }), fc.nat(200_000), (ms, step) => {
        // Two calls: a new day, then (usually) the same day from the cache.
        expect(isoTime(ms)).toBe(new Date(ms).toISOString());
        const next = Math.min(ms + step, 8.64e15);
        expect(isoTime(next)).toBe(new Date(next).toISOString());
      }),
      { numRuns: 2000 },
    );
  });

  it('throws for times a Date cannot hold, as toISOString does', () => {
    isoTime(8.64e15); // the last day is cached
    for (const ms of [8.64e15 + 1, -8.64e15 - 1, NaN, Infinity])
      expect(() => isoTime(ms)).toThrow(RangeError);
    expect(isoTime(1.5)).toBe(new Date(1.5).toISOString());
  });
});

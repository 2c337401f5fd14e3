const DAY_MS = 86_400_000;
const PAD2 = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));
const PAD3 = Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, '0'));

/** The largest time a Date holds (±8.64e15 ms). */
const MAX_TIME = 8.64e15;

let dayStart = NaN;
let dayEnd = NaN;
let dayPrefix = '';

/**
 * `new Date(ms).toISOString()` for journal times (epoch milliseconds), without a Date per call:
 * a replay formats two times per step, and a run's steps share a day, so the date part is cached.
 * Throws RangeError for a time outside the Date range, as toISOString does.
 */
export function isoTime(ms: number): string {
  if (!Number.isSafeInteger(ms)) return new Date(ms).toISOString();
  if (!(ms >= dayStart && ms < dayEnd)) {
    if (Math.abs(ms) > MAX_TIME) return new Date(ms).toISOString();
    const start = ms - (((ms % DAY_MS) + DAY_MS) % DAY_MS);
    const text = new Date(start).toISOString();
    dayPrefix = text.slice(0, text.indexOf('T') + 1);
    dayStart = start;
    dayEnd = Math.min(start + DAY_MS, MAX_TIME + 1);
  }
  let rest = ms - dayStart;
  const milli = rest % 1000;
  rest = (rest - milli) / 1000;
  const second = rest % 60;
  rest = (rest - second) / 60;
  const minute = rest % 60;
  const hour = (rest - minute) / 60;
  return `${dayPrefix}${PAD2[hour]}:${PAD2[minute]}:${PAD2[second]}.${PAD3[milli]}Z`;
}

import { writeFileSync } from 'node:fs';

/** Prints rows as an aligned text table (the first row is the header). */
export function printTable(rows: (string | number)[][]): void {
  const cells = rows.map((r) => r.map(String));
  const widths = cells[0]!.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) => r.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(line(cells[0]!));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of cells.slice(1)) console.log(line(r));
}

/** Hands this benchmark's figures to scripts/bench.mjs, which merges them into bench/results.json. */
export function saveResult(result: Record<string, unknown>): void {
  const file = process.env.BENCH_RESULT_FILE;
  if (file) writeFileSync(file, JSON.stringify(result));
}

/** Peak resident set size of this process so far, in MiB. */
export function peakRssMiB(): number {
  return Math.round((process.resourceUsage().maxRSS / 1024) * 10) / 10;
}

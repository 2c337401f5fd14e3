// `npm run bench [name...]`: runs every bench/*.bench.ts (or those whose name contains an argument),
// each in its own process so peak memory is per benchmark, and merges their results into
// bench/results.json.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';

const only = process.argv.slice(2);
const files = readdirSync('bench')
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();
const resultsFile = join('bench', 'results.json');
const results = existsSync(resultsFile)
  ? JSON.parse(readFileSync(resultsFile, 'utf8'))
  : { benchmarks: {} };
for (const file of files) {
  const out = join(os.tmpdir(), `lil-bench-${process.pid}-${file}.json`);
  console.log(`\n## ${file}\n`);
  execFileSync(process.execPath, ['--import', 'tsx', '--expose-gc', join('bench', file)], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_RESULT_FILE: out },
  });
  results.benchmarks[file.replace(/\.bench\.ts$/, '')] = {
    measuredAt: new Date().toISOString(),
    machine: {
      node: process.version,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      memGiB: Math.round(os.totalmem() / 2 ** 30),
    },
    ...JSON.parse(readFileSync(out, 'utf8')),
  };
  rmSync(out, { force: true });
}
writeFileSync(resultsFile, JSON.stringify(results, null, 2) + '\n');
console.log(`\nwrote ${resultsFile}`);

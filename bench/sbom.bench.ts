// SBOM of a real ~2,000-package npm lockfile: time and peak memory of generateSbom against a floor
// measured in the same run (JSON.parse + JSON.stringify of the same lockfile, the least any reader
// of that file must do).
//
// The lockfile is made by npm itself from the registry, once, in a folder outside the repository
// (os.tmpdir()), from the pinned top-level packages below; later runs reuse it.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { generateSbom } from '../src/sbom';
import { peakRssMiB, printTable, saveResult } from './report';

const manifest = {
  name: 'lil-sbom-bench',
  version: '1.0.0',
  private: true,
  dependencies: { 'react-scripts': '5.0.1', '@angular/cli': '17.3.8', gatsby: '5.13.3' },
};
const RUNS = 15;

function lockfileDir(): string {
  const text = `${JSON.stringify(manifest, null, 2)}\n`;
  const dir = join(
    tmpdir(),
    `lil-sbom-bench-${createHash('sha256').update(text).digest('hex').slice(0, 12)}`,
  );
  if (!existsSync(join(dir, 'package-lock.json'))) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'package.json'), text);
    console.log(`generating ${dir}/package-lock.json with npm (registry, --package-lock-only) ...`);
    execFileSync(
      'npm',
      ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund'],
      {
        cwd: dir,
        stdio: 'inherit',
      },
    );
  }
  return dir;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function time(fn: () => unknown | Promise<unknown>): Promise<number[]> {
  await fn(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    globalThis.gc?.();
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return times;
}

async function main(): Promise<void> {
  const dir = lockfileDir();
  const lockPath = join(dir, 'package-lock.json');
  const lockText = readFileSync(lockPath, 'utf8');
  const lock = JSON.parse(lockText) as { packages: Record<string, { dev?: boolean }> };
  const packages = Object.keys(lock.packages).length - 1;
  const env = { SOURCE_DATE_EPOCH: '1700000000' };

  const floor = await time(() =>
    JSON.stringify(JSON.parse(readFileSync(lockPath, 'utf8')), null, 2),
  );
  const rssAfterFloor = peakRssMiB();
  let components = 0;
  let bomBytes = 0;
  const json = await time(async () => {
    const result = await generateSbom({ repoDir: dir, includeDev: true, env });
    components = Object.values(result.componentCounts).reduce((a, b) => a + b, 0);
    bomBytes = Buffer.byteLength(result.text);
  });
  const rssAfterJson = peakRssMiB();
  const xml = await time(() =>
    generateSbom({ repoDir: dir, includeDev: true, format: 'cyclonedx-xml', env }),
  );
  const rssAfterXml = peakRssMiB();

  const floorMs = median(floor);
  const row = (name: string, times: number[], rss: number) => [
    name,
    median(times).toFixed(1),
    Math.min(...times).toFixed(1),
    (median(times) / floorMs).toFixed(1),
    rss,
  ];
  console.log(
    `lockfile: ${packages} packages, ${(lockText.length / 1024).toFixed(0)} KiB; BOM: ${components} components, ` +
      `${(bomBytes / 1024).toFixed(0)} KiB JSON; ${RUNS} runs each after a warm-up\n`,
  );
  printTable([
    ['case', 'median ms', 'min ms', 'x floor', 'peak RSS MiB (so far)'],
    row('floor: JSON.parse + stringify of the lock', floor, rssAfterFloor),
    row('generateSbom CycloneDX 1.6 JSON', json, rssAfterJson),
    row('generateSbom CycloneDX 1.6 XML', xml, rssAfterXml),
  ]);
  saveResult({
    lockfilePackages: packages,
    lockfileKiB: Math.round(lockText.length / 1024),
    components,
    bomJsonKiB: Math.round(bomBytes / 1024),
    runs: RUNS,
    floorMedianMs: Number(floorMs.toFixed(2)),
    jsonMedianMs: Number(median(json).toFixed(2)),
    xmlMedianMs: Number(median(xml).toFixed(2)),
    jsonVsFloor: Number((median(json) / floorMs).toFixed(2)),
    xmlVsFloor: Number((median(xml) / floorMs).toFixed(2)),
    peakRssMiB: { afterFloor: rssAfterFloor, afterJson: rssAfterJson, afterXml: rssAfterXml },
  });
}

void main();

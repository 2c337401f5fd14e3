import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '../..');

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path));
    else if (entry.name.endsWith('.ts')) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/**
 * The compiled engine (`lib/engine/index.js`, what `lib/lib.js` re-exports) that child processes
 * load — the engine alone, so a child starts fast. `npm test` builds lib/ first; when a test runs
 * on its own and lib/ is older than src/engine, it is rebuilt here.
 */
export function compiledLib(): string {
  const lib = join(root, 'lib', 'engine', 'index.js');
  const sources = Math.max(
    newestSource(join(root, 'src', 'engine')),
    statSync(join(root, 'src', 'lib.ts')).mtimeMs,
  );
  if (!existsSync(lib) || statSync(lib).mtimeMs < sources) {
    execFileSync('flock', ['/tmp/lil-build.lock', 'npx', 'tsc', '-p', 'tsconfig.lib.json'], {
      cwd: root,
      stdio: 'inherit',
    });
  }
  return lib;
}

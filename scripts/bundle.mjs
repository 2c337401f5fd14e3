// Builds dist/ from scratch: the ncc bundle (CommonJS) plus the run-time assets ncc cannot inline.
// CI rebuilds and fails when the committed dist/ differs, so this must be deterministic.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const dist = 'dist';
// Built beside dist/ and swapped in only when complete, so a failed build leaves the old dist/ intact.
const staging = 'dist.tmp';

/** Files loaded at run time from beside dist/index.js: [package-relative source, dist-relative target]. */
const assets = [
  // The Python parser of the signature gate (src/signature/py/parser.ts looks beside the bundle).
  ['web-tree-sitter/web-tree-sitter.wasm', 'web-tree-sitter.wasm'],
  ['tree-sitter-python/tree-sitter-python.wasm', 'tree-sitter-python.wasm'],
];

rmSync(staging, { recursive: true, force: true });
execFileSync(
  process.execPath,
  [
    require.resolve('@vercel/ncc/dist/ncc/cli.js'),
    'build',
    'src/index.ts',
    '-o',
    staging,
    '--license',
    'licenses.txt',
    '--quiet',
    // Type checking is its own step (npm run typecheck); the bundle only transpiles.
    '--transpile-only',
  ],
  { stdio: 'inherit' },
);
// The signature gate's worker threads: a second entry, since ncc copies a `new Worker(new URL(...))`
// target as a plain asset instead of bundling it. src/signature/pool.ts looks for it beside the bundle.
execFileSync(
  process.execPath,
  [
    require.resolve('@vercel/ncc/dist/ncc/cli.js'),
    'build',
    'src/signature/worker.ts',
    '-o',
    join(staging, 'signature-worker'),
    '--license',
    'licenses.txt',
    '--quiet',
    '--transpile-only',
  ],
  { stdio: 'inherit' },
);
for (const [source, target] of assets) {
  const to = join(staging, target);
  mkdirSync(dirname(to), { recursive: true });
  copyFileSync(require.resolve(source), to);
}
rmSync(dist, { recursive: true, force: true });
renameSync(staging, dist);

// Regenerates the signature kinds table in README.md from SIGNATURE_KINDS:
//   node --import tsx scripts/signature-kinds-table.ts          (writes README.md)
//   node --import tsx scripts/signature-kinds-table.ts --check  (exit 1 when README.md is stale)
// __tests__/signature/readme.test.ts fails when the committed table differs.
import { readFileSync, writeFileSync } from 'node:fs';
import { withKindsTable } from '../src/signature/kinds-table';

const readme = readFileSync('README.md', 'utf8');
const next = withKindsTable(readme);
if (process.argv.includes('--check')) {
  if (next !== readme) {
    console.error(
      'README.md: the signature kinds table is stale; run node --import tsx scripts/signature-kinds-table.ts',
    );
    process.exit(1);
  }
} else if (next !== readme) {
  writeFileSync('README.md', next);
  console.log('README.md: signature kinds table updated');
}

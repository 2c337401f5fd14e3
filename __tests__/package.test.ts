import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

// `npm test` runs `npm run build` first, so lib/ is the library users get from this checkout.
describe('the package entry (after npm run build)', () => {
  const checkout = resolve(__dirname, '..');
  let project: string;

  beforeAll(() => {
    project = mkdtempSync(join(tmpdir(), 'lil-pkg-'));
    mkdirSync(join(project, 'node_modules'));
    symlinkSync(checkout, join(project, 'node_modules', 'letitloop-action'), 'dir');
  });
  afterAll(() => rmSync(project, { recursive: true, force: true }));

  const node = (args: string[]) =>
    execFileSync(process.execPath, args, { cwd: project, encoding: 'utf8' }).trim();

  it('works with require()', () => {
    const out = node(['-e', "const m = require('letitloop-action'); console.log(m.TOOL_VERSION)"]);
    expect(out).toBe('2.0.0');
  });

  it('works with import, including named imports', () => {
    const out = node([
      '--input-type=module',
      '-e',
      "import { TOOL_VERSION } from 'letitloop-action'; console.log(TOOL_VERSION)",
    ]);
    expect(out).toBe('2.0.0');
  });

  it('works with require() of the checkout path', () => {
    expect(node(['-e', `console.log(require(${JSON.stringify(checkout)}).TOOL_VERSION)`])).toBe(
      '2.0.0',
    );
  });
});

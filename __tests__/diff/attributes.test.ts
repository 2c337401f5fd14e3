import { execFileSync } from 'node:child_process';
import { attributeLookup, isGenerated, type AttributesFile } from '../../src/diff';
import { TempRepo } from '../support/github-server/temp-repo';

// Patterns that exercise gitattributes(5) and git's wildmatch; git itself is the oracle.
const ROOT = [
  '# a comment line, then a blank one',
  '',
  '* text=auto eol=lf',
  'dist/** -text -diff linguist-generated=true',
  '*.gen.ts linguist-generated',
  '/root-only.js linguist-generated',
  'docs/*.js linguist-generated',
  'lib/**/out/*.js linguist-generated',
  '**/vendor/** linguist-generated',
  'build/ linguist-generated',
  'folder linguist-generated',
  'x[0-9].js linguist-generated',
  'y[!a-c].js linguist-generated',
  'w[^a-c].js linguist-generated',
  'z[[:upper:]].js linguist-generated',
  'r[]a].js linguist-generated',
  '"quoted name.js" linguist-generated',
  '"caf\\303\\251.js" linguist-generated',
  'q\\*.js linguist-generated',
  '{a,b}.js linguist-generated',
  'a**b.js linguist-generated',
  'm?.js linguist-generated',
  'generated.py linguist-generated',
  'generated.py linguist-generated=false',
  'keep/** linguist-generated',
  'keep/important.js -linguist-generated',
  'toggle.js linguist-generated !linguist-generated',
  'value.js linguist-generated=yes',
  '!neg.js linguist-generated',
  'nested/a/**/z.js linguist-generated',
  '[attr]gen linguist-generated',
  '\tindented.js    linguist-generated\r',
].join('\n');

const SUB = [
  '*.js linguist-generated',
  '/top.ts linguist-generated',
  'deep/** -linguist-generated',
  'x/*.ts linguist-generated',
].join('\n');

const PATHS = [
  'dist/index.js',
  'dist/sub/chunk.js',
  'dist',
  'src/a.gen.ts',
  'src/deep/b.gen.ts',
  'root-only.js',
  'src/root-only.js',
  'docs/x.js',
  'docs/y/z.js',
  'lib/out/a.js',
  'lib/a/b/out/c.js',
  'lib/a/out/d/e.js',
  'vendor/x.py',
  'a/vendor/b/c.ts',
  'vendor',
  'build/x.js',
  'build',
  'folder',
  'folder/inside.js',
  'x5.js',
  'xa.js',
  'yd.js',
  'ya.js',
  'wd.js',
  'wb.js',
  'zQ.js',
  'zq.js',
  'r].js',
  'ra.js',
  'rb.js',
  'quoted name.js',
  'café.js',
  'q*.js',
  'qx.js',
  '{a,b}.js',
  'a.js',
  'axyb.js',
  'ax/yb.js',
  'm1.js',
  'm/.js',
  'generated.py',
  'keep/other.js',
  'keep/important.js',
  'toggle.js',
  'value.js',
  'neg.js',
  'nested/a/z.js',
  'nested/a/b/c/z.js',
  'indented.js',
  'sub/any.js',
  'sub/deep/any.js',
  'sub/top.ts',
  'sub/inner/top.ts',
  'top.ts',
  'sub/x/a.ts',
  'sub/x/y/a.ts',
  'other/any.js',
];

/** `git check-attr` of the work tree: path → state. */
function gitStates(repo: TempRepo, name: string): Map<string, string> {
  const out = execFileSync('git', ['check-attr', '--stdin', '-z', name], {
    cwd: repo.dir,
    input: PATHS.map((p) => `${p}\0`).join(''),
    stdio: ['pipe', 'pipe', 'pipe'], // git warns about the refused `!pattern`
  })
    .toString('utf8')
    .split('\0');
  const states = new Map<string, string>();
  for (let i = 0; i + 2 < out.length; i += 3) states.set(out[i]!, out[i + 2]!);
  return states;
}

describe('attributeLookup reads .gitattributes as git does', () => {
  let repo: TempRepo;
  const files: AttributesFile[] = [
    { path: 'sub/.gitattributes', text: SUB },
    { path: '.gitattributes', text: ROOT },
  ];

  beforeAll(() => {
    repo = TempRepo.init();
    repo.write({ '.gitattributes': ROOT, 'sub/.gitattributes': SUB }).commit('attributes');
  });
  afterAll(() => repo.remove());

  it('gives the state git check-attr gives, for every path', () => {
    const expected = gitStates(repo, 'linguist-generated');
    expect(expected.size).toBe(PATHS.length);
    const lookup = attributeLookup(files, 'linguist-generated');
    const ours = new Map(PATHS.map((p) => [p, lookup(p)]));
    expect(ours).toEqual(expected);
    // The oracle is not trivially one answer: both kinds of verdict occur.
    const generated = PATHS.filter((p) => isGenerated(expected.get(p)!));
    expect(generated.length).toBeGreaterThan(15);
    expect(PATHS.length - generated.length).toBeGreaterThan(15);
  });

  it('reads other attributes by the same rules (text, diff)', () => {
    for (const name of ['text', 'diff', 'eol']) {
      const lookup = attributeLookup(files, name);
      expect(new Map(PATHS.map((p) => [p, lookup(p)]))).toEqual(gitStates(repo, name));
    }
  });
});

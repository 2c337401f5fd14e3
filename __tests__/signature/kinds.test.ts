import { diffFileVersions, SIGNATURE_KINDS } from '../../src/signature/index';
import { FIXTURES, loadPairs, versions } from './fixtures';

// cargo-semver-checks style: one base/head pair per catalogued kind and language; every pair must
// report exactly its own kind (so a fixture that trips another kind shows up), and every fixture
// compared with itself must report nothing.
const pairs = loadPairs(FIXTURES);

describe('signature kinds: one fixture pair per kind', () => {
  it('has a TS and a Python pair for every kind the catalogue marks for that language', () => {
    const missing: string[] = [];
    for (const kind of SIGNATURE_KINDS) {
      const exts = pairs.filter((p) => p.name === kind.id).map((p) => p.ext);
      if (
        kind.languages.includes('ts') &&
        !exts.some((e) => e === 'ts' || e === 'js' || e === 'json')
      )
        missing.push(`${kind.id} (ts)`);
      if (kind.languages.includes('py') && !exts.includes('py')) missing.push(`${kind.id} (py)`);
    }
    expect(missing).toEqual([]);
  });

  it('has no fixture folder that is not a catalogued kind', () => {
    const ids = new Set(SIGNATURE_KINDS.map((k) => k.id));
    expect(pairs.map((p) => p.name).filter((n) => !ids.has(n))).toEqual([]);
  });

  // The complete finding list of every pair, pinned (as cargo-semver-checks pins its query output):
  // a change in any message, line or severity shows up as a snapshot diff.
  it('matches the recorded findings of every pair', async () => {
    const all: string[] = [];
    for (const pair of pairs) {
      for (const f of await diffFileVersions(versions(pair))) {
        all.push(
          `${pair.name}.${pair.ext} ${f.severity} ${f.kind} ${f.symbol ?? '-'} @${f.line ?? '-'}/${f.oldLine ?? '-'}: ${f.message}`,
        );
      }
    }
    expect(all).toMatchSnapshot();
  });

  it.each(pairs.map((p) => [`${p.name} (${p.ext})`, p] as const))(
    '%s reports exactly its kind',
    async (_, pair) => {
      const findings = await diffFileVersions(versions(pair));
      expect(findings.length).toBeGreaterThan(0);
      expect(findings.map((f) => f.kind)).toEqual(findings.map(() => pair.name));
      for (const f of findings) {
        expect(f.gate).toBe('signature');
        expect(f.message).not.toContain('\n');
      }
    },
  );

  // Identical texts are short-cut; a trailing newline forces the full analysis of both sides.
  const analysable = pairs.filter((p) => p.name !== 'file-skipped');
  it.each(analysable.map((p) => [`${p.name} (${p.ext})`, p] as const))(
    '%s compared with itself reports nothing',
    async (_, pair) => {
      for (const side of [pair.base, pair.head]) {
        if (side === null) continue;
        const findings = await diffFileVersions(versions(pair, side, `${side}\n`));
        expect(
          findings.filter(
            (f) => f.kind !== 'side-unparseable' || !pair.name.includes('unparseable'),
          ),
        ).toEqual([]);
      }
    },
  );
});

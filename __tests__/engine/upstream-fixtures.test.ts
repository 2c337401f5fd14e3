import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  isUpstreamJournal,
  parsePyJson,
  pyCanonicalJson,
  readUpstreamJournal,
  readUpstreamJournalFile,
} from '../../src/engine/upstream';

const dir = join(__dirname, 'upstream-fixtures');
interface Expected {
  events: number;
  status: string;
  problems: Array<{ kind: string; offset: number }>;
  legacy?: number;
  line_endings?: string;
  torn_tail_offset?: number;
}
const expected = JSON.parse(readFileSync(join(dir, 'expected.json'), 'utf8')) as Record<
  string,
  Expected
>;
const fixtureNames = Object.keys(expected).sort();
const hasPython = spawnSync('python3', ['--version']).status === 0;

describe('upstream LILWAL02 fixtures written by Python', () => {
  it('covers every committed journal file', () => {
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.jsonl'))
      .sort();
    expect(files).toEqual(fixtureNames);
    expect(files.length).toBeGreaterThanOrEqual(11);
  });

  it.each(fixtureNames)('%s decodes as the generator says', (name) => {
    const want = expected[name]!;
    const journal = readUpstreamJournalFile(join(dir, name));
    expect(journal.events).toHaveLength(want.events);
    expect(journal.projection.status).toBe(want.status);
    expect(journal.problems.map((p) => ({ kind: p.kind, offset: p.offset }))).toEqual(
      want.problems,
    );
    expect(journal.ok).toBe(want.problems.length === 0);
    expect(journal.tornTail?.offset).toBe(want.torn_tail_offset);
    if (want.legacy !== undefined) expect(journal.legacyLines).toBe(want.legacy);
    if (want.line_endings) expect(journal.lineEndings).toBe(want.line_endings);
    expect(isUpstreamJournal(readFileSync(join(dir, name)))).toBe(true);
    for (const p of journal.problems) expect(p.message).not.toContain('\n');
  });

  it('verifies the hash chain of floats, NaN/Infinity, big ints, U+2028 and astral keys', () => {
    const journal = readUpstreamJournalFile(join(dir, 'values.wal.jsonl'));
    expect(journal.chain).toMatchObject({ valid: true, verifiedEvents: 7 });
    expect(journal.chain.head).toBe(journal.events[6]!.eventHash);
    const floats = journal.events[1]!.payload.patch as { floats: Record<string, number> };
    expect(floats.floats).toMatchObject({ one: 1, small: 1e-5, big: 1e16, third: 1 / 3 });
    expect(Object.is(floats.floats.neg_zero, -0)).toBe(true);
    const specials = (journal.events[2]!.payload.patch as { specials: Record<string, number> })
      .specials;
    expect(specials).toMatchObject({ inf: Infinity, minus_inf: -Infinity });
    expect(specials.nan).toBeNaN();
    const ints = (journal.events[4]!.payload.patch as { ints: Record<string, unknown> }).ints;
    expect(ints.big).toBe(2n ** 70n);
    // The writer's deletion sentinel removes the key from the projection.
    expect(journal.projection.data).not.toHaveProperty('text');
    expect(journal.projection.evidence).toEqual({ log: '/tmp/évidence.log' });
    expect(journal.events[3]!.reason).toBe('unicode \u2028 reason ✓');
  });

  it('re-encodes every frame payload byte for byte as Python did', () => {
    for (const name of ['values.wal.jsonl', 'lifecycle.wal.jsonl']) {
      const text = readFileSync(join(dir, name), 'utf8');
      const payloads = text.split('\n').filter((l) => l.startsWith('LILWAL02:'));
      expect(payloads.length).toBeGreaterThan(5);
      for (const line of payloads) {
        const payload = line.split(':').slice(3).join(':');
        expect(pyCanonicalJson(parsePyJson(payload))).toBe(payload);
      }
    }
  });

  it('exposes the step outputs and the status of a durable run', () => {
    const journal = readUpstreamJournalFile(join(dir, 'lifecycle.wal.jsonl'));
    expect(journal.projection).toMatchObject({
      taskId: 'customer_sync',
      status: 'COMPLETE',
      terminal: true,
    });
    expect(journal.projection.data.step_outputs).toEqual({
      fetch_user: { id: 123, name: 'Zoë' },
      summarize: { score: 0.75, tokens: 1024 },
    });
    expect(journal.projection.transitions.map((t) => t.to)).toEqual([
      'DRAFTED',
      'PREFLIGHT_RUNNING',
      'READY',
      'WORKING',
      'VERIFYING',
      'VERIFIED',
      'COMPLETE',
    ]);
    expect(journal.events.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(journal.events[0]).toMatchObject({
      eventType: 'INIT',
      prevHash: '',
      encoding: 'frame',
      offset: 1,
      line: 2,
    });
  });

  it('never modifies the file it reads (a torn tail stays on disk)', () => {
    const file = join(dir, 'torn-tail.wal.jsonl');
    const before = readFileSync(file);
    const mtime = statSync(file).mtimeMs;
    const journal = readUpstreamJournalFile(file);
    expect(journal.tornTail).not.toBeNull();
    expect(readFileSync(file).equals(before)).toBe(true);
    expect(statSync(file).mtimeMs).toBe(mtime);
  });

  it('reads bytes given as a Uint8Array view into a larger buffer', () => {
    const bytes = readFileSync(join(dir, 'lifecycle.wal.jsonl'));
    const padded = new Uint8Array(bytes.length + 10);
    padded.set(bytes, 5);
    const journal = readUpstreamJournal(padded.subarray(5, 5 + bytes.length));
    expect(journal.ok).toBe(true);
    expect(journal.events).toHaveLength(9);
  });

  (hasPython ? it : it.skip)(
    'the generator reproduces the committed fixtures byte for byte (python3)',
    () => {
      const out = mkdtempSync(join(tmpdir(), 'lil-upstream-fixtures-'));
      try {
        const run = spawnSync('python3', [join(dir, 'generate.py'), out], { encoding: 'utf8' });
        expect(run.stderr).toBe('');
        expect(run.status).toBe(0);
        const generated = readdirSync(out).sort();
        expect(generated).toEqual([...fixtureNames, 'expected.json'].sort());
        for (const name of generated) {
          expect({
            name,
            same: readFileSync(join(out, name)).equals(readFileSync(join(dir, name))),
          }).toEqual({ name, same: true });
        }
      } finally {
        rmSync(out, { recursive: true, force: true });
      }
    },
  );
});

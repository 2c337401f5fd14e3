import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import {
  isUpstreamJournal,
  readUpstreamJournal,
  type UpstreamJournal,
} from '../../src/engine/upstream';

const dir = join(__dirname, 'upstream-fixtures');
const load = (name: string) => new Uint8Array(readFileSync(join(dir, name)));
const identity = (j: UpstreamJournal) => j.events.map((e) => `${e.seq}:${e.eventHash}`);

describe('upstream journal damage: exactly the committed prefix, or a reported problem', () => {
  it.each(['legacy-mixed.wal.jsonl', 'crlf.wal.jsonl'])(
    'truncation at every byte of %s gives a clean prefix',
    (name) => {
      const bytes = load(name);
      const full = identity(readUpstreamJournal(bytes));
      for (let cut = 0; cut <= bytes.length; cut++) {
        const journal = readUpstreamJournal(bytes.subarray(0, cut));
        const got = identity(journal);
        const context = { cut, problems: journal.problems.map((p) => p.message) };
        expect({ ...context, ok: journal.ok }).toEqual({ ...context, ok: true });
        expect(full.slice(0, got.length)).toEqual(got);
      }
    },
  );

  it('a single flipped bit anywhere is reported, or leaves the events unchanged', () => {
    const bytes = load('lifecycle.wal.jsonl');
    const full = identity(readUpstreamJournal(bytes));
    fc.assert(
      fc.property(fc.nat(bytes.length - 1), fc.nat(7), (offset, bit) => {
        const flipped = bytes.slice();
        flipped[offset]! ^= 1 << bit;
        const journal = readUpstreamJournal(flipped);
        // A flip that keeps the bytes meaningful (upper-case hex digit, \n -> \v) changes nothing.
        if (journal.ok) expect(identity(journal)).toEqual(full);
        else expect(journal.problems[0]!.offset).toBeLessThanOrEqual(offset + 1);
        expect(journal.tornTail).toBeNull();
      }),
      { numRuns: 3000 },
    );
  });

  it('a flipped bit in the last, complete frame is reported, not dropped as a torn tail', () => {
    const bytes = load('lifecycle.wal.jsonl');
    const start = Buffer.from(bytes).lastIndexOf('LILWAL02:');
    for (let offset = start; offset < bytes.length - 1; offset += 7) {
      const flipped = bytes.slice();
      flipped[offset]! ^= 0x01;
      const journal = readUpstreamJournal(flipped);
      expect(journal.tornTail).toBeNull();
      expect(journal.ok).toBe(false);
    }
  });

  it('garbage appended after the last newline is a torn tail only when it is a cut-short frame', () => {
    const bytes = Buffer.from(load('lifecycle.wal.jsonl'));
    const cases: Array<[string, boolean]> = [
      ['\nLILWAL02:1f4:abc:{"seq":', true], // an interrupted append
      ['\nLILWAL02:1f', true],
      ['\nLILW', true],
      ['\n\u0000\u0000\u0000\u0000', true], // zero-filled blocks after a crash
      ['\n{"seq":10,"timest', true], // an interrupted legacy line
      ['\nLILWAL02:2:0:{}}', false], // complete but wrong: longer than the header says
      ['\nhello world', false],
      ['\n{"seq":10}x', false],
    ];
    for (const [tail, torn] of cases) {
      const journal = readUpstreamJournal(Buffer.concat([bytes, Buffer.from(tail)]));
      expect({ tail, torn: journal.tornTail !== null, ok: journal.ok }).toEqual({
        tail,
        torn,
        ok: torn,
      });
      expect(journal.events).toHaveLength(9);
    }
  });

  it('a duplicated or reordered frame breaks the chain at that frame', () => {
    const text = Buffer.from(load('lifecycle.wal.jsonl')).toString('latin1');
    const frames = text.split('\n').filter((l) => l.length > 0);
    const duplicated = [...frames.slice(0, 4), frames[3]!, ...frames.slice(4)];
    const swapped = [...frames.slice(0, 3), frames[4]!, frames[3]!, ...frames.slice(5)];
    for (const order of [duplicated, swapped]) {
      const journal = readUpstreamJournal(
        Buffer.from(order.map((f) => `\n${f}\n`).join(''), 'latin1'),
      );
      expect(journal.chain.valid).toBe(false);
      expect(journal.chain.verifiedEvents).toBe(4 - (order === swapped ? 1 : 0));
      expect(journal.problems.map((p) => p.kind)).toContain('sequence');
    }
  });

  it('refuses a journal that does not start with INIT', () => {
    const text = Buffer.from(load('lifecycle.wal.jsonl')).toString('latin1');
    const frames = text.split('\n').filter((l) => l.length > 0);
    const headless = readUpstreamJournal(Buffer.from(frames.slice(1).join('\n') + '\n', 'latin1'));
    expect(headless.problems.map((p) => p.kind)).toEqual(
      expect.arrayContaining(['no-init', 'sequence', 'prev-hash']),
    );
    expect(headless.chain.verifiedEvents).toBe(0);
    expect(headless.chain.head).toBe('');
  });

  it('reports records that are JSON but not events', () => {
    const journal = readUpstreamJournal(Buffer.from('[1,2]\n{"seq":1}\n'));
    expect(journal.problems.map((p) => [p.kind, p.line, p.message])).toEqual([
      ['malformed-event', 1, 'the record is not a JSON object'],
      ['malformed-event', 2, expect.stringContaining('event missing fields: timestamp')],
    ]);
  });

  it('recognizes upstream journals and nothing else', () => {
    expect(isUpstreamJournal(load('lifecycle.wal.jsonl'))).toBe(true);
    expect(isUpstreamJournal(load('legacy-mixed.wal.jsonl'))).toBe(true);
    expect(isUpstreamJournal(Buffer.from('{"event_hash":"x","event_type":"INIT","seq":1}\n'))).toBe(
      true,
    );
    expect(isUpstreamJournal(Buffer.from('\r\n  \nLILWAL02:0:0:'))).toBe(true);
    expect(isUpstreamJournal(Buffer.from(''))).toBe(false);
    expect(isUpstreamJournal(Buffer.from('{"a":1}\n'))).toBe(false);
    expect(isUpstreamJournal(Buffer.from('LILJRNL1\u0000binary'))).toBe(false);
    expect(isUpstreamJournal(Buffer.from('{"payloadType":"application/vnd.in-toto+json"}'))).toBe(
      false,
    );
  });
});

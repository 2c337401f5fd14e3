import { encodeValue } from '../../src/engine/codec-encode';
import type { JournalRecord } from '../../src/engine/records';

/** Records of a small run, for reader tests. */
export function sampleRecords(steps = 3): JournalRecord[] {
  const records: JournalRecord[] = [
    {
      t: 'goal',
      goal: 'demo',
      run: 'r1',
      at: 1700000000000,
      git: { commit: 'a'.repeat(40), root: '/repo', branch: 'main' },
      input: Buffer.alloc(16, 1),
      engine: 'test',
    },
    { t: 'open', at: 1700000000001, pid: 42, host: 'h', n: 1 },
  ];
  for (let i = 0; i < steps; i++)
    records.push({
      t: 'step',
      pos: i,
      name: `s${i}`,
      args: Buffer.alloc(16, i),
      at: 1700000000002 + i,
      us: 150 + i,
      n: 1,
      v: encodeValue({ i, when: new Date(0), big: BigInt(i) ** 20n }),
    });
  return records;
}

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FileVersions } from '../../src/signature/index';

export const FIXTURES = join(__dirname, 'fixtures');

export interface FixturePair {
  /** The fixture folder: a kind id, or a case name. */
  name: string;
  ext: 'ts' | 'js' | 'py' | 'json';
  base: string | null;
  head: string | null;
}

const EXTS = ['ts', 'js', 'py', 'json'] as const;

/** Every `<dir>/<name>/{base,head}.<ext>` pair; a missing side is an added or removed file. */
export function loadPairs(dir: string): FixturePair[] {
  const pairs: FixturePair[] = [];
  for (const name of readdirSync(dir).sort()) {
    if (name.startsWith('_')) continue; // _zero and _mixed hold cases, not kinds
    for (const ext of EXTS) {
      const read = (side: string) => {
        const file = join(dir, name, `${side}.${ext}`);
        return existsSync(file) ? readFileSync(file, 'utf8') : null;
      };
      const base = read('base');
      const head = read('head');
      if (base !== null || head !== null) pairs.push({ name, ext, base, head });
    }
  }
  return pairs;
}

/** The path a fixture is analysed under: its extension decides the language. */
export function pathOf(pair: Pick<FixturePair, 'name' | 'ext'>): string {
  return pair.ext === 'json' ? `${pair.name}/package.json` : `${pair.name}/fixture.${pair.ext}`;
}

export function versions(pair: FixturePair, base = pair.base, head = pair.head): FileVersions {
  return { path: pathOf(pair), base, head };
}

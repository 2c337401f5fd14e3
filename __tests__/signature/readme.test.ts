import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  renderKindsTable,
  TABLE_END,
  TABLE_START,
  withKindsTable,
} from '../../src/signature/kinds-table';
import { SIGNATURE_KINDS } from '../../src/signature/index';
import { parseConfigFile, resolveConfig } from '../../src/config';

describe('README signature section', () => {
  const readme = readFileSync(join(__dirname, '..', '..', 'README.md'), 'utf8');

  it('holds the kinds table generated from SIGNATURE_KINDS (run scripts/signature-kinds-table.ts)', () => {
    expect(withKindsTable(readme)).toBe(readme);
    const block = readme.slice(readme.indexOf(TABLE_START), readme.indexOf(TABLE_END));
    expect(block).toContain(renderKindsTable());
  });

  it('has one row per catalogued kind, ids unique', () => {
    const ids = SIGNATURE_KINDS.map((k) => k.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(renderKindsTable().split('\n')).toHaveLength(ids.length + 2);
  });

  it('shows `.letitloop.yml` intended changes that the config parser accepts', () => {
    const yamlBlocks = (from: string, to: string) => {
      const part = readme.slice(readme.indexOf(from), readme.indexOf(to));
      return [...part.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]!);
    };
    const examples = [
      ...yamlBlocks('<!-- section: signature', '<!-- section: bundle'),
      ...yamlBlocks('### `.letitloop.yml`', '<!-- section: cli'),
    ].filter((y) => y.includes('allow-signature-changes:'));
    expect(examples).toHaveLength(2);
    for (const yaml of examples) {
      const config = resolveConfig({
        file: parseConfigFile(yaml, 'README'),
        allowUntrustedCode: false,
      });
      expect(config.allowedSignatureChanges.length).toBeGreaterThan(0);
    }
  });
});

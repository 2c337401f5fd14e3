import { diffFileVersions } from '../../src/signature/index';

// A re-export's target module, as a bundle names it.
const found = async (base: string, head: string) =>
  (await diffFileVersions({ path: 'index.d.ts', base, head })).map((f) => `${f.kind} ${f.message}`);
const from = (module: string) =>
  `export { D as DehydrateOptions, n as dehydrate } from '${module}';\n`;

describe('re-export targets', () => {
  it('take a bundle chunk whose content hash changed for the same module', async () => {
    expect(await found(from('./hydration-ByKLEQMr.js'), from('./hydration-mKPlgzt9.js'))).toEqual(
      [],
    );
    expect(await found(from('./chunk-7QX2K4ZD.js'), from('./chunk-ABCD1234.js'))).toEqual([]);
    // The bundler renames what a chunk exports, too.
    const renamed = `export { aV as DehydrateOptions, q as dehydrate } from './hydration-mKPlgzt9.js';\n`;
    expect(await found(from('./hydration-ByKLEQMr.js'), renamed)).toEqual([]);
  });

  it('report another module, or a name that is not a hash, as retargeted', async () => {
    expect(
      await found(from('./hydration-ByKLEQMr.js'), from('./dehydration-mKPlgzt9.js')),
    ).toHaveLength(2);
    expect(await found(from('./utils-polyfill.js'), from('./utils-fallback.js'))).toHaveLength(2);
    const renamed = `export { E as DehydrateOptions, n as dehydrate } from './hydration.js';\n`;
    expect(await found(from('./hydration.js'), renamed)).toEqual([
      "reexport-removed re-export `DehydrateOptions` retargeted: D from './hydration.js' → E from './hydration.js'",
    ]);
  });
});

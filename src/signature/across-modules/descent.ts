/**
 * Whether a class's new bases, imported from other modules, descend from the bases it no longer
 * names (nest 11: `HttpException extends Error` → `extends IntrinsicException`, which `intrinsic.
 * exception.ts` declares `extends Error`). The new bases' ancestors are read from the head
 * versions of the set's modules, as inherited members are (index.ts).
 */
import type { DescentQuestion } from '../model';
import type { ModuleReader } from './index';

/**
 * `still`: every gone base is an ancestor of a new one; `not`: every ancestor was read and a gone
 * base is not among them; undefined: not known (an ancestor is out of view). Chains of bases are
 * followed `maxDepth` levels deep.
 */
export async function descent(
  reader: ModuleReader,
  file: string,
  question: DescentQuestion,
  maxDepth: number,
): Promise<'still' | 'not' | undefined> {
  const ancestors = new Set<string>();
  let complete = true;
  let level = question.bases.map((entry) => ({ importer: file, entry }));
  for (let depth = 0; depth < maxDepth && level.length > 0; depth++) {
    const next: typeof level = [];
    for (const { importer, entry } of level) {
      const { found, id } = await identity(reader, importer, entry);
      if (ancestors.has(id)) continue;
      ancestors.add(id);
      // A base from outside the set may descend from anything; a global or built-in one
      // (`Error`, `RuntimeError`) only from other globals, never from a module's class.
      if (!found) complete &&= !imported(entry);
      else
        for (const base of reader.bases(found.symbol))
          next.push({ importer: found.path, entry: base });
    }
    level = next;
  }
  complete &&= level.length === 0;
  const gone = await Promise.all(
    question.gone.map(async (entry) => (await identity(reader, file, entry)).id),
  );
  if (gone.every((id) => ancestors.has(id))) return 'still';
  // Only a gone base that is a module's class is known to be missing: a global one may be an
  // ancestor of a global new base (`TypeError` of `Error`).
  return complete && gone.every((id) => !id.startsWith('?')) ? 'not' : undefined;
}

/**
 * The class a base entry names from `importer`, and who it is: its module and name, or (`?X`) its
 * name as imported where no module of the set declares it (type arguments aside).
 */
async function identity(reader: ModuleReader, importer: string, entry: string) {
  const found = await reader.classNamed(importer, entry);
  const id = found
    ? `${found.path}#${found.symbol.name}`
    : `?${entry.replace(/^extends\s+/, '').replace(/[<[].*$/s, '')}`;
  return { found, id };
}

/** Imported from a module (TS `'pkg'.Base`, Python `pkg.Base`), not a global or built-in name. */
function imported(entry: string): boolean {
  return /['.]/.test(entry.replace(/^extends\s+/, '').replace(/[<[].*$/s, ''));
}

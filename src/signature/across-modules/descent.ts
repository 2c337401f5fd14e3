/**
 * Whether a class's new bases, imported from other modules, descend from the bases it no longer
 * names (nest 11: `HttpException extends Error` → `extends IntrinsicException`, which `intrinsic.
 * exception.ts` declares `extends Error`). The new bases' ancestors are read from the head
 * versions of the set's modules, as inherited members are (index.ts).
 */
import type { DescentQuestion } from '../model';
import type { ModuleReader } from './index';

/** How deep a chain of bases is followed (a cycle stops earlier). */
const MAX_DEPTH = 16;

/**
 * `still`: every gone base is an ancestor of a new one; `not`: every ancestor was read and a gone
 * base is not among them; undefined: not known (an ancestor is out of view).
 */
export async function descent(
  reader: ModuleReader,
  file: string,
  question: DescentQuestion,
): Promise<'still' | 'not' | undefined> {
  const ancestors = new Set<string>();
  let complete = true;
  let level = question.bases.map((entry) => ({ importer: file, entry }));
  for (let depth = 0; depth < MAX_DEPTH && level.length > 0; depth++) {
    const next: typeof level = [];
    for (const { importer, entry } of level) {
      const found = await reader.classNamed(importer, entry);
      const id = found ? `${found.path}#${found.symbol.name}` : unresolved(entry);
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
    question.gone.map(async (entry) => {
      const found = await reader.classNamed(file, entry);
      return found ? `${found.path}#${found.symbol.name}` : unresolved(entry);
    }),
  );
  if (gone.every((id) => ancestors.has(id))) return 'still';
  // Only a gone base that is a module's class is known to be missing: a global one may be an
  // ancestor of a global new base (`TypeError` of `Error`).
  return complete && gone.every((id) => !id.startsWith('?')) ? 'not' : undefined;
}

/** A base no module of the set declares, by its name as imported (type arguments aside). */
function unresolved(entry: string): string {
  return `?${entry.replace(/^extends\s+/, '').replace(/[<[].*$/s, '')}`;
}

/** Imported from a module (TS `'pkg'.Base`, Python `pkg.Base`), not a global or built-in name. */
function imported(entry: string): boolean {
  return /['.]/.test(entry.replace(/^extends\s+/, '').replace(/[<[].*$/s, ''));
}

/**
 * One spelling of a Python annotation's unions, for comparison only: `Optional[X]`, `Union[A, B]`
 * and `A | B` as one union (members sorted, repeats dropped) at any depth, where the reader
 * (functions.ts `modern`) spells only the names. attrs 22.2 → 25.3 respelled its stubs so:
 * `_ValidatorType[Optional[_T]]` → `_ValidatorType[_T | None]`, each a "relation unknown" warning.
 * A generic given `Any` for every parameter is the bare generic, as type checkers read it. A union
 * member the numeric tower takes into another is left out (`int | float` is `float`: PEP 484 lets
 * an `int` stand where a `float` is expected; marshmallow 3.26's `offset: float | timedelta`).
 */
import { splitTopLevel, unionMembers } from '../type-text';

/** PEP 484's numeric tower: where a `float` is expected an `int` is accepted, and so on. */
export const NUMERIC = ['bool', 'int', 'float', 'complex'];

/** The annotation in canonical form; what it cannot read (a string, a call) keeps its text. */
export function pyCanonical(text: string): string {
  const members = unionMembers(text);
  if (members.length > 1) {
    const canonical = [...new Set(members.map(pyCanonical))];
    return canonical
      .filter((m) => !promoted(m, canonical))
      .sort()
      .join(' | ');
  }
  const t = members[0] ?? text.trim();
  // `[A, B]` (a `Callable`'s parameters): each element.
  if (t.startsWith('[') && t.endsWith(']')) return `[${canonicalList(t.slice(1, -1))}]`;
  const subscript = /^([\w.]+)\[(.*)\]$/s.exec(t);
  if (!subscript) return t;
  // A generic given only `Any` is the generic unparameterized (`IO[Any]` is `IO`).
  const args = canonicalList(subscript[2]!);
  return /^Any(, Any)*$/.test(args) ? subscript[1]! : `${subscript[1]}[${args}]`;
}

function canonicalList(text: string): string {
  return splitTopLevel(text, ',').map(pyCanonical).join(', ');
}

/** A member of `union` that a wider member of it along the numeric tower takes in. */
function promoted(member: string, union: string[]): boolean {
  const own = numericRank(member);
  return own !== -1 && union.some((m) => numericRank(m) > own);
}

/** A class's place along the numeric tower (`bool` < `int` < `float` < `complex`), or -1. */
export function numericRank(name: string): number {
  return NUMERIC.indexOf(name.replace(/^builtins\./, ''));
}

/**
 * Python type names a module defines, read as what they stand for when two types are related: a
 * `TypeVar` without constraints is its default, else its bound, else `Any`; an explicit type
 * alias (`_Mode: TypeAlias = Literal["r", "w"]`, `type M = ...`) is its body. Only names written
 * as a whole type or as a union member are replaced; a message still shows the type as written.
 */
import { declaredTypeVar, type ApiSymbol, type Surface, type TypeRef } from '../model';
import { isAnyStr, unionMembers } from '../type-text';

const expansions = new WeakMap<Surface, Map<string, string[]>>();

/**
 * A base and a head type with their modules' TypeVars and type aliases replaced. A name both write
 * that only one side defines (the other imports it: `from ._policybase import _MessageT`) is left
 * as written on both, since what it stands for on the other side is not in view.
 */
export function expandTypeNames(
  base: TypeRef,
  head: TypeRef,
  baseSurface: Surface | undefined,
  headSurface: Surface | undefined,
): [TypeRef, TypeRef] {
  let [nb, nh] = [baseSurface, headSurface].map((s) =>
    s ? namesOf(s) : new Map<string, string[]>(),
  );
  const oneSided = [...new Set([...nb!.keys(), ...nh!.keys()])].filter(
    (n) => nb!.has(n) !== nh!.has(n) && writes(base.text, n) && writes(head.text, n),
  );
  if (oneSided.length > 0) [nb, nh] = [nb!, nh!].map((m) => without(m, oneSided));
  return [expand(base, nb!), expand(head, nh!)];
}

function writes(text: string, name: string): boolean {
  return new RegExp(`(?<![\\w.])${name}(?![\\w])`).test(text);
}

function without(names: Map<string, string[]>, left: string[]): Map<string, string[]> {
  const kept = new Map(names);
  for (const n of left) kept.delete(n);
  return kept;
}

/** `ref` with `names` replaced, or `ref` itself when it writes none. */
function expand(ref: TypeRef, names: Map<string, string[]>): TypeRef {
  if (names.size === 0) return ref;
  const members = unionMembers(ref.text);
  const nested = nestedNames(names);
  if (!members.some((m) => names.has(m)) && ref.text.search(nested) === -1) return ref;
  const member = (m: string, depth: number): string[] => {
    const to = names.get(m);
    if (to && depth < 4) return to.flatMap((x) => member(x, depth + 1));
    // Inside another type (`Callable[[], _T]`), a name that stands for one type is that type.
    return [m.replace(nested, (name) => names.get(name)![0]!)];
  };
  return { text: [...new Set(members.flatMap((m) => member(m, 0)))].join(' | ') };
}

const nestedPatterns = new WeakMap<Map<string, string[]>, RegExp>();

/**
 * The names that stand for a single type, as whole words: not attributes of another name, nor a
 * generic alias given arguments (`_Return[_T]`, whose body has its own parameters).
 */
function nestedNames(names: Map<string, string[]>): RegExp {
  let pattern = nestedPatterns.get(names);
  if (!pattern) {
    const single = [...names].filter(([, to]) => to.length === 1).map(([name]) => name);
    pattern = single.length
      ? new RegExp(`(?<![\\w.])(${single.join('|')})(?![\\w.[])`, 'g')
      : /(?!)/g;
    nestedPatterns.set(names, pattern);
  }
  return pattern;
}

function namesOf(surface: Surface): Map<string, string[]> {
  let names = expansions.get(surface);
  if (!names) {
    names = new Map();
    for (const s of [...surface.symbols.values(), ...surface.hidden.values()]) {
      const to = standsFor(s);
      if (to) names.set(s.name, to);
    }
    expansions.set(surface, names);
  }
  return names;
}

/**
 * The members of a type alias the module defines (`_Level: TypeAlias = int | str` →
 * `int`, `str`), or undefined for any other type (a TypeVar binds to what a call passes).
 */
export function aliasMembers(text: string, surface: Surface | undefined): string[] | undefined {
  const s = surface?.symbols.get(text) ?? surface?.hidden.get(text);
  return s && !declaredTypeVar(s) ? standsFor(s) : undefined;
}

function standsFor(s: ApiSymbol): string[] | undefined {
  if (s.kind !== 'type') return undefined;
  const p = declaredTypeVar(s);
  if (p) {
    // What a bare use gets (its default), else what it takes (its bound, or anything).
    if (p.constrained) return undefined;
    const to = p.default ?? p.constraint;
    return to ? unionMembers(to.text) : ['Any'];
  }
  return s.valueType && s.typeParams.length === 0 ? unionMembers(s.valueType.text) : undefined;
}

/** A TypeVar: `typing.AnyStr`, or one the module defines (`_T = TypeVar("_T")`). */
export function isTypeVar(name: string, surface: Surface | undefined): boolean {
  if (isAnyStr(name)) return true;
  return declaredTypeVar(surface?.hidden.get(name) ?? surface?.symbols.get(name)) !== undefined;
}

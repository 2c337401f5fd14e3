import type { Relation, TypeOracle, TypeRef } from '../model';
import { NUMERIC, numericRank, pyCanonical } from './type-canon';
import { isAnyStr, isDynamicType, isStrOrBytes, textRelation, unionMembers } from '../type-text';

/** `object`, and typeshed's alias of it for a value never used. */
const OBJECT = /^(builtins\.)?object$|^(_typeshed\.)?Unused$/;

/** A type every value has: `Any` (any spelling, or a union with it) or `object` (or a union with it). */
function isTop(text: string): boolean {
  return isDynamicType('py', text) || unionMembers(text).some((m) => OBJECT.test(m));
}

/** Spellings of `Any` (typeshed's `Incomplete` and `MaybeNone` are aliases of it), at any depth. */
const ANY_SPELLING =
  /(?<![\w.])(?:(?:typing|typing_extensions)\.Any|(?:_typeshed\.)?(?:Incomplete|MaybeNone))(?![\w.])/g;

function plainAny(text: string): string {
  return text.replace(ANY_SPELLING, 'Any');
}

/** Python has no checker here: union members decide, `Any`/`object` accept everything, else unknown. */
export const pyOracle: TypeOracle = {
  relate(base: TypeRef, head: TypeRef): Relation {
    if (base.text === head.text) return 'equal';
    // Compared in one spelling: `Incomplete` is `Any`, `Optional[X]` is `X | None`, at any depth.
    const [b, h] = [base, head].map((r) => pyCanonical(plainAny(r.text))) as [string, string];
    if (b === h) return 'equal';
    // typeshed's "Any trick" (`sys.stdout: TextIO | MaybeNone`): `Any` beside the old members
    // takes every value and gives what every use accepts, so no use of the old type breaks;
    // taking it away leaves less to assign.
    if (withAnyBeside(h, b)) return 'equal';
    if (withAnyBeside(b, h)) return 'narrower';
    // `Any` and `object` both take every value (gradual typing holds them consistent).
    const [topBase, topHead] = [isTop(b), isTop(h)];
    if (topBase && topHead) return 'equal';
    if (topBase) return 'narrower';
    if (topHead) return 'wider';
    return (
      anyStrRelation(b, h) ??
      textRelation(b, h) ??
      abcRelation(b, h) ??
      noneRelation(b, h) ??
      builtinRelation(b, h) ??
      disjointUnions(b, h) ??
      'unknown'
    );
  },
  display: (ref) => ref.text,
};

/** Whether `withAny` is `plain`'s members and `Any` (in any spelling), in any order. */
function withAnyBeside(withAny: string, plain: string): boolean {
  const members = unionMembers(plainAny(withAny));
  const rest = members.filter((m) => m !== 'Any');
  if (rest.length === members.length || rest.length === 0) return false;
  const old = new Set(unionMembers(plainAny(plain)));
  return rest.length === old.size && rest.every((m) => old.has(m));
}

/** Builtin classes no two of which share a value, but for the numeric tower. */
const DISJOINT = new Set([...NUMERIC, 'str', 'bytes', 'list', 'dict', 'set', 'frozenset', 'tuple']);
/** Builtin classes whose values are never `None` (no protocol: `None` is `Hashable`). */
const NEVER_NONE = new Set([...DISJOINT, 'bytearray', 'memoryview', 'type']);

/** The builtin name a type is of, with or without arguments (`list[str]` → `list`). */
function origin(text: string): string | undefined {
  return /^(?:builtins\.)?(\w+)(?:\[.*\])?$/s.exec(text)?.[1];
}

/** `None` and a builtin class: no value is both (`bytes: bool | None` → `bool` drops `None`). */
function noneRelation(base: string, head: string): Relation | undefined {
  const never = (t: string) => unionMembers(t).every((m) => NEVER_NONE.has(origin(m) ?? ''));
  return (base === 'None' && never(head)) || (head === 'None' && never(base))
    ? 'unrelated'
    : undefined;
}

/**
 * Two different builtin classes (`int` → `str`, `list[str]` → `dict[str, str]`): unrelated, but
 * along the numeric tower (`int` → `float` widens). Undefined for any other pair.
 */
function builtinRelation(base: string, head: string): Relation | undefined {
  const [b, h] = [origin(base), origin(head)];
  if (!b || !h || b === h || !DISJOINT.has(b) || !DISJOINT.has(h)) return undefined;
  const [nb, nh] = [numericRank(b), numericRank(h)];
  if (nb !== -1 && nh !== -1) return nb < nh ? 'wider' : 'narrower';
  return 'unrelated';
}

/**
 * The abstract collections each collection type is registered with, keeping its type arguments
 * (`list[T]` is a `Sequence[T]`; a `Mapping[K, V]` is a `Collection[K]`, another argument list,
 * so not listed).
 */
const ABC_BASES: Readonly<Record<string, readonly string[]>> = {
  dict: ['MutableMapping', 'Mapping'],
  MutableMapping: ['Mapping'],
  list: ['MutableSequence', 'Sequence', 'Reversible', 'Collection', 'Iterable', 'Container'],
  MutableSequence: ['Sequence', 'Reversible', 'Collection', 'Iterable', 'Container'],
  Sequence: ['Reversible', 'Collection', 'Iterable', 'Container'],
  tuple: ['Sequence', 'Reversible', 'Collection', 'Iterable', 'Container'],
  set: ['MutableSet', 'AbstractSet', 'Collection', 'Iterable', 'Container'],
  frozenset: ['AbstractSet', 'Collection', 'Iterable', 'Container'],
  MutableSet: ['AbstractSet', 'Collection', 'Iterable', 'Container'],
  AbstractSet: ['Collection', 'Iterable', 'Container'],
  Collection: ['Iterable', 'Container'],
  Iterator: ['Iterable'],
};

/** A collection type's name and arguments (`collections.abc.Set[int]` → `AbstractSet`, `int`). */
function collection(text: string): { name: string; args: string } | undefined {
  const m = /^(?:collections\.abc\.|typing\.)?(\w+)(?:\[(.*)\])?$/s.exec(text);
  if (!m) return undefined;
  const name = text.startsWith('collections.abc.Set') ? 'AbstractSet' : m[1]!;
  // `tuple[T, ...]` is a sequence of `T`.
  const args = name === 'tuple' ? /^(.*), \.\.\.$/s.exec(m[2] ?? '')?.[1] : m[2];
  return args === undefined ? undefined : { name, args };
}

/**
 * Two types whose union members each match one of the other's, alike or as a collection and an
 * abstract collection it is registered with, of the same arguments (`dict[str, Any]` →
 * `MutableMapping[str, Any]` widens; click 8.1.3 → 8.1.8's options), or along the numeric tower.
 * Undefined otherwise.
 */
function abcRelation(base: string, head: string): Relation | undefined {
  const within = (narrow: string, wide: string) => {
    if (narrow === wide) return true;
    // Along the numeric tower (`int` where a `float` is expected).
    const [rn, rw] = [numericRank(origin(narrow) ?? ''), numericRank(origin(wide) ?? '')];
    if (rn !== -1 && rw !== -1) return rn < rw;
    const [n, w] = [collection(narrow), collection(wide)];
    return !!n && !!w && n.args === w.args && (ABC_BASES[n.name]?.includes(w.name) ?? false);
  };
  const [b, h] = [unionMembers(base), unionMembers(head)];
  const covered = (from: string[], to: string[]) => from.every((x) => to.some((y) => within(x, y)));
  const [wider, narrower] = [covered(b, h), covered(h, b)];
  return wider && narrower ? 'equal' : wider ? 'wider' : narrower ? 'narrower' : undefined;
}

/** Two unions no member of which shares a value with a member of the other (`int` → `str | None`). */
function disjointUnions(base: string, head: string): Relation | undefined {
  const [b, h] = [unionMembers(base), unionMembers(head)];
  if (b.length < 2 && h.length < 2) return undefined;
  const apart = (x: string, y: string) =>
    noneRelation(x, y) === 'unrelated' || builtinRelation(x, y) === 'unrelated';
  return b.every((x) => h.every((y) => apart(x, y))) ? 'unrelated' : undefined;
}

/**
 * `typing.AnyStr`, the TypeVar constrained to `str` and `bytes`: it takes either (not a value
 * typed `str | bytes`, which binds neither), and a parameter typed either takes part of it.
 */
function anyStrRelation(base: string, head: string): Relation | undefined {
  if (isAnyStr(head) && isStrOrBytes(base)) return 'wider';
  if (isAnyStr(base) && isStrOrBytes(head)) return 'narrower';
  return undefined;
}

/** Kind-specific comparisons of two versions of one exported declaration. */
import type { ApiSymbol, PairFinding, TypeRef } from '../model';
import { basesOutside, declaredBeside } from './members';
import { builtinExceptionBase } from './python-builtins';
import { list } from './params';
import { samePythonModule } from './python-modules';
import {
  GUESSED_NOTE,
  guessedInJs,
  isPrivateName,
  quoted,
  type At,
  type Reporter,
} from './reporter';

/** `sameType`: the checker found the two versions the same type, inherited members included. */
export function compareHeritage(
  r: Reporter,
  b: ApiSymbol,
  h: ApiSymbol,
  at: At,
  sameType = false,
): void {
  const added = h.heritage.flatMap((e, j) => (b.heritage.includes(e) ? [] : [j]));
  // An entry is still there when an added one extends or implements the same name with the same
  // type arguments once defaults are filled in (`Base<T>` → `Base<T, T>`, a default spelled out),
  // or else a type the checker finds equal. Another name is another entry, however alike the two
  // types are (`instanceof` tells).
  const named = (e: string) => e.split(r.language === 'py' ? '[' : '<', 1)[0]!;
  // (A Python entry is its own type text: its TypeVars and aliases are read by Reporter.relate.)
  const typeOf = (s: ApiSymbol, i: number): TypeRef | undefined =>
    s.heritageTypes?.[i] ?? (r.language === 'py' ? { text: s.heritage[i]! } : undefined);
  const types = (i: number, j: number) => [typeOf(b, i), typeOf(h, j)] as const;
  /** Whether an added entry names the base of old entry `i`, with types `test` accepts. */
  const sameBase = (i: number, test: (bt: TypeRef, ht: TypeRef) => boolean) =>
    added.some((j) => {
      const [bt, ht] = types(i, j);
      return (
        bt !== undefined &&
        ht !== undefined &&
        named(b.heritage[i]!) === named(h.heritage[j]!) &&
        test(bt, ht)
      );
    });
  const rewritten = (i: number) =>
    sameBase(
      i,
      (bt, ht) => r.oracle.sameArguments?.(bt, ht) === true || r.relate(bt, ht) === 'equal',
    );
  // Or one spelled through another import of the same name (`Reporter` → `docutils.utils.Reporter`,
  // `pkg.base.Base` → `base.Base` after `from . import base`).
  const nameOf = (s: ApiSymbol, i: number) => s.heritageNames?.[i] ?? s.heritage[i]!;
  const headNames = h.heritage.map((_, j) => nameOf(h, j));
  const stillNamed = (i: number) =>
    headNames.some((n) => n === nameOf(b, i) || samePythonModule(r, nameOf(b, i), n));
  // Python: a base that only gained type arguments (`Policy` → `Policy[_M]`) is the same class.
  const gainedArguments = (i: number) =>
    r.language === 'py' &&
    !b.heritage[i]!.includes('[') &&
    h.heritage.some((e) => named(e) === b.heritage[i]);
  // Python: `metaclass=ABCMeta` beside an `ABC` base, which has that metaclass already.
  const abcMeta = (i: number) =>
    r.language === 'py' &&
    /^metaclass=(abc\.)?ABCMeta$/.test(b.heritage[i]!) &&
    h.heritage.some((e) => /^(abc\.)?ABC$/.test(e));
  // TS: Node's `global` is `globalThis` (mongoose 8.7 → 8.9: `extends global.Date` →
  // `extends globalThis.Date`).
  const spelled = (e: string) =>
    r.language === 'ts' ? e.replace(/^(extends|implements)\s+global\./, '$1 globalThis.') : e;
  const headSpelled = new Set(h.heritage.map(spelled));
  const gone = b.heritage.flatMap((e, i) =>
    !headSpelled.has(spelled(e)) &&
    !stillNamed(i) &&
    !rewritten(i) &&
    !gainedArguments(i) &&
    !abcMeta(i)
      ? [i]
      : [],
  );
  if (gone.length === 0) return;
  // The same base given narrower type arguments (`extends APIError` → `extends APIError<undefined>`,
  // openai 4.70 → 4.77): still a subclass of it, whose inherited members may read narrower, which
  // breaks only code that writes or overrides them.
  const narrowed = (i: number) => sameBase(i, (bt, ht) => r.relate(bt, ht) === 'narrower');
  if (r.language === 'ts' && gone.every(narrowed)) {
    r.add(
      'heritage-changed',
      b.name,
      `heritage of \`${b.name}\` changed: ${list(b.heritage)} → ${list(h.heritage)}, the same base with narrower type arguments (inherited members may be narrower)`,
      at,
      'warning',
    );
    return;
  }
  // An old base still an ancestor through a new one (`Exception` → `URLError(OSError)`).
  const ancestors = added.map((j) => ancestorNames(r, h.heritage[j]!, named));
  if (gone.every((i) => ancestors.some((a) => a.has(named(b.heritage[i]!))))) {
    r.add(
      'heritage-changed',
      b.name,
      `heritage of \`${b.name}\` changed: ${list(b.heritage)} → ${list(h.heritage)}, still a subclass of ${list(gone.map((i) => b.heritage[i]!))}`,
      at,
      'info',
    );
    return;
  }
  // An interface is its members, structurally: an entry replaced by another name is the same
  // where the checker finds the two types equal, and unknown where it cannot compare them.
  // (Each gone entry against each added one, asked once: the answers serve two tests below.)
  const structural = b.kind === 'interface' && h.kind === 'interface';
  const relations = structural
    ? gone.map((i) =>
        added.map((j) => {
          const [bt, ht] = types(i, j);
          return bt && ht ? r.relate(bt, ht) : 'unknown';
        }),
      )
    : [];
  if (structural && relations.every((rel) => rel.includes('equal'))) return;
  if (sameType) {
    r.add(
      'heritage-changed',
      b.name,
      `heritage of \`${b.name}\` changed: ${list(b.heritage)} → ${list(h.heritage)}, the same members`,
      at,
      'info',
    );
    return;
  }
  // A class built by a call (`extends mixin(...)`, `Schema.Class<A>(...)(...)`) whose call changed
  // or gave way to other bases (discord.js 14.16: `extends TextBasedChannelMixin(GuildChannel)` →
  // `extends GuildChannel` and a merged interface's base): only the checker could say what the
  // call made, and whether the new bases lend it all.
  const factoryReplaced = (i: number) =>
    factoryCalled(b.heritage[i]!) !== undefined && added.length > 0;
  // An interface that declares members it did not, where the bases it no longer names are out of
  // view: they may be those bases' members spelled out.
  const spelledOut =
    structural &&
    h.members.some((m) => !b.members.some((x) => x.name === m.name)) &&
    gone.every((i) => basesOutside(r, [b.heritage[i]!], r.base) !== undefined);
  // The same base given other type arguments the checker cannot compare (`extends RequestError`
  // → `extends RequestError<T>`, the class's own `T`).
  const sameBaseUnknown = (i: number) => sameBase(i, (bt, ht) => r.relate(bt, ht) === 'unknown');
  // A new base imported from another module may descend from the bases no longer named
  // (`extends Error` → `extends IntrinsicException`, which extends Error); a global or built-in
  // one (`Error`, `Exception`) is known not to.
  // (A Python base named through its module, `pkg.Base` after `import pkg`, is imported too.)
  const imported = added.filter(
    (j) =>
      (nameOf(h, j) !== h.heritage[j] || (r.language === 'py' && h.heritage[j]!.includes('.'))) &&
      factoryCalled(h.heritage[j]!) === undefined,
  );
  const outside = basesOutside(
    r,
    imported.map((j) => h.heritage[j]!),
  );
  const unknown =
    gone.every((i) => factoryReplaced(i) || sameBaseUnknown(i)) ||
    spelledOut ||
    (structural && relations.every((rel) => rel.includes('unknown')));
  // A Python private base or metaclass (`_IndividualSpecifier`, `metaclass=_Meta`) folded away:
  // only code that names the private class can notice.
  const privateOnly = r.language === 'py' && gone.every((i) => privateBase(b.heritage[i]!));
  // `implements` only has the class checked against the interface: TypeScript is structural, and
  // `instanceof` never sees it. Nor does Python's for a one-method ABC (`Iterator[T]`) whose
  // methods the class still has: `isinstance` asks for the methods.
  const implementsOnly =
    (r.language === 'ts' && gone.every((i) => b.heritage[i]!.startsWith('implements'))) ||
    (r.language === 'py' && gone.every((i) => stillImplements(b.heritage[i]!, h)));
  const changed = `heritage of \`${b.name}\` changed: ${list(b.heritage)} → ${list(h.heritage)}`;
  const goneBases = gone.map((i) => b.heritage[i]!);
  const finding = r.add(
    'heritage-changed',
    b.name,
    `${changed}${unknown ? ' (relation unknown)' : privateOnly ? ' (a private base)' : outside ? ` (unless ${outside}, not in view, descends from ${list(goneBases.map((e) => e.replace(/^extends\s+/, '')))})` : ''}`,
    at,
    implementsOnly ? 'info' : unknown || privateOnly || outside ? 'warning' : undefined,
  );
  // The set the pair belongs to may hold the new bases' modules (across-modules/).
  if (finding && outside && !unknown && !privateOnly && !implementsOnly)
    (finding as PairFinding).descends = {
      bases: imported.map((j) => nameOf(h, j)),
      gone: gone.map((i) => nameOf(b, i)),
      stillMessage: `${changed}, still a subclass of ${list(goneBases)}`,
      plainMessage: changed,
    };
}

/**
 * The factory a heritage entry calls (`extends Schema.Class<A>("A")({...})` → `extends
 * Schema.Class`), skipping its type arguments, which may hold parentheses and arrows
 * (`Context.Service<S, { f: (a: A) => B }>()("id")`); undefined for a plain base.
 */
function factoryCalled(entry: string): string | undefined {
  const name = /^(extends|implements)\s+[\w$.]+/.exec(entry)?.[0];
  if (name === undefined) return undefined;
  let i = name.length;
  if (entry[i] === '<') {
    for (let depth = 0; i < entry.length; i++) {
      if (entry.startsWith('=>', i)) i++;
      else if (entry[i] === '<') depth++;
      else if (entry[i] === '>' && --depth === 0) break;
    }
    i++;
  }
  return entry[i] === '(' ? name : undefined;
}

/**
 * `collections.abc`'s (and `typing`'s, `contextlib`'s) ABCs whose `__subclasshook__` recognizes a
 * class by its methods, with those methods.
 */
const METHOD_ABCS: Record<string, string[]> = {
  Iterable: ['__iter__'],
  Iterator: ['__iter__', '__next__'],
  Reversible: ['__iter__', '__reversed__'],
  Sized: ['__len__'],
  Container: ['__contains__'],
  Collection: ['__len__', '__iter__', '__contains__'],
  Hashable: ['__hash__'],
  Callable: ['__call__'],
  Awaitable: ['__await__'],
  AsyncIterable: ['__aiter__'],
  AsyncIterator: ['__aiter__', '__anext__'],
  AbstractContextManager: ['__enter__', '__exit__'],
  AbstractAsyncContextManager: ['__aenter__', '__aexit__'],
};

/**
 * The classes a heritage entry's class descends from, by `named` entry: the bases of classes the
 * head file declares, and Python's built-in exceptions.
 */
function ancestorNames(r: Reporter, entry: string, named: (e: string) => string): Set<string> {
  const found = new Set<string>();
  let level = [entry];
  for (let depth = 0; depth < 16 && level.length > 0; depth++) {
    const next: string[] = [];
    for (const e of level) {
      const builtin = r.language === 'py' ? builtinExceptionBase(named(e)) : undefined;
      const bases = builtin ? [builtin] : (declaredBeside(r, e)?.heritage ?? []);
      for (const base of bases) {
        if (found.has(named(base))) continue;
        found.add(named(base));
        next.push(base);
      }
    }
    level = next;
  }
  return found;
}

/** A Python base that is such an ABC, and whose methods the head class declares. */
function stillImplements(entry: string, h: ApiSymbol): boolean {
  const name = entry.replace(/\[.*$/s, '').split('.').pop() ?? '';
  const methods = Object.hasOwn(METHOD_ABCS, name) ? METHOD_ABCS[name]! : undefined;
  return methods !== undefined && methods.every((m) => h.members.some((x) => x.name === m));
}

function privateBase(entry: string): boolean {
  const name =
    entry
      .replace(/^metaclass=/, '')
      .replace(/\[.*$/s, '')
      .split('.')
      .pop() ?? '';
  return isPrivateName(name);
}

export function compareAlias(r: Reporter, b: ApiSymbol, h: ApiSymbol, at: At): void {
  if (!b.valueType || !h.valueType) return;
  const rel = r.relate(b.valueType, h.valueType);
  if (rel === 'equal') return;
  const change = r.change(b.valueType, h.valueType);
  if (rel === 'narrower' || rel === 'unrelated') {
    r.add(
      'type-alias-changed',
      b.name,
      `type \`${b.name}\` ${rel === 'narrower' ? 'admits less' : 'changed incompatibly'}: ${change}`,
      at,
      'breaking',
    );
  } else {
    r.add(
      'type-alias-changed',
      b.name,
      `type \`${b.name}\` ${rel === 'wider' ? 'admits more' : 'changed (relation unknown)'}: ${change}`,
      at,
    );
  }
}

/** Python enum bases that mix in a data type. */
const DATA_ENUM =
  /^(builtins\.)?(str|int|float|bytes)$|^(enum\.)?(StrEnum|IntEnum|IntFlag|ReprEnum)$/;

/** Two enum values as written, the same: as text, or as integers in any base (`0x8000`, `32_768`). */
function sameEnumValue(a: string | undefined, b: string | undefined): boolean {
  if (a === b) return true;
  const [x, y] = [a, b].map(integerValue);
  return x !== undefined && x === y;
}

const INTEGER = /^(-?)\s*(0[xX][\da-fA-F_]+|0[oO][0-7_]+|0[bB][01_]+|[1-9][\d_]*|0)$/;

function integerValue(text: string | undefined): bigint | undefined {
  const match = text === undefined ? null : INTEGER.exec(text.trim());
  if (!match) return undefined;
  const magnitude = BigInt(match[2]!.replace(/_/g, ''));
  return match[1] ? -magnitude : magnitude;
}

/** A value written as a literal: a number, a string, `True`/`False`/`None`, `true`/`false`/`null`. */
function isLiteralValue(text: string): boolean {
  const t = text.trim();
  return (
    integerValue(t) !== undefined ||
    /^-?\s*(\d[\d_]*\.?[\d_]*|\.\d[\d_]*)([eE][-+]?\d+)?j?$/.test(t) ||
    /^[rbuf]*(['"`])(?:\\.|(?!\1).)*\1$/is.test(t) ||
    /^(True|False|None|true|false|null)$/.test(t)
  );
}

export function compareEnum(r: Reporter, b: ApiSymbol, h: ApiSymbol, at: At): void {
  if (b.enumForm !== h.enumForm && r.language === 'ts') {
    r.add(
      'enum-const-toggled',
      b.name,
      `\`${b.name}\` changed from \`${b.enumForm}\` to \`${h.enumForm}\``,
      at,
    );
  }
  // A Python enum mixed with a data type builds each member's value from its tuple of arguments
  // (`X = '35',` is `'35'` in a `str` enum).
  const mixin =
    r.language === 'py' && [...b.heritage, ...h.heritage].some((e) => DATA_ENUM.test(e));
  const value = (v: string | undefined, of: ApiSymbol) => {
    if (!mixin || v === undefined) return v;
    const single = v.replace(/^\((.*),\)$|^(.*),$/s, '$1$2');
    // `Key = KeyPress,`: an alias of an earlier member, as `Key = KeyPress` is.
    return of.members.find((x) => x.name === single)?.value ?? single;
  };
  for (const m of b.members) {
    const hm = h.members.find((x) => x.name === m.name);
    const symbol = `${b.name}.${m.name}`;
    if (!hm)
      r.add('enum-member-removed', symbol, `enum member \`${symbol}\` removed`, {
        line: h.line,
        oldLine: m.line,
      });
    else if (
      !sameEnumValue(value(m.value, b), value(hm.value, h)) &&
      !(r.language === 'py' && (unspecified(m.value) || unspecified(hm.value)))
    ) {
      // A name or an expression (`AF_INET`, `1 << 3`) is not read: its value is not known here.
      const known = [m.value, hm.value].every((v) => v === undefined || isLiteralValue(v));
      r.add(
        'enum-member-value-changed',
        symbol,
        `\`${symbol}\` value changed from ${quoted(m.value, hm.value)} to ${quoted(hm.value, m.value)}${known ? '' : ' (not a literal: the values may be equal)'}`,
        { line: hm.line, oldLine: m.line },
        known ? undefined : 'warning',
      );
    }
  }
  for (const hm of h.members) {
    if (b.members.some((m) => m.name === hm.name)) continue;
    const symbol = `${b.name}.${hm.name}`;
    r.add(
      'enum-member-added',
      symbol,
      `enum member \`${symbol}\` added`,
      { line: hm.line, oldLine: b.line },
      r.language === 'py' ? 'info' : undefined,
    );
  }
}

/** Variables and other values: a literal value compares by text, a type by relation. */
export function compareValue(r: Reporter, b: ApiSymbol, h: ApiSymbol, at: At, js = false): void {
  const name = b.name;
  // Two object literals are compared property by property (compareNamespace).
  if (b.objectLiteral && h.objectLiteral) return;
  if (b.valueType && h.valueType) {
    const rel = r.relate(b.valueType, h.valueType);
    const change = rel === 'equal' ? '' : r.change(b.valueType, h.valueType);
    const constant = !b.mutable && !h.mutable;
    // What TypeScript infers from untyped .js code is its guess (`Object.freeze({ minor: 8 })`
    // is `Readonly<{ minor: 8 }>`): a warning, as for a return.
    const guessed = guessedInJs(js, b.valueType, h.valueType);
    if (rel === 'unknown')
      r.add(
        'variable-type-changed',
        name,
        `type of \`${name}\` changed (relation unknown): ${change}`,
        at,
        'warning',
      );
    else if (rel === 'narrower' && constant)
      r.add(
        'variable-type-changed',
        name,
        `type of constant \`${name}\` narrowed: ${change}`,
        at,
        'info',
      );
    else if (rel !== 'equal')
      r.add(
        'variable-type-changed',
        name,
        `type of \`${name}\` ${rel === 'wider' ? 'widened' : rel === 'narrower' ? 'narrowed' : 'changed incompatibly'}: ${change}${guessed ? GUESSED_NOTE : ''}`,
        at,
        guessed ? 'warning' : undefined,
      );
    if (rel !== 'equal') return;
  }
  if (b.value !== undefined && h.value !== undefined && b.value !== h.value) {
    r.add(
      'constant-value-changed',
      name,
      `value of \`${name}\` changed from ${quoted(b.value, h.value)} to ${quoted(h.value, b.value)}`,
      at,
    );
  }
}

/** A Python stub's enum member whose value it does not say (`X: str`, `X = ...`). */
function unspecified(value: string | undefined): boolean {
  return value === undefined || value === '' || value === '...';
}

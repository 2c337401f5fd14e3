import type { Severity } from '../../findings';
import type { Param, ParamKind, Relation, TypeRef } from '../model';
import { wholeNames } from '../type-text';
import { quoted, type At, type Reporter } from './reporter';

/** How the caller of one callable is affected; passed down so messages and severities fit. */
export interface CallableContext {
  symbol: string;
  /** Python instance methods: a new optional parameter breaks overriding subclasses. */
  instanceMethod: boolean;
  /** TS `.js` files: a JSDoc type added where there was none narrows nothing a caller wrote. */
  js: boolean;
  /** The base signature is an untyped .js function's: its parameters are optional by guess. */
  guessedOptional?: boolean;
  /**
   * TS type parameters whose bound changed: a type naming one is related unknown, as its union
   * members may have moved into the bound (`D | number` with `D extends Date` → `D` with `D extends
   * Date | number`, date-fns 3 → 4).
   */
  rebound?: ReadonlySet<string>;
  /** Re-routes every finding (constructors report `constructor-changed` with the inner kind). */
  emit(kind: string, message: string, at: At, severity?: Severity): void;
}

const positionalKinds: ParamKind[] = ['positional-only', 'positional'];
/** The parameters an insertion shifted that its message names (attrs 25 `make_class`: 12). */
const SHIFTS_NAMED = 3;

/**
 * Parameters are matched by name (variadics by kind); an unmatched pair at the same index is a
 * rename. Moves are judged on the relative order of the matched parameters, and an optional
 * parameter inserted before matched ones is one finding, not a move of every later one; a
 * parameter whose position is the same either way has not moved for any call.
 */
export function compareParams(
  r: Reporter,
  cx: CallableContext,
  base: Param[],
  head: Param[],
  at: At,
): void {
  const pairs: [Param, Param][] = [];
  const usedHead = new Set<Param>();
  const unmatchedBase: Param[] = [];
  for (const b of base) {
    const variadic = b.kind === 'var-positional' || b.kind === 'var-keyword';
    const h = variadic
      ? (head.find((p) => p.kind === b.kind && !usedHead.has(p)) ??
        head.find((p) => p.name === b.name && !usedHead.has(p)))
      : head.find((p) => p.name === b.name && !usedHead.has(p));
    if (h) {
      pairs.push([b, h]);
      usedHead.add(h);
    } else unmatchedBase.push(b);
  }
  const removed: Param[] = [];
  for (const b of unmatchedBase) {
    const index = base.indexOf(b);
    const h = head[index];
    if (h && !usedHead.has(h) && !isVariadic(b) && !isVariadic(h)) {
      usedHead.add(h);
      pairs.push([b, h]);
      if (Boolean(b.destructured) !== Boolean(h.destructured)) {
        // The caller passes the same argument either way; its type is compared below.
        cx.emit(
          'param-kind-changed',
          `parameter ${index + 1} of \`${cx.symbol}\` changed from ${describeKind(b)} to ${describeKind(h)}`,
          at,
          'info',
        );
      } else if (!b.destructured && !respelledPositionalOnly(b, h) && !nowPositionalOnly(b, h)) {
        // PEP 484: a parameter named `__x` (not a dunder) is positional-only, like one before `/`.
        const keywordCallable =
          r.language === 'py' && b.kind !== 'positional-only' && !/^__(?!.*__$)/.test(b.name);
        cx.emit(
          'param-renamed',
          `parameter \`${b.name}\` of \`${cx.symbol}\` renamed to \`${h.name}\``,
          at,
          keywordCallable ? 'breaking' : 'info',
        );
      }
    } else removed.push(b);
  }
  const rest = head.find((p) => p.kind === 'var-positional');
  for (const b of removed) {
    if (isVariadic(b)) {
      cx.emit('variadic-removed', `\`${prefix(r, b)}${b.name}\` removed from \`${cx.symbol}\``, at);
    } else if (r.language === 'ts' && rest) {
      // TS/JS have no keyword arguments: a rest parameter takes the argument in its place.
      const element = rest.element?.text ?? rest.type?.text;
      if (b.type && element && element !== b.type.text && !isTop(element))
        cx.emit(
          'param-type-changed',
          `parameter \`${b.name}\` of \`${cx.symbol}\` now taken by \`...${rest.name}: ${rest.type!.text}\` (relation unknown)`,
          at,
          'warning',
        );
    } else if (!swallowed(b, head)) {
      cx.emit('param-removed', `parameter \`${b.name}\` removed from \`${cx.symbol}\``, at);
    }
  }
  const moved = movedPairs(base, head, pairs);
  // The parameters an earlier insertion shifted, reported with it.
  const claimed = new Set(moved);
  for (const h of head) {
    if (usedHead.has(h)) continue;
    if (isVariadic(h)) continue;
    const shifted = h.optional ? shiftedBy(h, base, head, pairs, claimed) : [];
    shifted.forEach((pair) => claimed.add(pair));
    if (shifted.length > 0) {
      const moves = shifted
        .slice(0, SHIFTS_NAMED)
        .map(([b, p]) => `\`${p.name}\` ${position(b, base)} → ${position(p, head)}`);
      const more = shifted.length - SHIFTS_NAMED;
      cx.emit(
        'param-moved',
        `optional parameter \`${h.name}\` inserted at position ${position(h, head)} of \`${cx.symbol}\`: positional arguments from there on reach other parameters (${moves.join(', ')}${more > 0 ? ` and ${more} more` : ''})`,
        at,
      );
    } else if (!h.optional) {
      cx.emit(
        'param-required-added',
        `required parameter \`${h.name}\` added to \`${cx.symbol}\``,
        at,
      );
    } else {
      const severity = cx.instanceMethod ? 'warning' : undefined;
      cx.emit(
        'param-optional-added',
        `optional parameter \`${h.name}\` added to \`${cx.symbol}\``,
        at,
        severity,
      );
    }
  }
  for (const [b, h] of moved)
    cx.emit(
      'param-moved',
      `parameter \`${h.name}\` of \`${cx.symbol}\` moved from position ${position(b, base)} to ${position(h, head)}`,
      at,
    );
  // Python: a `*args` at or before a parameter's old position takes the positional calls that
  // parameter took (CPython 3.13 `re.split(pattern, string, *args, maxsplit=0)`, a deprecation).
  const args = head.findIndex((p) => p.kind === 'var-positional');
  const argsTake = (b: Param) => args !== -1 && args <= base.indexOf(b);
  for (const [b, h] of pairs) comparePair(r, cx, b, h, at, argsTake(b));
}

/** A parameter's position in its list, as messages count it (from 1). */
function position(p: Param, params: Param[]): number {
  return params.indexOf(p) + 1;
}

/** Matched positional parameters taken by both versions' positional calls. */
function positionalPairs(pairs: [Param, Param][]): [Param, Param][] {
  return pairs.filter(
    ([b, h]) => positionalKinds.includes(b.kind) && positionalKinds.includes(h.kind),
  );
}

/**
 * The matched positional parameters whose order among the others changed and whose position
 * changed with it (redis 6.1 `RedisCluster`: `reinitialize_steps` stays 7th as the parameter
 * before it moves past it, so a call passing seven arguments gives it the same one).
 */
function movedPairs(base: Param[], head: Param[], pairs: [Param, Param][]): [Param, Param][] {
  const positional = positionalPairs(pairs);
  const byBase = [...positional].sort((x, y) => base.indexOf(x[0]) - base.indexOf(y[0]));
  const byHead = [...positional].sort((x, y) => head.indexOf(x[1]) - head.indexOf(y[1]));
  return byBase.filter(
    (pair, rank) => byHead[rank] !== pair && base.indexOf(pair[0]) !== head.indexOf(pair[1]),
  );
}

/**
 * The matched positional parameters after `inserted` whose position changed, but for those
 * `claimed` (moved by a reorder, or shifted by an earlier insertion): a positional call's
 * arguments for them now reach the parameters before them.
 */
function shiftedBy(
  inserted: Param,
  base: Param[],
  head: Param[],
  pairs: [Param, Param][],
  claimed: ReadonlySet<[Param, Param]>,
): [Param, Param][] {
  if (!positionalKinds.includes(inserted.kind)) return [];
  const at = head.indexOf(inserted);
  return positionalPairs(pairs).filter(
    (pair) =>
      head.indexOf(pair[1]) > at &&
      base.indexOf(pair[0]) !== head.indexOf(pair[1]) &&
      !claimed.has(pair),
  );
}

function comparePair(
  r: Reporter,
  cx: CallableContext,
  b: Param,
  h: Param,
  at: At,
  argsTake = false,
): void {
  const name = `parameter \`${h.name}\` of \`${cx.symbol}\``;
  if (r.language === 'ts' && !isVariadic(b) && h.kind === 'var-positional') {
    // TS/JS have no keyword arguments: a rest parameter takes the argument its position had, of
    // its element type (solid-js 1.9: `e: E` → `...e: Parameters<EHandler>`, a tuple of one).
    if (h.element) compareParamType(r, cx, name, b.type, h.element, at, false);
    else if (h.type && !isTop(h.type.text))
      cx.emit(
        'param-kind-changed',
        `parameter \`${b.name}\` of \`${cx.symbol}\` now collected by \`...${h.name}: ${h.type.text}\` (relation unknown)`,
        at,
        'warning',
      );
    return;
  }
  if (b.kind !== h.kind && kindChangeBreaks(b.kind, h.kind)) {
    // Named as callers knew it: a parameter made positional-only may be respelled `__x`.
    const renamed = b.name === h.name ? '' : ` (now \`${h.name}\`)`;
    // The interpreter calls a special method with positional arguments (`a / b`, `C[int]`):
    // only code that calls it by hand with a keyword sees the change.
    const bySyntax = r.language === 'py' && nowPositionalOnly(b, h) && calledBySyntax(cx.symbol);
    // What the function does with the positional arguments `*args` now takes is its body's.
    const toArgs = r.language === 'py' && h.kind === 'keyword-only' && argsTake;
    const note = bySyntax
      ? ' (a special method the interpreter calls with positional arguments)'
      : toArgs
        ? ' (a positional argument in its place now goes to `*args`: what the body does with it is not read)'
        : '';
    cx.emit(
      'param-kind-changed',
      `parameter \`${b.name}\` of \`${cx.symbol}\` changed from ${describeKind(b)} to ${describeKind(h)}${renamed}${note}`,
      at,
      bySyntax ? 'info' : toArgs ? 'warning' : undefined,
    );
  }
  if (isVariadic(b) || isVariadic(h)) return;
  if (b.optional && !h.optional) {
    // Optional only as TypeScript guesses an untyped .js function: the JSDoc that makes it
    // required documents what calls already needed.
    const guessed = cx.guessedOptional === true && b.default === undefined;
    cx.emit(
      'param-became-required',
      `${name} became required${b.default ? ` (default \`${b.default}\` removed)` : guessed ? ' (its JSDoc now types it; it was optional only as TypeScript reads untyped .js)' : ''}`,
      at,
      guessed ? 'warning' : undefined,
    );
  } else if (!b.optional && h.optional) {
    cx.emit(
      'param-became-optional',
      `${name} became optional${h.default ? ` (default \`${h.default}\`)` : ''}`,
      at,
    );
  } else if (b.default !== h.default && !elidedDefault(r, b) && !elidedDefault(r, h)) {
    // An optional parameter that gains or loses its default (`c = 1` → `c?`, an untyped .js
    // parameter) changes what an omitted argument means, as a changed default does.
    const change =
      b.default === undefined
        ? `default ${quoted(h.default)} added`
        : h.default === undefined
          ? `default ${quoted(b.default)} removed`
          : `default changed from ${quoted(b.default, h.default)} to ${quoted(h.default, b.default)}`;
    cx.emit('param-default-changed', `${name}: ${change}`, at);
  }
  // Without an annotation a defaulted parameter takes its default's type: the default speaks for it.
  if ((b.type || b.default === undefined) && (h.type || h.default === undefined)) {
    compareParamType(
      r,
      cx,
      name,
      b.type,
      h.type,
      at,
      r.language === 'ts' && b.optional && h.optional,
    );
  }
  if (b.decorators.join(' ') !== h.decorators.join(' ')) {
    cx.emit(
      'decorator-changed',
      `${name}: decorators changed from ${list(b.decorators)} to ${list(h.decorators)}`,
      at,
    );
  }
}

/** Python's `= ...`, as `@overload` stubs and `.pyi` files write a default they do not state. */
function elidedDefault(r: Reporter, p: Param): boolean {
  return r.language === 'py' && p.default === '...';
}

function compareParamType(
  r: Reporter,
  cx: CallableContext,
  name: string,
  b: TypeRef | undefined,
  h: TypeRef | undefined,
  at: At,
  optional: boolean,
): void {
  if (!b && !h) return;
  if (!h) {
    cx.emit(
      'param-type-widened',
      `${name}: annotation ${r.show(b)} removed (accepts anything)`,
      at,
    );
    return;
  }
  if (!b) {
    // An annotation added where there was none: in a .ts file the parameter was `any`, so this
    // narrows; JSDoc in .js and Python hints are documentation to a caller, not a contract.
    if (r.language === 'ts' && !cx.js && !isTop(h.text)) {
      cx.emit('param-type-narrowed', `${name} narrowed from \`any\` to ${r.show(h)}`, at);
    }
    return;
  }
  // An optional TS parameter takes `undefined` whether or not its type says so.
  const defined = (t: TypeRef) => (optional ? (r.oracle.withoutUndefined?.(t) ?? t) : t);
  const relation = reboundRelation(cx, b, h, r.relate(defined(b), defined(h)));
  if (relation === 'equal') return;
  const change = r.change(b, h);
  if (relation === 'narrower') cx.emit('param-type-narrowed', `${name} narrowed: ${change}`, at);
  else if (relation === 'unrelated')
    cx.emit('param-type-narrowed', `${name} changed incompatibly: ${change}`, at);
  else if (relation === 'wider') cx.emit('param-type-widened', `${name} widened: ${change}`, at);
  else if (relation === 'unknown')
    cx.emit('param-type-changed', `${name} changed (relation unknown): ${change}`, at);
}

/** `relation`, unless either type names a type parameter whose bound changed: then unknown. */
export function reboundRelation(
  cx: CallableContext,
  b: TypeRef,
  h: TypeRef,
  relation: Relation,
): Relation {
  if (relation === 'equal' || relation === 'unknown' || !cx.rebound?.size) return relation;
  const mention = wholeNames(cx.rebound);
  return mention.test(b.text) || mention.test(h.text) ? 'unknown' : relation;
}

/** griffe's transition table: which kind changes break some existing call. */
function kindChangeBreaks(from: ParamKind, to: ParamKind): boolean {
  if (from === to) return false;
  if (from === 'positional-only' && to === 'positional') return false;
  if (from === 'keyword-only' && to === 'positional') return false;
  return true;
}

function swallowed(b: Param, head: Param[]): boolean {
  const args = head.some((p) => p.kind === 'var-positional');
  const kwargs = head.some((p) => p.kind === 'var-keyword');
  if (b.kind === 'keyword-only') return kwargs;
  if (b.kind === 'positional-only') return args;
  if (b.kind === 'positional' && head.some((p) => p.kind === 'var-keyword')) return args && kwargs;
  return false;
}

function isVariadic(p: Param): boolean {
  return p.kind === 'var-positional' || p.kind === 'var-keyword';
}

function prefix(r: Reporter, p: Param): string {
  if (r.language === 'ts') return '...';
  return p.kind === 'var-keyword' ? '**' : '*';
}

function describeKind(p: Param): string {
  if (p.destructured) return 'a destructured parameter';
  return {
    'positional-only': 'positional-only',
    positional: 'positional',
    'keyword-only': 'keyword-only',
    'var-positional': 'variadic (rest)',
    'var-keyword': 'variadic keyword',
  }[p.kind];
}

export function list(items: string[]): string {
  return items.length ? items.map((d) => `\`${d}\``).join(', ') : '(none)';
}

/**
 * A Python special method (`C.__truediv__`, `C.__class_getitem__`) other than those a call's
 * keyword arguments reach (`C(x=1)` → `__new__`, `__init__`; `c(x=1)` → `__call__`; class keywords
 * → `__init_subclass__`).
 */
function calledBySyntax(symbol: string): boolean {
  const name = symbol.slice(symbol.lastIndexOf('.') + 1);
  return (
    /^__\w+__$/.test(name) &&
    !['__init__', '__new__', '__call__', '__init_subclass__'].includes(name)
  );
}

/** TS's top types (`any`, `unknown`): a parameter typed so takes every argument. */
function isTop(text: string): boolean {
  return text === 'any' || text === 'unknown';
}

/**
 * A parameter callers could name that became positional-only (`o` → `__o`, or before `/`): its
 * kind change is the finding (param-kind-changed); the new name is not one a caller can use.
 */
function nowPositionalOnly(b: Param, h: Param): boolean {
  return h.kind === 'positional-only' && b.kind !== 'positional-only';
}

/** `__x` (PEP 484) and `x` before a `/` (PEP 570): one positional-only parameter, spelled twice. */
function respelledPositionalOnly(b: Param, h: Param): boolean {
  return (
    b.kind === 'positional-only' &&
    h.kind === 'positional-only' &&
    b.name.replace(/^__/, '') === h.name.replace(/^__/, '')
  );
}

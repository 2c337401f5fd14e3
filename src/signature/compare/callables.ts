import type { Severity } from '../../findings';
import { signatureKind } from '../kinds';
import { isInferred, type Param, type Signature, type TypeParam, type TypeRef } from '../model';
import {
  guardParts,
  isDynamicType,
  namesReplaced,
  unionMembers,
  wholeNames,
  type GuardParts,
} from '../type-text';
import { compareParams, reboundRelation, type CallableContext } from './params';
import { aliasMembers, isTypeVar } from './python-type-names';
import { GUESSED_NOTE, guessedInJs, type At, type Reporter } from './reporter';

export interface CallableOptions {
  symbol: string;
  instanceMethod?: boolean;
  js?: boolean;
  /** Constructors: every inner finding becomes `constructor-changed` naming the inner kind. */
  isConstructor?: boolean;
}

/** Compares the overload lists of one callable (a single signature is a list of one). */
export function compareCallable(
  r: Reporter,
  base: Signature[],
  head: Signature[],
  opts: CallableOptions,
): void {
  const cx = callableContext(r, opts);
  if (opts.isConstructor) {
    // What a constructor returns is the instance: Python's `__init__(...) -> None` annotation, or
    // its absence (a dataclass's generated `__init__`), tells a caller nothing.
    base = base.map(withoutReturn);
    head = head.map(withoutReturn);
  }
  if (base.length === 1 && head.length === 1) {
    compareSignature(r, cx, base[0]!, head[0]!);
    return;
  }
  const bKeys = base.map((s) => signatureText(r, s));
  const hKeys = head.map((s) => signatureText(r, s));
  const missing = base.filter((_, i) => !hKeys.includes(bKeys[i]!));
  const extra = head.filter((_, i) => !bKeys.includes(hKeys[i]!));
  const at = (b: Signature, h?: Signature): At => ({ oldLine: b.line, line: (h ?? head[0])?.line });
  if (missing.length === 0 && extra.length === 0) {
    if (bKeys.join('\n') !== hKeys.join('\n') && base.length === head.length) {
      cx.emit(
        'overload-reordered',
        `overloads of \`${opts.symbol}\` reordered`,
        at(base[0]!, head[0]),
      );
    }
    return;
  }
  if (missing.length === extra.length) {
    // The same number of overloads with some changed in place: compare them pairwise.
    missing.forEach((b, i) => compareSignature(r, cx, b, extra[i]!));
    return;
  }
  const added = new Set(extra);
  const emitSplit = (b: Signature, split: { by: string[]; findings: TrialFinding[] }) => {
    cx.emit(
      'overload-removed',
      `overload \`${signatureText(r, b)}\` of \`${opts.symbol}\` split: the new version's signatures take its calls together, ${split.by.join(' and ')}`,
      at(b),
      'info',
    );
    // What the calls now return is each taking signature's (and, for a new one that may take
    // them, its unknown relations: warnings).
    for (const f of split.findings) cx.emit(f.kind, f.message, at(b, head[f.index]), f.severity);
  };
  for (const b of missing) {
    const taking = signatureTakingCalls(r, cx, b, head, added);
    if (taking.surely) {
      for (const f of taking.surely) cx.emit(f.kind, f.message, at(b, head[f.index]), f.severity);
      continue;
    }
    const split = splitAcross(r, cx, b, head, new Set());
    if (split) {
      emitSplit(b, split);
      continue;
    }
    // Only relations not known stand between it and a new head signature (a parameter naming
    // the signature's own type parameters, or a type from another module): that one's changes,
    // as warnings, not a removal guessed. (A head signature that repeats a base one is that one's.)
    if (taking.maybe) {
      for (const f of taking.maybe) cx.emit(f.kind, f.message, at(b, head[f.index]), f.severity);
      continue;
    }
    // Or between its calls and the head signatures that take them together.
    const maybeSplit = splitAcross(r, cx, b, head, added);
    if (maybeSplit) {
      emitSplit(b, maybeSplit);
      continue;
    }
    cx.emit(
      'overload-removed',
      `overload \`${signatureText(r, b)}\` of \`${opts.symbol}\` removed: no signature of the new version accepts all its calls`,
      at(b),
    );
  }
}

interface TrialFinding {
  kind: string;
  message: string;
  severity: Severity;
  /** The head signature compared. */
  index: number;
}

/**
 * The findings of comparing a base signature with the head signature that accepts all its calls
 * (`surely`: no breaking or unknown change to its parameters; the fewest breaking findings, then the
 * fewest findings, wins), and with the one of `mayTake` that may (`maybe`: no breaking change to
 * its parameters, some whose relation is unknown; ranked alike).
 * Overloads merged into one wider signature (`(s: string): string` and `(n: number): number` →
 * `(v: string | number): string | number`) remove no call, though the merged return may widen; a
 * signature split into overloads none of which takes all of it does.
 */
function signatureTakingCalls(
  r: Reporter,
  cx: CallableContext,
  b: Signature,
  head: Signature[],
  mayTake: ReadonlySet<Signature> = new Set(),
): { surely?: TrialFinding[]; maybe?: TrialFinding[] } {
  const best: { surely?: TrialFinding[]; maybe?: TrialFinding[] } = {};
  const rank = (f: TrialFinding[]) =>
    f.filter((x) => x.severity === 'breaking').length * 1000 + f.length;
  head.forEach((h, index) => {
    const found: TrialFinding[] = [];
    const trial: CallableContext = {
      ...cx,
      emit: (kind, message, _at, severity) =>
        found.push({ kind, message, severity: severity ?? signatureKind(kind).severity, index }),
    };
    compareSignature(r, trial, b, h);
    const params = found.filter((f) => !RETURN_KINDS.has(f.kind));
    if (params.some((f) => f.severity === 'breaking')) return;
    const slot = params.some((f) => UNKNOWN_KINDS.has(f.kind)) ? 'maybe' : 'surely';
    if (slot === 'maybe' && !mayTake.has(h)) return;
    const was = best[slot];
    if (!was || rank(found) < rank(was)) best[slot] = found;
  });
  return best;
}

/**
 * The parameters of the calls that leave `params[i]` out: TS calls pass no later argument either;
 * Python ones pass the later parameters they may by keyword only.
 */
function leftOut(r: Reporter, params: Param[], i: number): Param[] {
  if (r.language === 'ts') return params.slice(0, i);
  return [
    ...params.slice(0, i),
    ...params
      .slice(i + 1)
      .filter((q) => q.kind !== 'positional-only' && q.kind !== 'var-positional')
      .map((q): Param => (q.kind === 'positional' ? { ...q, kind: 'keyword-only' } : q)),
  ];
}

/** How many parameters a signature is split by at most, one after another. */
const SPLIT_DEPTH = 3;

/** The split of `b` by the fewest parameters (see signaturesTakingCallsTogether), or undefined. */
function splitAcross(
  r: Reporter,
  cx: CallableContext,
  b: Signature,
  head: Signature[],
  mayTake: ReadonlySet<Signature>,
): { by: string[]; findings: TrialFinding[] } | undefined {
  for (let depth = 1; depth <= SPLIT_DEPTH; depth++) {
    const split = signaturesTakingCallsTogether(r, cx, b, head, mayTake, depth);
    if (split) return split;
  }
  return undefined;
}

/**
 * A base signature split across head signatures (`policy: Policy | None = None` → one overload
 * for `None = None`, one for `Policy`; `bool` → `Literal[True]` and `Literal[False]`): for one
 * parameter, a call passing each member of its union type, and a call leaving it out, are each
 * taken by some head signature, or split again by a later parameter (`(s, cls = …, *, policy =
 * …)` → `(s)`, `(s, cls)`, `(s, cls = …, *, policy)`); a call only a new signature of `mayTake`
 * may take counts, with that signature's findings. The parameters that split it, and the findings
 * the taking signatures show (their return changes; a new one's, all), or undefined. `from`: the
 * first parameter it may split by.
 */
function signaturesTakingCallsTogether(
  r: Reporter,
  cx: CallableContext,
  b: Signature,
  head: Signature[],
  mayTake: ReadonlySet<Signature>,
  depth: number,
  from = 0,
): { by: string[]; findings: TrialFinding[] } | undefined {
  for (let i = from; i < b.params.length; i++) {
    const p = b.params[i]!;
    if (p.kind === 'var-positional' || p.kind === 'var-keyword') continue;
    const members = p.type ? splitTypeMembers(r, p.type.text) : [];
    // A union splits the calls passing each member; an optional parameter, the calls that pass
    // it from those that leave it out.
    const ways: { passed: (TypeRef | undefined)[]; by: string }[] = [];
    if (members.length >= 2)
      ways.push({ passed: members.map((text) => ({ text })), by: `by the type of \`${p.name}\`` });
    if (p.optional) ways.push({ passed: [p.type], by: `by whether they pass \`${p.name}\`` });
    let best: { by: string[]; findings: TrialFinding[] } | undefined;
    for (const way of ways) {
      const calls = way.passed.map((type) => {
        const params = [...b.params];
        params[i] = { ...p, ...(type ? { type } : {}), optional: false, default: undefined };
        return { call: { ...b, params }, next: i + 1 };
      });
      if (p.optional) calls.push({ call: { ...b, params: leftOut(r, b.params, i) }, next: i });
      const by = new Set([way.by]);
      const findings: TrialFinding[] = [];
      const taken = calls.every(({ call, next }) => {
        const taking = signatureTakingCalls(r, cx, call, head, mayTake);
        if (taking.surely) {
          findings.push(...taking.surely.filter((f) => RETURN_KINDS.has(f.kind)));
          return true;
        }
        const split =
          depth > 1
            ? signaturesTakingCallsTogether(r, cx, call, head, mayTake, depth - 1, next)
            : undefined;
        for (const reason of split?.by ?? []) by.add(reason);
        findings.push(...(split?.findings ?? taking.maybe?.filter(shownForMaybe) ?? []));
        return split !== undefined || taking.maybe !== undefined;
      });
      // The way whose taking signatures show the fewest changes (the first, of two alike).
      if (taken && (!best || findings.length < best.findings.length))
        best = { by: [...by], findings };
    }
    if (best) return best;
  }
  return undefined;
}

/**
 * The members a value of a type may be, one call each: a union's, a boolean's two literals, and
 * (Python) those of a type alias of the base module.
 */
function splitTypeMembers(r: Reporter, text: string): string[] {
  if (r.language === 'py' && /^(builtins\.)?bool$/.test(text))
    return ['Literal[True]', 'Literal[False]'];
  if (r.language === 'ts' && text === 'boolean') return ['true', 'false'];
  const members = unionMembers(text);
  if (r.language !== 'py') return members;
  return members.flatMap((m) => aliasMembers(m, r.base) ?? [m]);
}

/** What a signature returns: a change there leaves its calls accepted. */
const RETURN_KINDS = new Set(['return-type-widened', 'return-annotation-removed-or-changed']);
/** A parameter whose relation is unknown may no longer take the old calls. */
const UNKNOWN_KINDS = new Set(['param-type-changed', 'type-param-constraint-changed']);

/** What a new signature that may take a split's calls shows: its returns and unknown relations. */
function shownForMaybe(f: TrialFinding): boolean {
  return RETURN_KINDS.has(f.kind) || UNKNOWN_KINDS.has(f.kind);
}

function callableContext(r: Reporter, opts: CallableOptions): CallableContext {
  return {
    symbol: opts.symbol,
    instanceMethod: opts.instanceMethod ?? false,
    js: opts.js ?? false,
    emit: (kind, message, at, severity) => {
      if (!opts.isConstructor) {
        r.add(kind, opts.symbol, message, at, severity);
        return;
      }
      const inner: Severity = severity ?? signatureKind(kind).severity;
      r.add('constructor-changed', opts.symbol, `${kind}: ${message}`, at, inner);
    },
  };
}

/** A Python return annotation a coroutine function's result also is (`await f()` works on both). */
const AWAITABLE = /^(?:[\w.]+\.)?(?:Awaitable|Coroutine|Future|Task)\b/;

export function compareSignature(
  r: Reporter,
  cx: CallableContext,
  b: Signature,
  h: Signature,
): void {
  const at: At = { line: h.line, oldLine: b.line };
  let asyncToggled = b.async !== h.async;
  let unknown = false;
  // The same declared TS return either way (`Promise<boolean>` and an alias of it): only `async`
  // was added or dropped, which no caller sees. (Python declares what is awaited; an inferred
  // TS return stands for its body, the same text with or without `async`.)
  const declared = (t: TypeRef | undefined): t is TypeRef => t !== undefined && !isInferred(t);
  if (
    asyncToggled &&
    r.language === 'ts' &&
    declared(b.returns) &&
    declared(h.returns) &&
    r.relate(b.returns, h.returns) === 'equal'
  )
    asyncToggled = false;
  const [asyncSide, syncSide] = b.async ? [b, h] : [h, b];
  // A Python async generator (`async def` that yields) is called without `await`, as a plain
  // function declared to return the same async iterator is (jinja2 3.1.6 `auto_aiter`).
  if (
    asyncToggled &&
    r.language === 'py' &&
    asyncSide.generator &&
    !syncSide.generator &&
    declared(asyncSide.returns) &&
    declared(syncSide.returns) &&
    r.relate(b.returns!, h.returns!) === 'equal'
  )
    asyncToggled = false;
  if (asyncToggled && (cx.js || asyncSide.asyncByType === true)) {
    // A .js function that dropped (or gained) `async` but whose other side returns a Promise
    // too, as TypeScript reads it: a caller gets a Promise from both. Where only a declared type
    // says Promise (JSDoc added to unchanged code, a declaration file), an `any` on the sync side
    // may have been one too (socket.io 4.8: `_add(): any` → `Promise<void>`, async already): its
    // return type changed, not its kind. Otherwise a .js sync side returning `any` may have
    // returned a Promise already: unknown, so a warning.
    const shown = syncSide.returns && r.oracle.display(syncSide.returns);
    const promising = asyncSide.asyncByType === true ? /^(Promise\b|any$)/ : /^Promise\b/;
    asyncToggled = shown === undefined || !promising.test(shown);
    unknown = asyncToggled && shown === 'any';
  }
  // A Python plain function without a return annotation, or one declared to return an awaitable,
  // may return what the coroutine function does (`return self.run_in_executor(...)`): a caller
  // that awaits it gets the same.
  let mayAwait: string | undefined;
  if (asyncToggled && r.language === 'py') {
    const syncSide = b.async ? h : b;
    const shown = syncSide.returns && r.oracle.display(syncSide.returns);
    if (shown === undefined)
      mayAwait = ' (the plain function may return an awaitable: its return is not annotated)';
    else if (AWAITABLE.test(shown)) mayAwait = ` (the plain function returns \`${shown}\`)`;
  }
  // A generator and a function that returns an iterator differ only in their bodies when both
  // declare the same return type (`-> Iterator[T]`); asked only of a toggled pair.
  const generatorToggled =
    b.generator !== h.generator &&
    !(b.returns && h.returns && r.relate(b.returns, h.returns) === 'equal');
  const toggled = asyncToggled || generatorToggled;
  // A Python plain function without a return annotation may return a generator (`return
  // _walk(top)`): only its body could tell.
  const plain = b.generator ? h : b;
  const mayIterate = !asyncToggled && r.language === 'py' && plain.returns === undefined;
  if (toggled) {
    const what = asyncToggled ? ['sync', 'async'] : ['a plain function', 'a generator'];
    const [from, to] = (asyncToggled ? b.async : b.generator) ? [what[1], what[0]] : what;
    const note = unknown
      ? ' (it returned `any`, possibly a Promise)'
      : mayIterate
        ? ' (the plain function may return a generator: its return is not annotated)'
        : (mayAwait ?? '');
    cx.emit(
      'async-changed',
      `\`${cx.symbol}\` changed from ${from} to ${to}${note}`,
      at,
      unknown || mayIterate || mayAwait !== undefined ? 'warning' : undefined,
    );
  }
  // A call infers its type arguments: a new required one breaks only calls that pass them, which
  // needs the old signature to have had some (never in Python, whose calls cannot pass them).
  const passed = r.language === 'ts' && b.typeParams.length > 0;
  withTypeParamsRead(
    r,
    b.typeParams,
    h.typeParams,
    () => {
      compareTypeParams(r, cx.symbol, b.typeParams, h.typeParams, at, cx.emit, passed);
      const rebound =
        r.language === 'ts' ? reboundTypeParams(b.typeParams, h.typeParams) : new Set<string>();
      compareSignatureTypes(r, rebound.size > 0 ? { ...cx, rebound } : cx, b, h, at, toggled);
    },
    [b.params, h.params],
  );
}

/**
 * How a head text reads in the base's type parameters: renamed in place (`<T>` → `<U>`; type
 * arguments are given by position, so the first ones keep their meaning when more are added), and
 * one added with a default as that default (`<A>` → `<A, B = A>`, `<S = number>`): a use that
 * writes the old arguments gets the default, and a call that infers them binds it where the base
 * had the default's type, so for a signature only where each parameter naming it, read so, is the
 * base's (`err: (e) => A` → `err: (e) => B`). Undefined where nothing reads otherwise.
 */
function typeParamReading(
  base: TypeParam[],
  head: TypeParam[],
  params?: [Param[], Param[]],
): ((text: string) => string) | undefined {
  const to = new Map<string, string>();
  head.slice(0, base.length).forEach((t, i) => {
    if (t.name !== base[i]!.name) to.set(t.name, base[i]!.name);
  });
  for (const t of head.slice(base.length)) {
    const given = t.default && namesReplaced(to)(t.default.text);
    if (!given) continue;
    const reading = namesReplaced(new Map([...to, [t.name, given]]));
    if (params && !boundAsInBase(params, t.name, reading)) continue;
    to.set(t.name, given);
  }
  return to.size > 0 ? namesReplaced(to) : undefined;
}

/** Whether every head parameter whose type names `name` is, read with `reading`, the base's. */
function boundAsInBase(
  [base, head]: [Param[], Param[]],
  name: string,
  reading: (text: string) => string,
): boolean {
  const naming = wholeNames([name]);
  return head.every((p, i) => {
    if (!p.type || !naming.test(p.type.text)) return true;
    const was = base[i]?.type?.text;
    return was !== undefined && reading(p.type.text) === was;
  });
}

/**
 * Runs `compare` with head texts read in the base's type parameters (see typeParamReading), within
 * any reading already in force (a class's, around its methods').
 */
export function withTypeParamsRead(
  r: Reporter,
  base: TypeParam[],
  head: TypeParam[],
  compare: () => void,
  params?: [Param[], Param[]],
): void {
  const outer = r.readInBaseTypeParams;
  const own = typeParamReading(base, head, params);
  r.readInBaseTypeParams = own && outer ? (text) => own(outer(text)) : (own ?? outer);
  try {
    compare();
  } finally {
    r.readInBaseTypeParams = outer;
  }
}

function compareSignatureTypes(
  r: Reporter,
  cx: CallableContext,
  b: Signature,
  h: Signature,
  at: At,
  toggled: boolean,
): void {
  if (r.language === 'py' && takesAnything(b) && !takesAnything(h)) {
    // `def update(*args, **kwds): self, *args = args` and the like: the body said which calls it
    // took, which a reading of signatures cannot see.
    cx.emit(
      'variadic-removed',
      `\`${cx.symbol}\` took any arguments (\`${signatureText(r, b)}\`) and now declares them (\`${signatureText(r, h)}\`): which calls its body accepted is not read (not compared)`,
      at,
      'warning',
    );
  } else
    compareParams(r, b.untypedJs ? { ...cx, guessedOptional: true } : cx, b.params, h.params, at);
  if (!toggled)
    compareReturn(r, cx, b.returns, boundReturn(r, b, h) ?? h.returns, at, [b.params, h.params]);
}

/** The type parameters both signatures declare whose bound differs. */
function reboundTypeParams(base: TypeParam[], head: TypeParam[]): Set<string> {
  return new Set(
    base
      .filter((t) => {
        const now = head.find((x) => x.name === t.name);
        return now !== undefined && now.constraint?.text !== t.constraint?.text;
      })
      .map((t) => t.name),
  );
}

/** `(*args, **kwargs)`: a signature that takes any arguments, and leaves them to its body. */
function takesAnything(s: Signature): boolean {
  return (
    s.params.some((p) => p.kind === 'var-positional') &&
    s.params.every((p) => p.kind === 'var-positional' || p.kind === 'var-keyword')
  );
}

/**
 * A Python head whose return names a TypeVar that types one of its parameters (`def f(x: T) -> T`,
 * `-> T | str`), where the base typed that parameter: an old call binds it to that type, so that
 * is what it gets back in the TypeVar's place.
 */
function boundReturn(r: Reporter, b: Signature, h: Signature): TypeRef | undefined {
  if (r.language !== 'py' || !h.returns) return undefined;
  const bound = new Map<string, string>();
  for (const hp of h.params) {
    const name = hp.type?.text;
    if (!name || bound.has(name) || !isTypeVar(name, r.head)) continue;
    if (!wholeNames([name]).test(h.returns.text)) continue;
    const old = b.params.find((bp) => bp.name === hp.name)?.type;
    if (old) bound.set(name, old.text);
  }
  return bound.size > 0 ? { text: namesReplaced(bound)(h.returns.text) } : undefined;
}

function compareReturn(
  r: Reporter,
  cx: CallableContext,
  b: TypeRef | undefined,
  h: TypeRef | undefined,
  at: At,
  params: [Param[], Param[]],
): void {
  if (!b) return;
  const what = `return type of \`${cx.symbol}\``;
  if (!h) {
    cx.emit('return-annotation-removed-or-changed', `${what}: annotation ${r.show(b)} removed`, at);
    return;
  }
  if (isDynamicType(r.language, h.text) && !isDynamicType(r.language, b.text)) {
    // `any` fits every use of the old type: no caller stops compiling, but the type is lost.
    cx.emit(
      'return-annotation-removed-or-changed',
      `${what} became ${r.show(h, b)}, which turns checking off (was ${r.show(b, h)})`,
      at,
    );
    return;
  }
  const [guardB, guardH] = [guardParts(b.text), guardParts(h.text)];
  if (!guardB && guardH && !guardH.asserts && b.text === 'boolean') {
    // A type guard returns a boolean that also narrows its subject (class-validator 0.14.1
    // `isDefined(value): boolean` → `value is T`).
    cx.emit(
      'return-type-narrowed',
      `${what} narrowed to type guard ${r.show(h, b)} (was \`boolean\`)`,
      at,
    );
    return;
  }
  if (guardB && !guardH) {
    cx.emit(
      'return-type-widened',
      `${what} widened from type guard ${r.show(b, h)} to ${r.show(h, b)}`,
      at,
    );
    return;
  }
  if (
    guardB &&
    guardH &&
    guardB.asserts === guardH.asserts &&
    !sameSubject(guardB, guardH, params)
  ) {
    cx.emit(
      'return-type-widened',
      `${what} changed incompatibly: it narrows \`${guardH.subject}\`, not \`${guardB.subject}\` (${r.show(b, h)} → ${r.show(h, b)})`,
      at,
    );
    return;
  }
  if (/^(void|None)$/.test(h.text) && b.text !== h.text && !isInferred(b)) {
    cx.emit(
      'return-annotation-removed-or-changed',
      `${what} became ${r.show(h, b)} (was ${r.show(b, h)})`,
      at,
    );
    return;
  }
  // A result declared `void`/`None` was nothing a caller could use: whatever it is now takes no
  // use away (solid-js 1.9 `classList(…): void` → an object; typeshed's `-> None` stubs typed).
  if (/^(void|None|Promise<void>)$/.test(b.text) && !isInferred(b) && b.text !== h.text) {
    cx.emit(
      'return-annotation-removed-or-changed',
      `${what} became ${r.show(h, b)} (was ${r.show(b, h)}, which no caller could use)`,
      at,
      'info',
    );
    return;
  }
  const relation = reboundRelation(cx, b, h, r.relate(b, h));
  if (relation === 'equal') return;
  const change = r.change(b, h);
  // What TypeScript infers from an untyped .js body is its guess, not the module's contract:
  // `let x = void 0` → `let x` changes it with the same runtime behaviour.
  const guessed = guessedInJs(cx.js, b, h);
  const severity = guessed ? 'warning' : undefined;
  const note = guessed ? GUESSED_NOTE : '';
  if (relation === 'wider')
    cx.emit('return-type-widened', `${what} widened: ${change}${note}`, at, severity);
  else if (relation === 'unrelated')
    cx.emit('return-type-widened', `${what} changed incompatibly: ${change}${note}`, at, severity);
  else if (relation === 'narrower')
    cx.emit('return-type-narrowed', `${what} narrowed: ${change}`, at);
  else if (relation === 'unknown')
    cx.emit(
      'return-annotation-removed-or-changed',
      `${what} changed (relation unknown): ${change}`,
      at,
    );
}

/**
 * Whether two type guards narrow the same argument: `this`, or the parameter in the same position
 * (a parameter renamed in place, with its guard, is the same guard).
 */
function sameSubject(b: GuardParts, h: GuardParts, [bp, hp]: [Param[], Param[]]): boolean {
  const position = (subject: string, params: Param[]) => {
    const i = params.findIndex((p) => p.name === subject);
    return i === -1 ? subject : i;
  };
  return position(b.subject, bp) === position(h.subject, hp);
}

type Emit = CallableContext['emit'];

/** Generic parameters: positional; a rename in place is no change. */
export function compareTypeParams(
  r: Reporter,
  symbol: string,
  base: TypeParam[],
  head: TypeParam[],
  at: At,
  emit?: Emit,
  /** Whether users write the arguments (`Foo<A>`, `f<A>()`): then a new required one breaks. */
  written = true,
): void {
  const out: Emit =
    emit ?? ((kind, message, a, severity) => r.add(kind, symbol, message, a, severity));
  const pairs: [TypeParam, TypeParam][] = [];
  const used = new Set<TypeParam>();
  const leftover: TypeParam[] = [];
  for (const b of base) {
    const h = head.find((t) => t.name === b.name);
    if (h) {
      pairs.push([b, h]);
      used.add(h);
    } else leftover.push(b);
  }
  for (const b of leftover) {
    const h = head[base.indexOf(b)];
    if (h && !used.has(h) && !base.some((t) => t.name === h.name)) {
      pairs.push([b, h]);
      used.add(h);
    } else {
      out('type-param-removed', `type parameter \`${b.name}\` removed from \`${symbol}\``, at);
    }
  }
  // PEP 696 defaults a Python side did not read: a new parameter may have one.
  const unread = defaultsUnread(r);
  for (const h of head) {
    if (!used.has(h) && !h.default && written) {
      out(
        'type-param-added-required',
        `required type parameter \`${h.name}\` added to \`${symbol}\`${unread ? ' (unless it has a default: PEP 696 defaults are not read)' : ''}`,
        at,
        unread ? 'warning' : undefined,
      );
    }
  }
  const order = (list: TypeParam[], side: 0 | 1) =>
    [...pairs].sort((x, y) => list.indexOf(x[side]) - list.indexOf(y[side]));
  const byBase = order(base, 0);
  const byHead = order(head, 1);
  if (byBase.some((p, i) => byHead[i] !== p)) {
    out(
      'type-param-reordered',
      `type parameters of \`${symbol}\` reordered: <${base.map((t) => t.name).join(', ')}> → <${head.map((t) => t.name).join(', ')}>`,
      at,
    );
  }
  for (const [b, h] of pairs) compareTypeParam(r, symbol, b, h, at, out);
}

/** Either Python side was read without its PEP 696 type parameter defaults. */
function defaultsUnread(r: Reporter): boolean {
  return r.base?.unreadDefaults === true || r.head?.unreadDefaults === true;
}

function compareTypeParam(
  r: Reporter,
  symbol: string,
  b: TypeParam,
  h: TypeParam,
  at: At,
  out: Emit,
): void {
  const name = `type parameter \`${h.name}\` of \`${symbol}\``;
  // A TypeVar another module defines: what it says is not in view on that side.
  if (b.unresolved || h.unresolved) return;
  if (!b.constraint && h.constraint) {
    out('type-param-constraint-changed', `${name}: bound ${r.show(h.constraint)} added`, at);
  } else if (b.constraint && !h.constraint) {
    out(
      'type-param-constraint-changed',
      `${name}: bound ${r.show(b.constraint)} removed`,
      at,
      'warning',
    );
  } else if (b.constraint && h.constraint) {
    const rel = r.relate(b.constraint, h.constraint);
    const change = rel === 'equal' ? '' : r.change(b.constraint, h.constraint);
    if (rel === 'narrower' || rel === 'unrelated')
      out('type-param-constraint-changed', `${name}: bound tightened: ${change}`, at);
    else if (rel !== 'equal')
      out(
        'type-param-constraint-changed',
        `${name}: bound ${rel === 'wider' ? 'loosened' : 'changed'}: ${change}`,
        at,
        'warning',
      );
  }
  if (defaultsUnread(r)) return;
  if (b.default && !h.default) {
    out(
      'type-param-default-changed',
      `${name}: default ${r.show(b.default)} removed`,
      at,
      'breaking',
    );
  } else if (b.default && h.default && r.relate(b.default, h.default) !== 'equal') {
    out(
      'type-param-default-changed',
      `${name}: default changed: ${r.change(b.default, h.default)}`,
      at,
    );
  }
}

/** A signature as one line of text, for overload matching and messages. */
export function signatureText(r: Reporter, s: Signature): string {
  const generics = s.typeParams.length ? `<${s.typeParams.map((t) => t.name).join(', ')}>` : '';
  const params = s.params.map((p) => {
    const star =
      p.kind === 'var-positional'
        ? r.language === 'ts'
          ? '...'
          : '*'
        : p.kind === 'var-keyword'
          ? '**'
          : '';
    const opt = p.optional && !p.default && p.kind !== 'var-positional' ? '?' : '';
    return `${star}${p.name}${opt}${p.type ? `: ${p.type.text}` : ''}${p.default ? ` = ${p.default}` : ''}`;
  });
  const ret = s.returns && !isInferred(s.returns) ? `: ${s.returns.text}` : '';
  return `${s.async ? 'async ' : ''}${generics}(${params.join(', ')})${ret}`;
}

function withoutReturn({ returns: _, ...signature }: Signature): Signature {
  return signature;
}

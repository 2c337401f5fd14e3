import type { Finding, Severity } from '../../findings';
import {
  detachedMember,
  type ApiSymbol,
  type Member,
  type MemberForm,
  type PairFinding,
  type Signature,
  type Surface,
  type TypeRef,
  type Visibility,
} from '../model';
import { isDynamicType, isLiteralType, unionMembers } from '../type-text';
import { compareCallable, signatureText } from './callables';
import { compareDocs, releaseTag } from './docs';
import { describe, formName, memberText } from './member-text';
import { list } from './params';
import { isPrivateName, qualify, quoted, Reporter, type At } from './reporter';

const visibilityRank: Record<Visibility, number> = { public: 0, protected: 1, private: 2 };

/**
 * Methods every Python class has from `object`: an override removed leaves the inherited one, so
 * every call still works (what it returns may differ).
 */
const OBJECT_METHODS = new Set([
  '__repr__',
  '__str__',
  '__format__',
  '__hash__',
  '__eq__',
  '__ne__',
  '__lt__',
  '__le__',
  '__gt__',
  '__ge__',
  '__getattribute__',
  '__setattr__',
  '__delattr__',
  '__dir__',
  '__sizeof__',
  '__reduce__',
  '__reduce_ex__',
  '__getstate__',
  '__init_subclass__',
  '__subclasshook__',
]);

/**
 * Members of a class or interface; private members only matter when a public one became private.
 * `sameType`: the checker found the two versions the same type, so a member the head declares and
 * the base did not was inherited there.
 */
export function compareMembers(
  r: Reporter,
  b: ApiSymbol,
  h: ApiSymbol,
  js: boolean,
  sameType = false,
): void {
  const isInterface = h.kind === 'interface';
  const headByName = new Map<string, Member[]>();
  for (const m of h.members) headByName.set(m.name, [...(headByName.get(m.name) ?? []), m]);
  const matched = new Set<Member>();
  // A class without a constructor of its own takes `()` unless it inherits one.
  const baseCtor = constructorOf(r, b);
  const baseMembers =
    baseCtor && !b.members.includes(baseCtor) ? [...b.members, baseCtor] : b.members;
  const headCtor = constructorOf(r, h);
  for (const bm of baseMembers) {
    if (bm.visibility === 'private' || (r.language === 'py' && isPrivateName(bm.name))) continue;
    // `@internal` is not public API: what happens to it breaks no one.
    if (releaseTag(bm) === 'internal') continue;
    const symbol = qualify(b.name, bm.name);
    const candidates = isCtor(bm) ? (headCtor ? [headCtor] : []) : (headByName.get(bm.name) ?? []);
    // The same member (static or instance), else one inherited from a base beside it, else one
    // of the other kind (a static-changed).
    const hm =
      candidates.find((c) => c.static === bm.static) ??
      (isCtor(bm) ? undefined : inherited(r, h, bm)) ??
      candidates[0];
    if (!hm && isCtor(bm)) {
      // The head inherits its constructor: from a base declared beside it, compared with that
      // one's; from a base not in view, not compared.
      const via = inheritedCtor(r, h);
      if (via && 'line' in via) {
        compareMember(r, symbol, bm, via, { line: via.line, oldLine: bm.line }, js, isInterface);
        continue;
      }
      const was = b.members.includes(bm) ? '' : ' (it was the implicit `()`)';
      const message = `the constructor of \`${b.name}\` is now inherited from its base, not compared${was}`;
      const at = { line: h.line, oldLine: bm.line };
      const finding = r.add('constructor-changed', symbol, message, at, 'warning');
      // Its base lies in another module, which the set may hold: it answers (across-modules/).
      if (finding && via) ask(r, finding, bm, [via.outside], message, 'warning', isInterface);
      continue;
    }
    if (!hm) {
      // Renamed to `_x`: unless the base had an `_x` already.
      const renamed = r.language === 'py' && !b.members.some((m) => m.name === `_${bm.name}`);
      const hidden = renamed ? headByName.get(`_${bm.name}`)?.[0] : undefined;
      if (hidden) {
        matched.add(hidden);
        r.add(
          'visibility-narrowed',
          symbol,
          `\`${symbol}\` became private (renamed to \`_${bm.name}\`)`,
          { line: hidden.line, oldLine: bm.line },
        );
      } else if (r.language === 'py' && OBJECT_METHODS.has(bm.name)) {
        r.add(
          'member-removed',
          symbol,
          `${describe(bm)} \`${symbol}\` removed: the class now has the one it inherits`,
          { line: h.line, oldLine: bm.line },
          'info',
        );
      } else if (r.language === 'py' && SLOT_FEATURES[bm.name] && !h.heritage.some(isPythonBase)) {
        // `__weakref__` and `__dict__` (in `__slots__`, or declared) are no API of their own: they
        // give every instance a feature, which a class with another base may still inherit.
        r.add(
          'member-removed',
          symbol,
          `instances of \`${b.name}\` ${SLOT_FEATURES[bm.name]} (no \`${bm.name}\`)`,
          { line: h.line, oldLine: bm.line },
        );
      } else if (isSignatureMember(bm)) {
        r.add(
          'signature-members-changed',
          symbol,
          `${describe(bm)} \`${memberText(r, bm)}\` removed from \`${b.name}\``,
          { line: h.line, oldLine: bm.line },
        );
      } else {
        // A base not declared in the head file may supply it. Most removals are removals, so the
        // finding stays breaking and says what it cannot see; but where the class gained that
        // base, members moved into it are the likelier reading (a warning).
        const gained = basesOutside(r, gainedBases(b, h), r.head, h.name);
        const ancestors = ancestorsOutside(r, h);
        const outside = gained
          ? `${gained}, which it now names as a base`
          : ancestors.map((a) => `\`${a.entry}\``).join(', ');
        // Gone only for the older Pythons it was defined for: a warning that names them.
        const older = bm.olderPythonOnly;
        const plainMessage = `${describe(bm)} \`${symbol}\` removed${older ? ` (it was defined only where \`${older}\`)` : ''}`;
        const finding = r.add(
          'member-removed',
          symbol,
          `${plainMessage}${outside ? ` (unless inherited from ${outside}, not in view)` : ''}`,
          { line: h.line, oldLine: bm.line },
          gained || older ? 'warning' : undefined,
        );
        // Those modules may be in the set diffed: it answers (across-modules/).
        if (finding && ancestors.length > 0) {
          const bases = ancestors.map((a) => a.imported);
          ask(r, finding, bm, bases, plainMessage, older ? 'warning' : 'breaking', isInterface);
        }
      }
      continue;
    }
    matched.add(hm);
    compareMember(r, symbol, bm, hm, { line: hm.line, oldLine: bm.line }, js, isInterface);
  }
  // Bases out of view that the head no longer names may have lent a member it now declares.
  const lenders = basesOutside(r, gainedBases(h, b), r.base, b.name);
  const unless = lenders ? ` (unless ${lenders} lent it, not in view)` : '';
  const unknown = lenders ? 'warning' : undefined;
  for (const hm of h.members) {
    if (
      matched.has(hm) ||
      hm.visibility === 'private' ||
      (r.language === 'py' && isPrivateName(hm.name)) ||
      releaseTag(hm) === 'internal'
    )
      continue;
    if (sameType || b.members.some((m) => m.name === hm.name)) continue;
    const symbol = qualify(h.name, hm.name);
    // Declared where the base version inherited it (a base's members spelled out).
    const was = inherited(r, b, hm, r.base);
    if (was) {
      // What a caller uses is compared; an override's own docstring and decorators are its own.
      const like = { ...was, doc: hm.doc, decorators: hm.decorators };
      compareMember(r, symbol, like, hm, { line: hm.line, oldLine: was.line }, js, isInterface);
      continue;
    }
    const at = { line: hm.line, oldLine: b.line };
    if (isSignatureMember(hm) && isInterface) {
      r.add(
        'signature-members-changed',
        symbol,
        `${describe(hm)} \`${memberText(r, hm)}\` added to \`${h.name}\``,
        at,
      );
    } else if (isInterface && !hm.optional && !isSignatureMember(hm)) {
      r.add(
        'member-required-added',
        symbol,
        `required ${describe(hm)} \`${symbol}\` added: implementers must provide it${unless}`,
        at,
        unknown,
      );
    } else if (hm.abstract || h.implementable) {
      r.add(
        'member-required-added',
        symbol,
        `${hm.abstract ? 'abstract ' : ''}${describe(hm)} \`${symbol}\` added: implementers must provide it${unless}`,
        at,
        unknown,
      );
    }
  }
}

/** A member's base and head versions compared: form, visibility, type, signatures, docs. */
export function compareMember(
  r: Reporter,
  symbol: string,
  b: Member,
  h: Member,
  at: At,
  js: boolean,
  inInterface = false,
): void {
  // A member bound by unpacking a call's result is there; what it is, a reading cannot say.
  if (b.unread || h.unread) return;
  if (visibilityRank[h.visibility] > visibilityRank[b.visibility]) {
    r.add(
      'visibility-narrowed',
      symbol,
      `\`${symbol}\` narrowed from ${b.visibility} to ${h.visibility}`,
      at,
    );
    return;
  }
  if (b.static !== h.static) {
    r.add(
      'static-changed',
      symbol,
      `\`${symbol}\` changed from ${b.static ? 'static' : 'instance'} to ${h.static ? 'static' : 'instance'}`,
      at,
    );
    return;
  }
  if (b.form !== h.form) {
    const data = b.form === 'property' ? b : h;
    if (
      methodAndProperty(b.form, h.form) &&
      ((inInterface && mayBeCallable(data)) || (r.language === 'py' && callableType(data)))
    ) {
      // `m(): T` and `m: F` where `F` may be callable (Python: a `Callable[...]`): a callable `F`
      // is the same member, which only a checker could tell.
      const type = (m: Member) => (m.type ? ` of type ${r.show(m.type)}` : '');
      r.add(
        'callable-form-changed',
        symbol,
        `\`${symbol}\` changed from ${formName(b.form)}${type(b)} to ${formName(h.form)}${type(h)} (relation unknown)`,
        at,
        'warning',
      );
      return;
    }
    if (b.aliasOf !== undefined || h.aliasOf !== undefined) {
      // `__str__ = object.__str__` for a `def __str__`: a method or a value, which a pair cannot
      // read (as for Python aliases at module level).
      const form = (m: Member) =>
        m.aliasOf !== undefined ? `a name bound to ${quoted(m.aliasOf)}` : formName(m.form);
      r.add(
        'callable-form-changed',
        symbol,
        `\`${symbol}\` changed from ${form(b)} to ${form(h)} (not compared)`,
        at,
        'warning',
      );
      return;
    }
    const undecided = r.language === 'py' ? formMadeBy(b, h) : undefined;
    if (undecided) {
      r.add(
        'callable-form-changed',
        symbol,
        `\`${symbol}\` changed from ${formName(b.form)} to ${formName(h.form)} (\`@${undecided}\` is not read: it may make the method a getter; not compared)`,
        at,
        'warning',
      );
      return;
    }
    if (formChange(r, symbol, b.form, h.form, at)) return;
  } else if (!b.readonly && h.readonly) {
    r.add('member-readonly-added', symbol, `\`${symbol}\` became readonly`, at);
  }
  if (!b.abstract && h.abstract)
    r.add('abstract-added', symbol, `\`${symbol}\` became abstract`, at);
  if (b.optional !== h.optional && r.language === 'ts') {
    r.add(
      'member-optionality-changed',
      symbol,
      `\`${symbol}\` changed from ${b.optional ? 'optional' : 'required'} to ${h.optional ? 'optional' : 'required'}`,
      at,
    );
  }
  compareMemberType(r, symbol, b, h, at);
  if (
    b.value !== undefined &&
    h.value !== undefined &&
    b.value !== h.value &&
    b.form !== 'enum-member'
  ) {
    r.add(
      'constant-value-changed',
      symbol,
      `\`${symbol}\` value changed from ${quoted(b.value, h.value)} to ${quoted(h.value, b.value)}`,
      at,
    );
  }
  if (isSignatureMember(b)) {
    const bt = b.signatures.map((s) => signatureText(r, s)).join(' | ');
    const ht = h.signatures.map((s) => signatureText(r, s)).join(' | ');
    const severity = bt === ht ? null : signatureChangeSeverity(r, symbol, b, h);
    if (severity !== null)
      r.add(
        'signature-members-changed',
        symbol,
        `${describe(b)} changed: \`${bt}\` → \`${ht}\``,
        at,
        severity,
      );
  } else if (b.signatures.length && h.signatures.length) {
    compareCallable(r, b.signatures, h.signatures, {
      symbol,
      js,
      isConstructor: isCtor(b),
      instanceMethod: r.language === 'py' && h.form === 'method' && !isCtor(h),
    });
  }
  if (b.decorators.join(' ') !== h.decorators.join(' ')) {
    r.add(
      'decorator-changed',
      symbol,
      `decorators of \`${symbol}\` changed from ${list(b.decorators)} to ${list(h.decorators)}`,
      at,
    );
  }
  compareDocs(r, symbol, b, h, at);
}

/**
 * How much a call or construct signature's change matters, as the signatures of a function
 * compare (`ReadonlyArray<T>` → `readonly T[]` is no change): null for none, else the gravest
 * severity found (breaking for an index signature, compared by text).
 */
function signatureChangeSeverity(
  r: Reporter,
  symbol: string,
  b: Member,
  h: Member,
): Severity | undefined | null {
  if (b.form === 'index') return undefined;
  const trial = new Reporter(r.file, r.language, r.oracle);
  compareCallable(trial, b.signatures, h.signatures, { symbol });
  const found = new Set(trial.findings.map((f) => f.severity));
  if (found.size === 0) return null;
  return found.has('breaking') ? 'breaking' : found.has('warning') ? 'warning' : 'info';
}

/** A Python attribute typed `Callable[...]`: called as a method is. */
function callableType(m: Member): boolean {
  return /^(typing\.|collections\.abc\.)?Callable\b/.test(m.type?.text ?? '');
}

/** Decorators that leave a Python method a method (callers see the same call). */
const FORM_KEEPING = /^(\w+\.)*(override|final|wraps|no_type_check|(async)?contextmanager)\b/;

/**
 * Between a plain Python method and a getter, the decorator of the method side that no reading
 * knows (`@lazy`, `@memoized_property`): it may turn the method into a getter, so the form change
 * may be none.
 */
function formMadeBy(b: Member, h: Member): string | undefined {
  const pair = [b.form, h.form];
  if (!pair.includes('method') || !pair.includes('getter')) return undefined;
  const method = b.form === 'method' ? b : h;
  return method.decorators.find((d) => !FORM_KEEPING.test(d));
}

/**
 * A property whose type may be callable, which only a checker could tell: a union member that is
 * no keyword, literal, array, tuple, object literal without a call signature or function type (a
 * function type is callable: its form is what changed) — `Listener`, `typeof f`,
 * `V extends R ? UseResponse<V> : UseRequest<V>`.
 */
function mayBeCallable(m: Member): boolean {
  const text = m.type?.text ?? '';
  return unionMembers(text).some(
    (t) =>
      t !== '' &&
      !/^(string|number|boolean|bigint|symbol|object|undefined|null|void|never|unknown|any)$/.test(
        t,
      ) &&
      !isLiteralType(t) &&
      !/^(readonly\s+)?\[|\[\]$/.test(t) &&
      !/^\{(?!\s*\()/.test(t) &&
      !/^(new\s*)?(<.*>)?\(.*=>/s.test(t),
  );
}

/**
 * The member a class inherits under `m`'s name from a base class declared in the same file of its
 * version (`surface`; a method moved up into `_BaseExitStack`), searched breadth-first through
 * the bases.
 */
function inherited(r: Reporter, cls: ApiSymbol, m: Member, surface = r.head): Member | undefined {
  const seen = new Set<ApiSymbol>([cls]);
  let level = [cls];
  for (let depth = 0; depth < 8 && level.length > 0; depth++) {
    const next: ApiSymbol[] = [];
    for (const c of level) {
      for (const entry of c.heritage) {
        const base = declaredBeside(r, entry, surface, c.name);
        if (!base || seen.has(base) || (base.kind !== 'class' && base.kind !== 'interface'))
          continue;
        const found = base.members.find((x) => x.name === m.name && x.static === m.static);
        if (found && found.visibility !== 'private') return found;
        seen.add(base);
        next.push(base);
      }
    }
    level = next;
  }
  return undefined;
}

/**
 * The constructor a class without one of its own inherits, when its bases are declared in the
 * head file: the nearest base's, or the implicit `()` of a base that extends nothing. When the
 * one base of the chain lies outside the file: that base, as imported (`outside`).
 */
function inheritedCtor(r: Reporter, cls: ApiSymbol): Member | { outside: string } | undefined {
  const seen = new Set<ApiSymbol>();
  let at: ApiSymbol | undefined = cls;
  while (r.head && at && !seen.has(at)) {
    seen.add(at);
    const own = at.members.find(isCtor);
    if (own && at !== cls) return own;
    const bases = at.heritage.flatMap((e, i) => (isBase(r, e) ? [i] : []));
    if (bases.length === 0) return at === cls ? undefined : implicitCtor(at, r.language);
    // With several bases Python's method resolution order decides: not followed here.
    if (bases.length > 1) return undefined;
    const entry = at.heritage[bases[0]!]!;
    const base = declaredBeside(r, entry, r.head, at.name);
    if (!base) return { outside: at.heritageNames?.[bases[0]!] ?? entry };
    if (base.kind !== 'class') return undefined;
    at = base;
  }
  return undefined;
}

/**
 * Asks the set whether a class whose `bases` lie in other modules inherits `member` from one
 * (across-modules/): the question travels with the finding.
 */
function ask(
  r: Reporter,
  finding: Finding,
  member: Member,
  bases: string[],
  plainMessage: string,
  plainSeverity: Severity,
  inInterface: boolean,
): void {
  (finding as PairFinding).inherits = {
    // A TS member leaves its program (and maybe its worker): its types as text.
    member: r.language === 'py' ? member : detachedMember(member, (ref) => r.oracle.display(ref)),
    bases,
    plainMessage,
    plainSeverity,
    ...(inInterface ? { inInterface: true } : {}),
  };
}

/**
 * The bases among `entries` (a class's or interface's heritage) not declared in the file of their
 * version (the head's unless told), quoted; undefined if none.
 */
export function basesOutside(
  r: Reporter,
  entries: string[],
  surface = r.head,
  scope?: string,
): string | undefined {
  const outside = entries.filter((e) => isBase(r, e) && !declaredBeside(r, e, surface, scope));
  return outside.length
    ? outside.map((e) => `\`${e.replace(/^extends\s+/, '')}\``).join(', ')
    : undefined;
}

/**
 * The bases outside the head file that a class names, or that a class declared beside it which it
 * inherits from names: each as written (`UnitedStates`) and as imported (`.core.UnitedStates`).
 */
function ancestorsOutside(r: Reporter, cls: ApiSymbol): { entry: string; imported: string }[] {
  const found: { entry: string; imported: string }[] = [];
  const seen = new Set<ApiSymbol>([cls]);
  for (let level = [cls]; level.length > 0;) {
    const next: ApiSymbol[] = [];
    for (const c of level) {
      c.heritage.forEach((entry, i) => {
        if (!isBase(r, entry)) return;
        const beside = declaredBeside(r, entry, r.head, c.name);
        if (!beside) {
          const shown = entry.replace(/^extends\s+/, '');
          if (!found.some((f) => f.entry === shown))
            found.push({ entry: shown, imported: c.heritageNames?.[i] ?? entry });
        } else if (!seen.has(beside)) {
          seen.add(beside);
          next.push(beside);
        }
      });
    }
    level = next;
  }
  return found;
}

/** What `__slots__` entries that are no attributes give every instance. */
const SLOT_FEATURES: Record<string, string | undefined> = {
  __weakref__: 'can no longer be weakly referenced',
  __dict__: 'can no longer take attributes other than their slots',
};

/** A Python heritage entry naming a base class: not `object`, `metaclass=` or another keyword. */
export function isPythonBase(entry: string): boolean {
  return !/^(object|metaclass=|\w+=)/.test(entry);
}

/** The heritage entries of `to` that `from` does not name. */
function gainedBases(from: ApiSymbol, to: ApiSymbol): string[] {
  return to.heritage.filter((e) => !from.heritage.includes(e));
}

/** A heritage entry naming a base class: TS `extends`, a Python base (isPythonBase). */
function isBase(r: Reporter, entry: string): boolean {
  return r.language === 'py' ? isPythonBase(entry) : entry.startsWith('extends');
}

/** The declaration in a version's file (the head's unless told), exported or not, that a heritage entry names. */
export function declaredBeside(
  r: Reporter,
  entry: string,
  surface = r.head,
  /** The qualified name of the class that names the entry (its namespaces are searched first). */
  scope?: string,
): ApiSymbol | undefined {
  const name = baseName(r, entry);
  if (name === undefined || !surface) return undefined;
  // In a TS namespace a name is its siblings' first (`Svg` in `JSX.Elements` is `JSX.Svg`).
  const spaces = r.language === 'ts' && scope ? enclosingSpaces(scope) : [];
  const inSpace = spaces.map((space) => namespaceMember(surface, space, name)).find(Boolean);
  if (inSpace) return inSpace;
  const found = surface.symbols.get(name) ?? surface.hidden.get(name) ?? surface.local?.(name);
  // A name the file imports is declared in another module: not beside it.
  return found?.importedFrom === undefined ? found : undefined;
}

/** The namespaces a qualified name is declared in, innermost first: `A.B.C` → `A.B`, `A`. */
function enclosingSpaces(name: string): string[] {
  const parts = name.split('.').slice(0, -1);
  return parts.map((_, i) => parts.slice(0, parts.length - i).join('.'));
}

/**
 * `name` declared in the namespace `space` (`A.B`) of a surface; the namespace `export =` names is
 * found by its own name (`export = React` of `declare namespace React`, @types/react).
 */
function namespaceMember(surface: Surface, space: string, name: string): ApiSymbol | undefined {
  const [first, ...rest] = space.split('.');
  let at = surface.symbols.get(first!) ?? surface.local?.(first!) ?? exportedAs(surface, first!);
  for (const part of rest) at = at?.namespace?.get(part);
  return at?.namespace?.get(name);
}

/** The symbol `export =` names, where its namespace is `name` (its members are `name.X`). */
function exportedAs(surface: Surface, name: string): ApiSymbol | undefined {
  const exported = surface.symbols.get('export=');
  const members = exported?.namespace?.values() ?? [];
  return [...members].some((m) => m.name.startsWith(`${name}.`)) ? exported : undefined;
}

/** The class a heritage entry names: `extends Base<T>` → `Base`, Python `Base[T]` → `Base`. */
function baseName(r: Reporter, entry: string): string | undefined {
  if (r.language === 'ts') return /^(?:extends|implements)\s+([\w$]+)(?:<.*)?$/s.exec(entry)?.[1];
  return /^([\p{L}_][\p{L}\p{N}_]*)(?:\[.*)?$/su.exec(entry)?.[1];
}

function methodAndProperty(a: MemberForm, b: MemberForm): boolean {
  return (a === 'method' && b === 'property') || (a === 'property' && b === 'method');
}

/** Returns true when the change was reported and nothing more should be said about the member. */
function formChange(
  r: Reporter,
  symbol: string,
  from: MemberForm,
  to: MemberForm,
  at: At,
): boolean {
  const dataLike = (f: MemberForm) => f === 'property' || f === 'accessor';
  if (to === 'getter' && dataLike(from)) {
    r.add(
      'member-readonly-added',
      symbol,
      `\`${symbol}\` became readonly (${formName(from)} → getter without setter)`,
      at,
    );
    return true;
  }
  if (from === 'getter' && dataLike(to)) return false;
  if (r.language === 'py' && dataLike(from) && dataLike(to)) return false;
  const statics = ['staticmethod', 'classmethod'];
  if (r.language === 'py' && statics.includes(from) && statics.includes(to)) {
    // Called alike through the class and its instances; the implicit `cls` is not passed.
    r.add(
      'static-changed',
      symbol,
      `\`${symbol}\` changed from ${formName(from)} to ${formName(to)}`,
      at,
      'info',
    );
    return false; // their parameters are compared next
  }
  if (
    r.language === 'py' &&
    (from === 'method') !== (to === 'method') &&
    (statics.includes(from) || statics.includes(to))
  ) {
    r.add(
      'static-changed',
      symbol,
      `\`${symbol}\` changed from ${formName(from)} to ${formName(to)}`,
      at,
    );
    return true;
  }
  r.add(
    'callable-form-changed',
    symbol,
    `\`${symbol}\` changed from ${formName(from)} to ${formName(to)}`,
    at,
  );
  return true;
}

function compareMemberType(r: Reporter, symbol: string, b: Member, h: Member, at: At): void {
  if (!b.type || !h.type || (isSignatureMember(b) && b.form !== 'index')) return;
  const [bt, ht] =
    r.language === 'py' ? classVarChange(r, symbol, b.type, h.type, at) : [b.type, h.type];
  const whole = r.relate(bt, ht);
  if (whole === 'equal') return;
  // An optional member holds `undefined` whether or not its type says so; only code compiled with
  // `exactOptionalPropertyTypes` reads the spelled-out `| undefined` as leave to assign it.
  const optional = r.language === 'ts' && b.optional && h.optional;
  const defined = (t: TypeRef) => r.oracle.withoutUndefined?.(t) ?? t;
  const rel = optional ? r.relate(defined(bt), defined(ht)) : whole;
  const change = r.change(bt, ht);
  const kind = b.form === 'index' ? 'signature-members-changed' : 'member-type-changed';
  if (rel === 'equal') {
    const listsUndefined = (t: TypeRef) => unionMembers(t.text).includes('undefined');
    if (listsUndefined(bt) && !listsUndefined(ht))
      r.add(
        kind,
        symbol,
        `\`${symbol}\` no longer lists \`undefined\`: code compiled with \`exactOptionalPropertyTypes\` can no longer assign it (${change})`,
        at,
        'warning',
      );
    return;
  }
  if (rel === 'unknown')
    r.add(
      kind,
      symbol,
      `type of \`${symbol}\` changed (relation unknown): ${change}`,
      at,
      'warning',
    );
  else if (h.readonly && rel === 'narrower')
    r.add(kind, symbol, `type of readonly \`${symbol}\` narrowed: ${change}`, at, 'info');
  else
    r.add(
      kind,
      symbol,
      `type of \`${symbol}\` ${rel === 'wider' ? 'widened' : rel === 'narrower' ? 'narrowed' : 'changed incompatibly'}: ${change}`,
      at,
    );
}

/**
 * A Python attribute's types without the `ClassVar` qualifier, which says how it is bound, not what
 * it holds; a qualifier gained or lost is reported on its own (a declaration typed `Any` or
 * `Incomplete`, as stubgen writes every attribute, said neither).
 */
function classVarChange(
  r: Reporter,
  symbol: string,
  b: TypeRef,
  h: TypeRef,
  at: At,
): [TypeRef, TypeRef] {
  const [bv, hv] = [classVarOf(b), classVarOf(h)];
  if (!bv !== !hv && !isDynamicType('py', b.text))
    r.add(
      'static-changed',
      symbol,
      hv
        ? `\`${symbol}\` became a class variable (\`ClassVar\`): instances can no longer set it`
        : `\`${symbol}\` is no longer a class variable (\`ClassVar\`): reading it from the class may fail`,
      at,
      'warning',
    );
  return [bv ?? b, hv ?? h];
}

/** What a `ClassVar[X]` annotation holds (`X`; a bare `ClassVar`: `Any`), or undefined. */
function classVarOf(t: TypeRef): TypeRef | undefined {
  const held = /^(?:typing(?:_extensions)?\.)?ClassVar(?:\[(.*)\])?$/s.exec(t.text);
  return held ? { text: held[1]?.trim() || 'Any' } : undefined;
}

export function isCtor(m: Member): boolean {
  return m.form === 'constructor';
}

function isSignatureMember(m: Member): boolean {
  return m.form === 'call' || m.form === 'construct' || m.form === 'index';
}

/**
 * A class's constructor: its own, else `()` where it inherits none (no base); undefined when a
 * base's is out of view.
 */
export function constructorOf(r: Reporter, s: ApiSymbol): Member | undefined {
  const own = s.members.find(isCtor);
  if (own || s.kind !== 'class' || s.heritage.some((e) => isBase(r, e))) return own;
  return implicitCtor(s, r.language);
}

/** The constructor of a class that declares none and has no base: `()`. */
export function implicitCtor(s: ApiSymbol, language: Reporter['language']): Member {
  const sig: Signature = {
    params: [],
    typeParams: [],
    async: false,
    generator: false,
    line: s.line,
  };
  return {
    name: language === 'py' ? '__init__' : 'constructor',
    form: 'constructor',
    line: s.line,
    visibility: 'public',
    static: false,
    abstract: false,
    readonly: false,
    optional: false,
    signatures: [sig],
    decorators: [],
  };
}

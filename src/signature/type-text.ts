/**
 * Type relations decided from text alone: union members (`A | B`, Python `Optional[X]`,
 * `Union[A, B]`, `Literal["a", "b"]`). Two versions that name the same member by the same text are
 * taken to mean the same type — the assumption every text-equal comparison here makes.
 */
import type { Relation } from './model';

/** Top-level union members; a text that is not a union (or not safely splittable) is one member. */
export function unionMembers(text: string): string[] {
  const t = text.trim();
  const optional = subscriptOf(t, 'Optional');
  if (optional !== undefined) return [...unionMembers(optional), 'None'];
  const union = subscriptOf(t, 'Union');
  if (union !== undefined) return splitTopLevel(union, ',').flatMap(unionMembers);
  // PEP 586: `Literal["a", "b"]` is `Literal["a"] | Literal["b"]`.
  const literal = subscriptOf(t, 'Literal');
  if (literal !== undefined) return splitTopLevel(literal, ',').map((v) => `Literal[${v}]`);
  if (hasTopLevel(t, '=>')) return [t];
  const parts = splitTopLevel(t, '|');
  if (parts.length === 1) {
    const inner = stripParens(t);
    return inner === t ? [t] : unionMembers(inner);
  }
  return parts.flatMap(unionMembers);
}

/**
 * Python's spellings of `Any`: typeshed's aliases of it (`Incomplete` for "not typed yet",
 * `MaybeNone` for "may be None, unchecked") included.
 */
const PY_ANY = /^((typing|typing_extensions)\.)?Any$|^(_typeshed\.)?(Incomplete|MaybeNone)$/;

/**
 * A type that turns checking off: TS `any` or a union with it (`string | any` is `any`); Python
 * `Any` or a union with it (`int | MaybeNone`). Every use of the old type still type-checks
 * against it, but the type is lost.
 */
export function isDynamicType(language: 'ts' | 'py', text: string): boolean {
  if (language === 'ts') return unionMembers(text).includes('any');
  return unionMembers(text).some((m) => PY_ANY.test(m));
}

/** A TS literal type's text (`'auto'`, `1`, `-1`, `true`, a template). */
export function isLiteralType(text: string): boolean {
  return /^(['"`\d-]|true$|false$)/.test(text);
}

/** A TS type guard's parts: `asserts x is T` → the subject `x` and target `T` (text normalized). */
export interface GuardParts {
  asserts: boolean;
  /** A parameter's name, or `this`. */
  subject: string;
  target: string;
}

// (Normalized text leaves no space before a bracket: `v is{a: string}`.)
const GUARD = /^(asserts\s+)?([\w$]+)\s+is(?:\s+|(?=[{[(]))/;

/** The parts of a type guard's text (`x is T`, `asserts this is T`), or undefined. */
export function guardParts(text: string): GuardParts | undefined {
  const m = GUARD.exec(text);
  if (!m) return undefined;
  return { asserts: m[1] !== undefined, subject: m[2]!, target: text.slice(m[0].length) };
}

/**
 * `X` of `name[X]` (or `typing.name[X]`) when the brackets enclose the rest of the text:
 * `Optional[A] | Optional[B]` is a union of two, not `Optional` of `A] | Optional[B`.
 */
function subscriptOf(t: string, name: string): string | undefined {
  const open = t.startsWith(`typing.${name}[`)
    ? name.length + 7
    : t.startsWith(`${name}[`)
      ? name.length
      : -1;
  return open !== -1 && closesAtEnd(t, open) ? t.slice(open + 1, -1) : undefined;
}

/** Whether the bracket opened at `open` closes at the text's last character. */
function closesAtEnd(t: string, open: number): boolean {
  return groupEnd(t, open) === t.length - 1;
}

/** `(A | B)` → `A | B`, when the outer parentheses enclose the whole text. */
function stripParens(t: string): string {
  return t.startsWith('(') && closesAtEnd(t, 0) ? t.slice(1, -1).trim() : t;
}

function hasTopLevel(t: string, token: string): boolean {
  return splitTopLevel(t, token).length > 1;
}

/** Splits at `sep` outside brackets and quotes. */
export function splitTopLevel(text: string, sep: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
      continue;
    }
    if (c === '"' || c === "'" || c === '`') quote = c;
    else if ('([{<'.includes(c)) depth++;
    else if (')]}'.includes(c) || (c === '>' && text[i - 1] !== '=')) depth--;
    else if (depth === 0 && text.startsWith(sep, i)) {
      out.push(text.slice(start, i).trim());
      start = i + sep.length;
      i += sep.length - 1;
    }
  }
  out.push(text.slice(start).trim());
  return out.filter((p) => p !== '');
}

/** The relation of two union types by their member sets, when one contains the other. */
export function textRelation(base: string, head: string): Relation | undefined {
  const unionLike = /\||Optional\[|Union\[|Literal\[/;
  if (!unionLike.test(base) && !unionLike.test(head)) return undefined;
  const a = new Set(unionMembers(base));
  const b = new Set(unionMembers(head));
  if (a.size < 2 && b.size < 2) return undefined;
  const aInB = [...a].every((m) => b.has(m));
  const bInA = [...b].every((m) => a.has(m));
  if (aInB && bInA) return 'equal';
  if (aInB) return 'wider';
  if (bInA) return 'narrower';
  return undefined;
}

/** A TS type's text without an `undefined` union member (`never` when that is all it is). */
export function withoutUndefinedMember(text: string): string {
  const members = unionMembers(text);
  const defined = members.filter((m) => m !== 'undefined');
  if (defined.length === members.length) return text;
  // (A function or conditional type is a union member in parentheses, as it was written.)
  const member = (m: string) => (hasTopLevel(m, '=>') || hasTopLevel(m, '?') ? `(${m})` : m);
  if (defined.length < 2) return defined[0] ?? 'never';
  return defined.map(member).join(' | ');
}

/** A type written as a name, maybe with arguments (`Listener`, `ns.Handler<T>`): what it is lies elsewhere. */
export function isNamedTypeText(text: string): boolean {
  return /^[A-Za-z_$][\w$.]*(<.*>)?$/s.test(text);
}

/** Python's `typing.AnyStr`: the TypeVar constrained to `str` and `bytes`. */
export function isAnyStr(text: string): boolean {
  return /^(typing\.)?AnyStr$/.test(text);
}

/** One of the two types `AnyStr` binds to. */
export function isStrOrBytes(text: string): boolean {
  return /^(builtins\.)?(str|bytes)$/.test(text);
}

/**
 * TS array types in one spelling: `Array<T>` → `T[]`, `ReadonlyArray<T>` → `readonly T[]`, where
 * `T` is a name, maybe an array itself (other arguments are left as written).
 */
export function arraySpelling(text: string): string {
  if (!text.includes('Array<')) return text;
  return text
    .replace(/(?<![\w$.])ReadonlyArray<([\w$.]+(?:\[\])*)>/g, 'readonly $1[]')
    .replace(/(?<![\w$.])Array<([\w$.]+(?:\[\])*)>/g, '$1[]');
}

/** Replaces each name `to` maps (a whole identifier, not a property after `.`) in a type text. */
export function namesReplaced(to: ReadonlyMap<string, string>): (text: string) => string {
  if (to.size === 0) return (text) => text;
  const pattern = wholeNames(to.keys(), 'g');
  return (text) => text.replace(pattern, (name) => to.get(name)!);
}

/** A pattern of `names` as whole identifiers in a type text, not properties after `.`. */
export function wholeNames(names: Iterable<string>, flags = ''): RegExp {
  const alternatives = [...names].map((n) => n.replace(/\$/g, '\\$')).join('|');
  return new RegExp(`(?<![\\w$.])(${alternatives})(?![\\w$])`, flags);
}

const OPEN = '([{<';
const CLOSE: Record<string, string> = { '(': ')', '[': ']', '{': '}', '<': '>' };

/**
 * A type text with each union's repeated members dropped, at every depth (`Promise<A | A>` →
 * `Promise<A>`); lists inside brackets are rejoined with `, ` and `;`. For comparing two texts
 * read the same way, not for showing.
 */
export function withoutRepeatedMembers(text: string): string {
  const members = splitTopLevel(text, '|').map(groupsWithoutRepeats);
  return [...new Set(members)].join(' | ');
}

/** Each bracket group of a union member with its lists' unions deduplicated. */
function groupsWithoutRepeats(member: string): string {
  let out = '';
  let at = 0;
  for (let i = 0; i < member.length; i++) {
    const c = member[i]!;
    if (c === '"' || c === "'" || c === '`') {
      i = quoteEnd(member, i);
      continue;
    }
    if (!OPEN.includes(c) || (c === '<' && i === 0)) continue;
    const end = groupEnd(member, i);
    if (end === -1) return member;
    const lists = splitTopLevel(member.slice(i + 1, end), ',').map((part) =>
      splitTopLevel(part, ';').map(withoutRepeatedMembers).join(';'),
    );
    out += `${member.slice(at, i + 1)}${lists.join(', ')}${CLOSE[c]}`;
    at = end + 1;
    i = end;
  }
  return out + member.slice(at);
}

/** Where the quote opened at `open` closes (its index), or the text's end. */
function quoteEnd(text: string, open: number): number {
  for (let i = open + 1; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === text[open]) return i;
  }
  return text.length;
}

/** Where the bracket opened at `open` closes (an arrow's `=>` is no bracket), or -1. */
function groupEnd(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"' || c === "'" || c === '`') i = quoteEnd(text, i);
    else if (OPEN.includes(c)) depth++;
    else if (')]}'.includes(c) || (c === '>' && text[i - 1] !== '=')) {
      if (--depth === 0) return i;
    }
  }
  return -1;
}

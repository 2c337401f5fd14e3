/**
 * The API surface of one file version, language-neutral, so one comparison serves TS/JS and
 * Python. Extractors (ts/, py/) build it; compare/ diffs two of them.
 */
import type { Finding, Severity } from '../findings';
import type { FileComments } from './file-comments';
import type { SignatureLanguage } from './kinds';

/** A type as written; `handle` lets the language's TypeOracle resolve it (TS: a checker handle). */
export interface TypeRef {
  /** Normalized source text (whitespace collapsed). */
  readonly text: string;
  handle?: unknown;
}

/** How an argument binds. TS knows only `positional` and `var-positional` (rest). */
export type ParamKind =
  'positional-only' | 'positional' | 'keyword-only' | 'var-positional' | 'var-keyword';

export interface Param {
  name: string;
  kind: ParamKind;
  optional: boolean;
  /** Normalized default expression. */
  default?: string;
  type?: TypeRef;
  /** TS: a rest parameter's element type, when its type is an array (`...a: T[]`: `T`). */
  element?: TypeRef;
  /** TS: `{ a, b }: Options` — the name is synthetic. */
  destructured?: boolean;
  decorators: string[];
}

export interface TypeParam {
  name: string;
  constraint?: TypeRef;
  default?: TypeRef;
  /** Python: a TypeVar constrained to some types (`TypeVar("S", str, bytes)`), not bound. */
  constrained?: boolean;
  /**
   * Python: named by `Generic[...]` or a base, by a TypeVar the module imports: its bound and
   * default are not in view.
   */
  unresolved?: boolean;
}

export interface Signature {
  params: Param[];
  returns?: TypeRef;
  typeParams: TypeParam[];
  /** Returns a promise (TS `async` or a declared `Promise<...>`; Python `async def`). */
  async: boolean;
  generator: boolean;
  line: number;
  /** TS: `async` only because the declared return type is a Promise (no `async` keyword). */
  asyncByType?: boolean;
  /** A .js function without JSDoc types: TypeScript takes each parameter as optional, a guess. */
  untypedJs?: boolean;
}

/** A TSDoc release tag. */
export type ReleaseTag = 'public' | 'beta' | 'alpha' | 'internal';

export interface DocInfo {
  line: number;
  deprecated: boolean;
  /** TSDoc release tag, when one is written. */
  releaseTag?: ReleaseTag;
}

export type Visibility = 'public' | 'protected' | 'private';

/**
 * How a member is called: `method` (TS method / Python plain method), `staticmethod`,
 * `classmethod`, `property` (a data property or Python attribute), `getter` (TS get accessor or
 * Python `@property`), `accessor` (get and set), `function` (a property holding an arrow function).
 */
export type MemberForm =
  | 'method'
  | 'staticmethod'
  | 'classmethod'
  | 'property'
  | 'getter'
  | 'accessor'
  | 'constructor'
  | 'call'
  | 'construct'
  | 'index'
  | 'enum-member';

export interface Member {
  /** The member name; signature members use `()`, `new()`, `[string]`. */
  name: string;
  form: MemberForm;
  line: number;
  visibility: Visibility;
  static: boolean;
  abstract: boolean;
  readonly: boolean;
  optional: boolean;
  type?: TypeRef;
  /** Enum member value or a class attribute's literal value. */
  value?: string;
  signatures: Signature[];
  decorators: string[];
  doc?: DocInfo;
  /** Deprecated by other means than the doc comment (Python PEP 702 `@deprecated`). */
  deprecated?: boolean;
  /** Python: bound by unpacking a call's result (`a, b = f()`): present, its form unknown. */
  unread?: boolean;
  /** Python: bound to another object by name (`__str__ = object.__str__`), a method or a value. */
  aliasOf?: string;
  /**
   * Python, an annotated class attribute with a value: the default a dataclass's `__init__` gives
   * its parameter (`= 1`, `= field(default_factory=list)` → `list()`), or `init: false` for
   * `field(init=False)`, which is no parameter.
   */
  dataclassField?: { init: boolean; default?: string };
  /** TS: the release tag of its class or interface, which it has unless it says another. */
  inheritedTag?: ReleaseTag;
  /** Python: defined only under this `sys.version_info` test of an older Python's branch. */
  olderPythonOnly?: string;
}

export type DeclKind =
  | 'function'
  | 'class'
  | 'interface'
  | 'type'
  | 'enum'
  | 'variable'
  | 'namespace'
  /** A value whose kind is unknown (e.g. `export default someCall()`, a CommonJS property). */
  | 'value';

/**
 * The parameter a Python module-level TypeVar stands for (`_T = TypeVar("_T", bound=X)`, read as
 * a type symbol whose one type parameter is itself), or undefined for any other symbol.
 */
export function declaredTypeVar(s: ApiSymbol | undefined): TypeParam | undefined {
  const p = s?.kind === 'type' && s.typeParams.length === 1 ? s.typeParams[0]! : undefined;
  return p?.name === s?.name ? p : undefined;
}

export interface ApiSymbol {
  /** The exported name (`default`, `export=` for TS default and `export =`). */
  name: string;
  kind: DeclKind;
  line: number;
  /** What an importer can use the name as. */
  space: 'value' | 'type' | 'both';
  /** TS functions: declared with `function`, or an arrow/function-expression constant. */
  form?: 'declaration' | 'arrow';
  signatures: Signature[];
  typeParams: TypeParam[];
  members: Member[];
  /**
   * TS: what a namespace merged into this name exports (`declare namespace knex { interface
   * Config }` beside `function knex`), each a symbol named `knex.Config`.
   */
  namespace?: Map<string, ApiSymbol>;
  /**
   * JS: `namespace` holds the properties of the object literal the name is bound to (`export
   * const api = { get() {} }`), each named in the literal's text.
   */
  objectLiteral?: boolean;
  /**
   * TS: an alias of an imported declaration (`export import X = Core.X`, a namespace's `export {
   * X }` of an imported `X`), by where it comes from (`'./core'.X`); whether that is a value, a type
   * or both is not known from the file.
   */
  importAlias?: string;
  /** TS: a type alias of an imported declaration as is (`type X = Core.X`), by where it comes from. */
  typeAliasOf?: string;
  /** TS: `declare module "x" { … }`, the API of module `x` or (in a module) an augmentation of it. */
  ambientModule?: boolean;
  /**
   * TS: a type alias an interface could spell (`type O = Base & { a: string }`), read as that
   * interface (heritage and members): the two spellings of one object type.
   */
  objectType?: boolean;
  /** Normalized heritage entries: `extends X`, `implements Y`, Python base expressions. */
  heritage: string[];
  /** TS: the type of each heritage entry that names its base, in `heritage`'s order. */
  heritageTypes?: (TypeRef | undefined)[];
  /**
   * Each heritage entry named by the module its name is imported from, in `heritage`'s order
   * (Python `docutils.utils.Reporter` for `Reporter` after `from docutils.utils import Reporter`;
   * TS `extends './e'.E` for `extends index_8.E` after `var index_8 = require("./e")`).
   */
  heritageNames?: string[];
  /** TS interfaces: the declared type as a whole (merged declarations included), for the checker. */
  declaredType?: TypeRef;
  /**
   * A name bound to another object (Python `run = helper`, `= deco(f)`; `.js` `= u(copy)`), whose
   * kind a reading cannot tell.
   */
  aliasOf?: string;
  /** Python, a hidden entry: a name the module only imports, from this module. */
  importedFrom?: string;
  /** Python: defined only under this `sys.version_info` test of an older Python's branch. */
  olderPythonOnly?: string;
  /** Python, with importedFrom: the name it has in that module (`*`: the module itself). */
  importedName?: string;
  decorators: string[];
  abstract: boolean;
  /** TS enums: `enum`, `const enum`, `declare enum`, `declare const enum`. */
  enumForm?: string;
  /** Variables declared with `let`/`var` (or a Python module attribute). */
  mutable?: boolean;
  /** Variable annotation, or a type alias body. */
  valueType?: TypeRef;
  /** A literal initializer (a constant value). */
  value?: string;
  doc?: DocInfo;
  deprecated?: boolean;
  /** Python: a `typing.Protocol` class, whose every new member binds implementers. */
  implementable?: boolean;
  /**
   * TS head: the base symbol whose declarations have the same code (all but their leading
   * comments): this is that reading with this side's line and doc comment, and only the docs differ.
   */
  sameCodeAs?: ApiSymbol;
}

/** A name this module exports from another module. */
export interface Reexport {
  /** The exported name, or `*` for `export * from`. */
  name: string;
  from: string;
  /** The name in the source module (`*` for a namespace re-export). */
  imported: string;
  /** TS `export type { a } from`. */
  typeOnly?: boolean;
  line: number;
}

/** A comment or docstring, normalized so re-wrapping and re-indenting do not change it. */
export type CommentClass = 'license' | 'doc' | 'directive' | 'todo' | 'plain';

/** One comment block; `cls`, `fileScope` and `anchor` may be computed on first use. */
export interface CommentRecord {
  readonly text: string;
  readonly line: number;
  readonly cls: CommentClass;
  /** Whitespace-free code the comment sits on (the line it trails or the code after it). */
  readonly anchor: string;
  /** File-scope directives (shebang, `@ts-nocheck`, `eslint-disable`, coding cookie) need no anchor. */
  readonly fileScope: boolean;
  /** Doc comments of public declarations are compared through the surface (doc-comment-removed). */
  readonly publicDoc?: boolean;
}

export interface CommentInventory {
  records: CommentRecord[];
  /** Non-whitespace characters inside comments and outside them (may be counted on first use). */
  readonly commentChars: number;
  readonly codeChars: number;
  /** The code with comments and all whitespace removed: where anchors are looked up (computed on first use). */
  readonly code: string;
}

export interface Surface {
  language: SignatureLanguage;
  symbols: Map<string, ApiSymbol>;
  reexports: Map<string, Reexport>;
  /** Non-public top-level names that a public one may have become (Python `_x`, TS unexported). */
  hidden: Map<string, ApiSymbol>;
  /**
   * TS: a class or interface the file declares without exporting it, read when first asked for
   * (a base an exported one inherits from).
   */
  local?(name: string): ApiSymbol | undefined;
  comments: FileComments;
  /** package.json: entry point name → target. */
  entrypoints?: Map<string, string>;
  /**
   * package.json (head): retargeted entry points whose old and new target files were compared as
   * one module (the old removed, the new added), each as retargetKey writes it.
   */
  comparedRetargets?: ReadonlySet<string>;
  /**
   * Python: how the module binds names a reading cannot list (`globals()`, a module
   * `__getattr__`, `@enum.global_enum`): a name gone from what is read may still be bound so.
   */
  openNames?: string;
  /**
   * TS: a declaration file that is a script (no import or export): its declarations are globals
   * and ambient modules (`declare module "fs"`), which another file may declare as well.
   */
  global?: boolean;
  /** Python: PEP 696 type parameter defaults are not read (the grammar does not parse them). */
  unreadDefaults?: boolean;
  /** Python: the modules it imports every public name of (`from m import *`). */
  starImports?: string[];
}

/** A file version that could not be parsed: no surface, one `side-unparseable` finding. */
export interface ParseFailure {
  unparseable: true;
  line: number;
  message: string;
}

export type SurfaceResult = Surface | ParseFailure;

/** How two types relate: `wider` = head admits more than base. */
export type Relation = 'equal' | 'wider' | 'narrower' | 'unrelated' | 'unknown';

/** Resolves type relations for one base/head pair (TS: the checker; Python: union members). */
export interface TypeOracle {
  relate(base: TypeRef, head: TypeRef): Relation;
  /** The text a message shows for a type (TS: inferred types are printed by the checker). */
  display(ref: TypeRef): string;
  /**
   * Whether two references to a generic declaration of one name (its two versions) give it the same
   * type arguments, defaults filled in (`Base<A>` and `Base<A, B>` where `B` is the default).
   */
  sameArguments?(base: TypeRef, head: TypeRef): boolean | undefined;
  /**
   * Whether two versions of a declared type (`declaredType`) are the same type to the checker,
   * inherited members included; undefined when a base or a type parameter keeps it from telling.
   */
  sameDeclaredType?(base: TypeRef, head: TypeRef): boolean | undefined;
  /**
   * TS: a type as an optional parameter or property holds it, which takes `undefined` whether or
   * not its type says so: related without an `undefined` member.
   */
  withoutUndefined?(ref: TypeRef): TypeRef;
}

/**
 * A member gone from a class whose bases (or theirs) lie in other modules: where those modules are
 * in the set diffed, the set answers whether the class still inherits the member
 * (across-modules/). A pair's analysis cannot: it sees one module.
 */
export interface InheritanceQuestion {
  /** The member as the base version declared it (TS: detached, see detachedMember). */
  member: Member;
  /**
   * The bases outside the class's file, each as imported (Python `.core.UnitedStates`,
   * `pkg.m.B[T]`; TS `extends './core'.Base<T>`).
   */
  bases: string[];
  /** TS: the class is an interface. */
  inInterface?: boolean;
  /** The finding's message and severity without what it cannot see, for when every base was read. */
  plainMessage: string;
  plainSeverity: Severity;
}

/**
 * A class whose heritage changed to bases imported from other modules, which may descend from the
 * bases it no longer names (`extends Error` → `extends IntrinsicException`, itself an `Error`).
 */
export interface DescentQuestion {
  /** The new bases from other modules, each as imported. */
  bases: string[];
  /** The bases no longer named, each as the base version imported it. */
  gone: string[];
  /** The finding's message when every gone base is an ancestor of a new one (then info). */
  stillMessage: string;
  /** Its message when every ancestor was read and a gone base is not among them. */
  plainMessage: string;
}

/**
 * A TS export gone from a module that has `export * from` others, which may export it now (type-fest
 * 4.30 moved its internal helpers into `./internal/*.d.ts` behind `export *`).
 */
export interface SupplyQuestion {
  /** The export's name. */
  name: string;
  /** The modules the head re-exports whole, as written (`./array`). */
  from: string[];
  /** The finding's message when one of them exports it (then info). */
  suppliedMessage: string;
  /** Its message when every one of them was read and none exports it (then breaking). */
  plainMessage: string;
}

/**
 * A TS re-export whose source changed (`export { X } from './a'` → `from './b'`, a bundle chunk
 * renamed by its content hash, `export { a as X }` → `export { b as X }`): the set compares the
 * declaration the base's source exported with the one the head's exports, as one symbol.
 */
export interface SourceQuestion {
  /** The re-exported name. */
  name: string;
  base: { from: string; imported: string };
  head: { from: string; imported: string };
  /**
   * What the finding says before the answer (`re-export X retargeted: …`), for an info finding
   * where the two declarations are the same; none: then the finding is dropped.
   */
  retargeted?: string;
  /** Whether the finding is dropped when a declaration is not in view (else it stays). */
  dropUnanswered?: boolean;
  /**
   * A re-export or alias that became type-only: only the base's declaration is looked up. A type
   * drops the finding; a value makes it breaking, with this message.
   */
  typeOnly?: string;
}

/** A finding as a pair's analysis returns it: with a question for the set, if it has one. */
export interface PairFinding extends Finding {
  inherits?: InheritanceQuestion;
  descends?: DescentQuestion;
  supplies?: SupplyQuestion;
  sources?: SourceQuestion;
}

/** An entry point's retarget as `comparedRetargets` holds it. */
export function retargetKey(from: string, to: string): string {
  return `${from} → ${to}`;
}

/** A name in a Python module as an import writes it: `pkg` and `x` → `pkg.x`, `.` and `x` → `.x`. */
export function inModule(module: string, name: string): string {
  return `${module}${module.endsWith('.') ? '' : '.'}${name}`;
}

/** A type TypeScript inferred (no annotation): its text is `(inferred …)`. */
export function isInferred(t: TypeRef): boolean {
  return t.text.startsWith('(inferred');
}

/**
 * A member as plain data, to compare outside the program it was read in: each type is its text,
 * an inferred one as `display` prints it, then `rewritten` (a base's type arguments put in).
 */
export function detachedMember(
  member: Member,
  display: (ref: TypeRef) => string,
  rewritten: (text: string) => string = (text) => text,
): Member {
  const json = JSON.stringify(member, (_key, value: unknown) => {
    // A type: an object with a text (a TS one's is a getter, with a handle into its program).
    if (value === null || typeof value !== 'object' || typeof (value as TypeRef).text !== 'string')
      return value;
    const ref = value as TypeRef;
    return { text: rewritten(isInferred(ref) ? display(ref) : ref.text) };
  });
  return JSON.parse(json) as Member;
}

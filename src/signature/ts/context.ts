/**
 * Loading the TypeScript compiler (the one ts-morph bundles) on demand, parsing one file version,
 * and the small helpers every TS extractor file uses.
 */
import type * as TsMorph from 'ts-morph';
import { lineAt, lineStarts } from '../source-text';
import type { DocInfo, TypeRef } from '../model';
import { compactHash, normalizedText } from './code-text';

export type TS = typeof TsMorph.ts;
export type Node = TsMorph.ts.Node;
export type SourceFile = TsMorph.ts.SourceFile;

let loading: Promise<typeof TsMorph> | undefined;

/** ts-morph (and its TypeScript) loaded on first use, so a run without TS/JS files never pays for it. */
export function loadTsMorph(): Promise<typeof TsMorph> {
  loading ??= import('ts-morph');
  return loading;
}

/** The names of an entity name, left to right (`NEA.NonEmptyArray` → NEA, NonEmptyArray). */
/** A JSDoc object type's properties (`@param {string} [o.x]`): name, optionality, type. */
export function jsDocProperties(
  ts: TS,
  n: TsMorph.ts.JSDocTypeLiteral,
): { name: string; optional: boolean; typeExpression?: TsMorph.ts.JSDocTypeExpression }[] {
  return (n.jsDocPropertyTags ?? []).map((tag) => ({
    name: ts.isQualifiedName(tag.name) ? tag.name.right.text : tag.name.text,
    optional: tag.isBracketed,
    ...(tag.typeExpression ? { typeExpression: tag.typeExpression } : {}),
  }));
}

export function entityNames(ts: TS, name: TsMorph.ts.EntityName): string[] {
  return ts.isQualifiedName(name) ? [...entityNames(ts, name.left), name.right.text] : [name.text];
}

/** The syntax errors a parse left on a file (the compiler keeps them off its public API). */
export function parseDiagnostics(
  sf: SourceFile,
): { start?: number; messageText: unknown }[] | undefined {
  return (sf as SourceFile & { parseDiagnostics?: { start?: number; messageText: unknown }[] })
    .parseDiagnostics;
}

/** Where a type lives, for the checker: a type node, a function's inferred return, a variable's inferred type. */
export interface TsTypeHandle {
  node: Node;
  /** The file the node is in (nodes of a `.ts` file have no parent pointers). */
  sf: SourceFile;
  /** A type node, a declaration's inferred return or value type, or a declared type as a whole. */
  mode: 'type' | 'return' | 'value' | 'declared';
  /** Names this file binds only by import: a type naming one is unresolvable (imports never are). */
  imported: ReadonlySet<string>;
  /** Where each of those names comes from (`'./m'.X`, `'./m'` for a namespace), see importSources. */
  importSources: ReadonlyMap<string, string>;
  /** The file's top-level declarations by name (a generic's defaults are read from them). */
  locals: ReadonlyMap<string, Node[]>;
  /** Type parameters of the declarations around the type (a class's, a function's). */
  typeParams: ReadonlySet<string>;
  /** The class or interface a `this` type in it means, by name (undefined outside one). */
  thisOwner: string | undefined;
  /** The type as an optional parameter or property holds it: `undefined` is not one of its members. */
  withoutUndefined?: boolean;
}

/** One parsed file version and the helpers that read it. */
export class TsContext {
  readonly text: string;
  /** Offsets where lines start. */
  readonly starts: number[];
  /** Start offsets of doc comments that belong to public declarations. */
  readonly publicDocs = new Set<number>();
  /** The statement of each top-level variable declaration (TS files are parsed without parents). */
  readonly variableStatements = new Map<Node, TsMorph.ts.VariableStatement>();
  /**
   * JS: the statements assigning properties to a top-level name (`ky.post = (i) => …`), by name
   * and property: TypeScript reads them as that function's or class's namespace.
   */
  readonly expandos = new Map<string, Map<string, Node[]>>();
  /** The declarations of each top-level name (filled by tsSurface before symbols are read). */
  readonly locals = new Map<string, Node[]>();
  /**
   * Top-level declarations a symbol's reading took in besides its own (a namespace's `export {
   * Knex }`): its reading depends on their text too (see reuse.ts).
   */
  readonly readAlso = new Set<Node>();
  /** Top-level names bound by an import and not also declared here (filled by tsSurface). */
  readonly importedOnly = new Set<string>();
  /**
   * The module a local name is imported from, with the name it has there (`import { E as B1 }
   * from './e'` → `'./e'.E`; `var m_1 = require("./e")` → `'./e'`), filled before symbols are read.
   */
  readonly importSources = new Map<string, string>();
  /** Type parameters in scope while a declaration is read (see withTypeParams). */
  private typeParamScope: ReadonlySet<string> = new Set();
  /** The class or interface being read, whose type a `this` type names (see withTypeParams). */
  private thisOwner: string | undefined;

  constructor(
    readonly ts: TS,
    readonly sf: SourceFile,
    readonly js: boolean,
  ) {
    this.text = sf.text;
    this.starts = lineStarts(sf.text);
  }

  line(node: Node): number {
    return lineAt(this.starts, node.getStart(this.sf));
  }

  lineOfOffset(offset: number): number {
    return lineAt(this.starts, offset);
  }

  /** Source text without comments, whitespace collapsed: formatting and doc edits compare equal. */
  normalized(node: Node): string {
    if (this.ts.isJSDocTypeLiteral(node)) return this.jsDocLiteralText(node);
    return normalizedText(node, this.sf);
  }

  /**
   * A JSDoc object type (`@param {Object} o` with `@param {string} [o.x] Its…` tags, or a
   * `@typedef` with `@property` tags) is all comment: its properties, without their descriptions.
   */
  private jsDocLiteralText(n: TsMorph.ts.JSDocTypeLiteral): string {
    const members = jsDocProperties(this.ts, n).map(({ name, optional, typeExpression }) => {
      const type = typeExpression ? this.normalized(typeExpression.type) : 'any';
      return `${name}${optional ? '?' : ''}: ${type}`;
    });
    return `{ ${members.join('; ')} }`;
  }

  /** A hash of a node's comment- and whitespace-free text: the stand-in for a body or initializer. */
  compactHash(node: Node): string {
    return compactHash(this.text, node.getStart(this.sf), node.end);
  }

  /** A declared type: its normalized text, and the node for the checker. */
  typeRef(node: Node | undefined): TypeRef | undefined {
    if (!node) return undefined;
    return new TsTypeRef(this, node, undefined, this.handle(node, 'type'));
  }

  /**
   * An inferred type (a function's return, a variable's type), standing as the hash of the code it
   * is inferred from: equal code infers equal types; when the two differ the checker computes both.
   */
  inferredRef(what: 'body' | 'initializer', code: Node, declaration: Node): TypeRef {
    const handle = this.handle(declaration, what === 'body' ? 'return' : 'value');
    return new TsTypeRef(this, code, what, handle);
  }

  /** A declaration's type as a whole (an interface's), for the checker only: its text is its name. */
  declaredRef(declaration: TsMorph.ts.InterfaceDeclaration): TypeRef {
    return new TsTypeRef(this, declaration.name, undefined, this.handle(declaration, 'declared'));
  }

  /** Whether a node's text (its leading comments included) holds `word`. */
  mentions(node: Node, word: string): boolean {
    // Searched within the node: an open-ended indexOf runs on to the next mention, often the
    // end of the file, for every type that does not hold the word.
    return this.text.slice(node.pos, node.end).includes(word);
  }

  private handle(node: Node, mode: TsTypeHandle['mode']): TsTypeHandle {
    return {
      node,
      sf: this.sf,
      mode,
      imported: this.importedOnly,
      importSources: this.importSources,
      locals: this.locals,
      typeParams: this.typeParamScope,
      thisOwner: this.thisOwner,
    };
  }

  /**
   * Runs `read` with a declaration's type parameters in scope for the types it reads, and for a
   * class or interface, `owner`: its name, the type its `this` stands in for.
   */
  withTypeParams<T>(
    list: readonly TsMorph.ts.TypeParameterDeclaration[] | undefined,
    read: () => T,
    owner?: string,
  ): T {
    if (!list?.length && owner === undefined) return read();
    const [outer, outerOwner] = [this.typeParamScope, this.thisOwner];
    if (list?.length) this.typeParamScope = new Set([...outer, ...list.map((p) => p.name.text)]);
    if (owner !== undefined) this.thisOwner = owner;
    try {
      return read();
    } finally {
      this.typeParamScope = outer;
      this.thisOwner = outerOwner;
    }
  }

  /** The last `/** ... *\/` comment before a declaration, with its deprecation and release tag. */
  doc(node: Node, isPublic: boolean): DocInfo | undefined {
    const ranges = this.ts.getLeadingCommentRanges(this.text, node.pos) ?? [];
    const range = [...ranges].reverse().find((r) => this.text.startsWith('/**', r.pos));
    if (!range || this.text.startsWith('/**/', range.pos)) return undefined;
    if (isPublic) this.publicDocs.add(range.pos);
    const body = this.text.slice(range.pos, range.end);
    // In JS, `@private` (dox's `@api private`) on a function says it is no public API, as
    // `@internal` does. (Not on a class: there it is often its constructor's doc, moved up.)
    const tag =
      (/@(public|beta|alpha|internal)\b/.exec(body)?.[1] as DocInfo['releaseTag']) ??
      (this.js && this.ts.isFunctionDeclaration(node) && /@(api\s+)?private\b/.test(body)
        ? 'internal'
        : undefined);
    return {
      line: this.lineOfOffset(range.pos),
      deprecated: /@deprecated\b/.test(body),
      ...(tag ? { releaseTag: tag } : {}),
    };
  }

  hasModifier(node: Node, kind: TsMorph.ts.SyntaxKind): boolean {
    const ts = this.ts;
    return (
      (ts.canHaveModifiers(node) && ts.getModifiers(node)?.some((m) => m.kind === kind)) ?? false
    );
  }

  /** A type node without the parentheses around it. */
  bareType(t: TsMorph.ts.TypeNode | undefined): TsMorph.ts.TypeNode | undefined {
    while (t && this.ts.isParenthesizedTypeNode(t)) t = t.type;
    return t;
  }

  /** An expression without parentheses, `as`, `satisfies`, `!` and type assertions around it. */
  bare(e: TsMorph.ts.Expression): TsMorph.ts.Expression {
    const ts = this.ts;
    while (
      ts.isParenthesizedExpression(e) ||
      ts.isAsExpression(e) ||
      ts.isSatisfiesExpression(e) ||
      ts.isTypeAssertionExpression(e) ||
      ts.isNonNullExpression(e)
    ) {
      e = e.expression;
    }
    return e;
  }

  decorators(node: Node): string[] {
    const ts = this.ts;
    if (!ts.canHaveDecorators(node)) return [];
    return (ts.getDecorators(node) ?? []).map((d) => this.normalized(d));
  }

  /** The name of a declaration as written (`#x` for private names, `[Symbol.iterator]` for computed). */
  nameOf(name: TsMorph.ts.PropertyName | TsMorph.ts.BindingName | undefined): string | undefined {
    if (!name) return undefined;
    const ts = this.ts;
    if (ts.isIdentifier(name) || ts.isPrivateIdentifier(name)) return name.text;
    if (ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
    // `[(_a = new WeakMap(), _b = ..., key)]` (downlevelled `#private` fields): the key is the last.
    if (ts.isComputedPropertyName(name)) {
      let key = name.expression;
      while (ts.isParenthesizedExpression(key)) key = key.expression;
      while (ts.isBinaryExpression(key) && key.operatorToken.kind === ts.SyntaxKind.CommaToken)
        key = key.right;
      if (key !== name.expression) return `[${this.normalized(key)}]`;
    }
    return this.normalized(name);
  }
}

/**
 * A type as written (normalized text) or inferred (the hash of the code it is inferred from), its
 * text computed on first use: a base symbol that the head reads alike (ts/reuse.ts) is never
 * compared, so most base texts are never needed.
 */
class TsTypeRef implements TypeRef {
  private computed: string | undefined;

  constructor(
    private readonly cx: TsContext,
    private readonly code: Node,
    private readonly inferredFrom: 'body' | 'initializer' | undefined,
    readonly handle: TsTypeHandle,
  ) {}

  get text(): string {
    this.computed ??= this.inferredFrom
      ? `(inferred from ${this.inferredFrom} ${this.cx.compactHash(this.code)})`
      : this.cx.normalized(this.code);
    return this.computed;
  }
}

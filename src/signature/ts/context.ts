/**
 * Loading the TypeScript compiler (the one ts-morph bundles) on demand, parsing one file version,
 * and the small helpers every TS extractor file uses.
 */
import type * as TsMorph from 'ts-morph';
import {
  APOSTROPHE,
  BACKSLASH,
  BACKTICK,
  isWhitespace,
  lineAt,
  lineStarts,
  QUOTE,
  SLASH,
  SPACE,
  STAR,
} from '../source-text';
import type { DocInfo, TypeRef } from '../model';

export type TS = typeof TsMorph.ts;
export type Node = TsMorph.ts.Node;
export type SourceFile = TsMorph.ts.SourceFile;

let loading: Promise<typeof TsMorph> | undefined;

/** ts-morph (and its TypeScript) loaded on first use, so a run without TS/JS files never pays for it. */
export function loadTsMorph(): Promise<typeof TsMorph> {
  loading ??= import('ts-morph');
  return loading;
}

/** Where a type lives, for the checker: a type node, a function's inferred return, a variable's inferred type. */
export interface TsTypeHandle {
  node: Node;
  /** The file the node is in (nodes of a `.ts` file have no parent pointers). */
  sf: SourceFile;
  mode: 'type' | 'return' | 'value';
  /** Names this file binds only by import: a type naming one is unresolvable (imports never are). */
  imported: ReadonlySet<string>;
  /** Type parameters of the declarations around the type (a class's, a function's). */
  typeParams: ReadonlySet<string>;
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
  /** Top-level names bound by an import and not also declared here (filled by tsSurface). */
  readonly importedOnly = new Set<string>();
  /** Type parameters in scope while a declaration is read (see withTypeParams). */
  private typeParamScope: ReadonlySet<string> = new Set();

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
    return normalizeCode(stripComments(node.getText(this.sf)));
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
      typeParams: this.typeParamScope,
    };
  }

  /** Runs `read` with a declaration's type parameters in scope for the types it reads. */
  withTypeParams<T>(
    list: readonly TsMorph.ts.TypeParameterDeclaration[] | undefined,
    read: () => T,
  ): T {
    if (!list?.length) return read();
    const outer = this.typeParamScope;
    this.typeParamScope = new Set([...outer, ...list.map((p) => p.name.text)]);
    try {
      return read();
    } finally {
      this.typeParamScope = outer;
    }
  }

  /** The last `/** ... *\/` comment before a declaration, with its deprecation and release tag. */
  doc(node: Node, isPublic: boolean): DocInfo | undefined {
    const ranges = this.ts.getLeadingCommentRanges(this.text, node.pos) ?? [];
    const range = [...ranges].reverse().find((r) => this.text.startsWith('/**', r.pos));
    if (!range || this.text.startsWith('/**/', range.pos)) return undefined;
    if (isPublic) this.publicDocs.add(range.pos);
    const body = this.text.slice(range.pos, range.end);
    const tag = /@(public|beta|alpha|internal)\b/.exec(body)?.[1] as DocInfo['releaseTag'];
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

/**
 * Removes `//` and `/* *\/` comments outside string and template literals: a line comment becomes a
 * newline, a block comment a space. (A regex literal that holds a comment opener is read wrongly,
 * but alike on both sides.) Copies the text between comments in slices, not per character.
 */
export function stripComments(text: string): string {
  if (!text.includes('/')) return text;
  let out = '';
  let from = 0;
  forEachComment(text, 0, text.length, (start, end, line) => {
    out += text.slice(from, start) + (line ? '\n' : ' ');
    from = end;
  });
  return from === 0 ? text : out + text.slice(from);
}

/**
 * FNV-1a over `text[start, end)` without its comments and whitespace: equal to
 * FNV-1a of `stripComments(slice).replace(/\s+/g, '')`, without building either string.
 */
export function compactHash(text: string, start: number, end: number): string {
  let h = 0x811c9dc5;
  let at = start;
  const take = (to: number) => {
    for (; at < to; at++) {
      const c = text.charCodeAt(at);
      if (isWhitespace(c)) continue;
      h ^= c;
      h = Math.imul(h, 0x01000193);
    }
  };
  forEachComment(text, start, end, (from, to) => {
    take(from);
    at = to;
  });
  take(end);
  return (h >>> 0).toString(16).padStart(8, '0');
}

/**
 * Whether `a[aStart, aEnd)` and `b[bStart, bEnd)` read alike once every run of whitespace and
 * comments counts as one space: `normalizeCode(stripComments(..))` is a function of that reading
 * (stripComments turns a comment into whitespace, normalizeCode first collapses whitespace runs), so
 * the two normalize equal without either being built.
 */
export function sameCode(
  a: string,
  aStart: number,
  aEnd: number,
  b: string,
  bStart: number,
  bEnd: number,
): boolean {
  // Character for character the same (half the declared type pairs on `effect`): no comment scan.
  if (aEnd - aStart === bEnd - bStart && a.startsWith(b.slice(bStart, bEnd), aStart)) return true;
  const x = new CodeReader(a, aStart, aEnd);
  const y = new CodeReader(b, bStart, bEnd);
  for (;;) {
    const c = x.next();
    if (c !== y.next()) return false;
    if (c === -1) return true;
  }
}

/** Reads a range of code one character at a time, a run of whitespace and comments as one space. */
class CodeReader {
  private readonly comments: number[] = [];
  private comment = 0;

  constructor(
    private readonly text: string,
    private at: number,
    private readonly end: number,
  ) {
    forEachComment(text, at, end, (start, to) => this.comments.push(start, to));
  }

  /** The next character code, SPACE for a run of whitespace and comments, -1 at the end. */
  next(): number {
    if (this.at >= this.end) return -1;
    let gap = false;
    for (;;) {
      if (this.comments[this.comment] === this.at) {
        this.at = this.comments[this.comment + 1]!;
        this.comment += 2;
      } else if (this.at < this.end && isWhitespace(this.text.charCodeAt(this.at))) {
        this.at++;
      } else break;
      gap = true;
    }
    if (gap) return SPACE;
    return this.text.charCodeAt(this.at++);
  }
}

/**
 * Calls `found(start, end, isLineComment)` for each comment in `text[from, to)` outside string and
 * template literals. A line comment's range includes its newline; an unterminated one runs to `to`.
 */
function forEachComment(
  text: string,
  from: number,
  to: number,
  found: (start: number, end: number, line: boolean) => void,
): void {
  let i = from;
  while (i < to) {
    const c = text.charCodeAt(i);
    const next = i + 1 < to ? text.charCodeAt(i + 1) : -1;
    if (c === QUOTE || c === APOSTROPHE || c === BACKTICK) {
      // Skip the literal: a backslash escapes the next character.
      for (i++; i < to; i++) {
        const d = text.charCodeAt(i);
        if (d === BACKSLASH) i++;
        else if (d === c) break;
      }
      i++;
    } else if (c === SLASH && next === SLASH) {
      const nl = text.indexOf('\n', i + 2);
      const end = nl === -1 || nl >= to ? to : nl + 1;
      found(i, end, true);
      i = end;
    } else if (c === SLASH && next === STAR) {
      const close = text.indexOf('*/', i + 2);
      const end = close === -1 || close + 2 > to ? to : close + 2;
      found(i, end, false);
      i = end;
    } else i++;
  }
}

/**
 * Whitespace-insensitive text that still reads well in a message: `(a: string | null) => void`.
 * String and template literals keep their characters (a whitespace run in one is one space, as
 * everywhere, so that `sameCode` implies equal normalized texts): `'&&'` is not `' && '`.
 */
export function normalizeCode(text: string): string {
  const collapsed = text.replace(/\s+/g, ' ');
  if (!/['"`]/.test(collapsed)) return spacedCode(collapsed);
  const literals: string[] = [];
  const masked = collapsed.replace(STRING_LITERAL, (s) => `\0${literals.push(s) - 1}\0`);
  return spacedCode(masked).replace(/\0(\d+)\0/g, (_, i: string) => literals[Number(i)]!);
}

const STRING_LITERAL = /'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|`(?:[^`\\]|\\.)*`/g;

function spacedCode(text: string): string {
  return text
    .replace(/\s*([(){}[\]<>,;:|&=?])\s*/g, '$1')
    .replace(/[,;]([}\])>])/g, '$1')
    .replace(/=>/g, ' => ')
    .replace(/[|&]+/g, (op) => ` ${op} `)
    .replace(/([,:])(?=\S)/g, '$1 ')
    .replace(/^[|&] /, '')
    .trim();
}

/**
 * Loading the TypeScript compiler (the one ts-morph bundles) on demand, parsing one file version,
 * and the small helpers every TS extractor file uses.
 */
import type * as TsMorph from 'ts-morph';
import { lineAt, lineStarts } from '../comments';
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
  mode: 'type' | 'return' | 'value';
}

/** One parsed file version and the helpers that read it. */
export class TsContext {
  readonly text: string;
  private readonly starts: number[];
  /** Start offsets of doc comments that belong to public declarations. */
  readonly publicDocs = new Set<number>();
  /** The statement of each top-level variable declaration (TS files are parsed without parents). */
  readonly variableStatements = new Map<Node, TsMorph.ts.VariableStatement>();

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

  /** Comment- and whitespace-free text, for hashing bodies and initializers. */
  compact(node: Node): string {
    return stripComments(node.getText(this.sf)).replace(/\s+/g, '');
  }

  typeRef(node: Node | undefined, mode: TsTypeHandle['mode'] = 'type'): TypeRef | undefined {
    if (!node) return undefined;
    const handle: TsTypeHandle = { node, mode };
    return { text: this.normalized(node), handle };
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
 * Removes `//` and `/* *\/` comments outside string and template literals. (A regex literal that
 * holds a comment opener is read wrongly, but alike on both sides.)
 */
export function stripComments(text: string): string {
  if (!text.includes('/')) return text;
  let out = '';
  let quote = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      out += c;
      if (c === '\\') out += text[++i] ?? '';
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'" || c === '`') {
      quote = c;
      out += c;
    } else if (c === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i++;
      out += '\n';
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end === -1 ? text.length : end + 1;
      out += ' ';
    } else out += c;
  }
  return out;
}

/** Whitespace-insensitive text that still reads well in a message: `(a: string | null) => void`. */
export function normalizeCode(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/\s*([(){}[\]<>,;:|&=?])\s*/g, '$1')
    .replace(/[,;]([}\])>])/g, '$1')
    .replace(/=>/g, ' => ')
    .replace(/[|&]+/g, (op) => ` ${op} `)
    .replace(/([,:])(?=\S)/g, '$1 ')
    .replace(/^[|&] /, '')
    .trim();
}

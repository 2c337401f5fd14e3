import type { RawComment } from '../comments';
import type { DocInfo } from '../model';
import type { PyNode } from './parser';

const LITERALS = new Set([
  'string',
  'concatenated_string',
  'integer',
  'float',
  'true',
  'false',
  'none',
  'ellipsis',
]);

/** A literal expression (numbers, strings, None, and tuples/lists/dicts/sets of literals). */
export function isLiteral(node: PyNode): boolean {
  const type = node.type;
  if (LITERALS.has(type)) return !(type === 'string' && isInterpolated(node));
  if (type === 'unary_operator') return isLiteral(node.namedChildren[0]!);
  if (COLLECTIONS.has(type)) {
    return node.namedChildren.every((c) => c !== null && (c.type === 'comment' || isLiteral(c)));
  }
  if (type === 'pair') return node.namedChildren.every((c) => c !== null && isLiteral(c));
  return false;
}

const COLLECTIONS = new Set(['tuple', 'list', 'set', 'dictionary', 'parenthesized_expression']);

const LARGE_LITERAL = 4000;

/**
 * A literal's value as text (`isLiteral` holds), whatever its layout: comments, line breaks,
 * redundant parentheses and trailing commas do not change it (`("a")` is `"a"`, `[1, 2, ]` is
 * `[1, 2]`; a one-element tuple keeps its comma).
 */
export function literalText(node: PyNode): string {
  // A table of thousands of entries is compared by its text with whitespace collapsed: reading it
  // node by node would cost more than the rest of its module.
  if (node.endIndex - node.startIndex > LARGE_LITERAL) return node.text.replace(/\s+/g, ' ');
  const items = () =>
    node.namedChildren
      .filter((c): c is PyNode => c !== null && c.type !== 'comment')
      .map(literalText);
  switch (node.type) {
    case 'parenthesized_expression':
      return items()[0] ?? '()';
    case 'tuple': {
      const all = items();
      return `(${all.join(', ')}${all.length === 1 ? ',' : ''})`;
    }
    case 'list':
      return `[${items().join(', ')}]`;
    case 'set':
    case 'dictionary':
      return `{${items().join(', ')}}`;
    case 'pair':
      return items().join(': ');
    case 'concatenated_string':
      return items().join(' ');
    case 'unary_operator':
      return `${node.childForFieldName('operator')?.text ?? ''}${items().join('')}`;
    case 'string':
      return stringText(node.text);
    default:
      return node.text;
  }
}

/**
 * A string literal by its value as far as quoting goes: `'a'`, `"a"` and `u'a'` are one string,
 * `'it\'s'` and `"it's"` too (formatters change quotes). Escapes other than of a quote, and raw
 * strings, are kept as written.
 */
export function stringText(literal: string): string {
  const parts = /^([A-Za-z]*)('''|"""|'|")([\s\S]*)\2$/.exec(literal);
  if (!parts) return literal;
  const [, written = '', quote = '', body = ''] = parts;
  const prefix = written.toLowerCase().replace('u', '');
  const raw = prefix.includes('r');
  const content = raw
    ? body
    : body.replace(/\\([\s\S])/g, (escape, c: string) => (c === "'" || c === '"' ? c : escape));
  if (quote.length === 3) return `${prefix}"""${content}"""`;
  return `${prefix}'${raw ? content : content.replace(/'/g, "\\'")}'`;
}

/** An f-string (or t-string) with a replacement field; only those prefixes interpolate. */
function isInterpolated(str: PyNode): boolean {
  const prefix = str.firstChild?.text ?? '';
  return /[fFtT]/.test(prefix) && str.descendantsOfType('interpolation').length > 0;
}

/** A docstring as the extractor found it: its DocInfo and its comment record. */
export interface FoundDoc {
  info: DocInfo;
  raw: RawComment;
}

/** What the Python extractor carries while it walks one file: the docstrings it found. */
export class PyScope {
  readonly docstrings: RawComment[] = [];
  private readonly found: FoundDoc[] = [];
  private readonly byDoc = new Map<DocInfo, RawComment>();

  /** Records a docstring (for the comment inventory) and returns its DocInfo. */
  doc(str: PyNode | undefined, isPublic: boolean): DocInfo | undefined {
    if (!str) return undefined;
    const raw: RawComment = {
      start: str.startIndex,
      end: str.endIndex,
      doc: true,
      docstring: true,
      ...(isPublic ? { publicDoc: true } : {}),
    };
    const info: DocInfo = {
      line: str.startPosition.row + 1,
      deprecated: /\.\. deprecated::/.test(str.text),
    };
    this.add({ info, raw });
    return info;
  }

  /** How many docstrings were found so far (to take those a reading finds, with `since`). */
  get count(): number {
    return this.found.length;
  }

  /** Copies of the docstrings found since `count` was `mark`, as they are now. */
  since(mark: number): FoundDoc[] {
    return this.found.slice(mark).map(({ info, raw }) => ({ info, raw: { ...raw } }));
  }

  /** Docstrings another version of the file found in the same text, `shift` characters away. */
  adopt(docs: FoundDoc[], shift: number): void {
    for (const { info, raw } of docs)
      this.add({ info, raw: { ...raw, start: raw.start + shift, end: raw.end + shift } });
  }

  /** A definition turned out not to be public (e.g. left out of `__all__`): its docstring is plain. */
  notPublic(doc: DocInfo | undefined): void {
    const raw = doc && this.byDoc.get(doc);
    if (raw) delete raw.publicDoc;
  }

  private add(found: FoundDoc): void {
    this.docstrings.push(found.raw);
    this.found.push(found);
    this.byDoc.set(found.info, found.raw);
  }
}

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

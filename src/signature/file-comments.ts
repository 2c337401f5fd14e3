import { buildInventory, CommentTexts, type RawComment } from './comments';
import type { SignatureLanguage } from './kinds';
import type { CommentInventory } from './model';

/**
 * One file version's comments as its extractor found them. The inventory (normalized, grouped,
 * classified text) is built only when the two versions' comments differ: with the same comment
 * texts in the same order, no comment can have been removed and the comment share is unchanged,
 * so there is nothing to compare.
 */
export class FileComments {
  /** Sorted by start, overlaps dropped. */
  readonly found: RawComment[];
  private built: CommentInventory | undefined;

  constructor(
    readonly language: SignatureLanguage,
    readonly source: string,
    comments: RawComment[],
    private readonly starts?: number[],
  ) {
    this.found = [];
    for (const c of [...comments].sort((a, b) => a.start - b.start)) {
      if (c.start >= (this.found.at(-1)?.end ?? 0)) this.found.push(c);
    }
  }

  /** The inventory; `known` holds the comment texts the other version of the file already read. */
  inventory(known: CommentTexts = new CommentTexts()): CommentInventory {
    this.built ??= buildInventory(this.language, this.source, this.found, this.starts, known);
    return this.built;
  }

  /** The same comment texts, character for character, in the same order. */
  sameTexts(other: FileComments): boolean {
    if (other.found.length !== this.found.length) return false;
    return this.found.every((c, i) => {
      const o = other.found[i]!;
      return (
        c.end - c.start === o.end - o.start &&
        other.source.startsWith(this.source.slice(c.start, c.end), o.start)
      );
    });
  }
}

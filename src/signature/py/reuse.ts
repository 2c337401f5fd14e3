/**
 * Reusing the base version's reading of a definition the head repeats. A top-level `def` or
 * `class` statement (decorators included) is read from its own text alone: its name, signature,
 * members, decorators and docstrings. What its file adds (`__all__`, the other definitions of the
 * same name) is applied after reading, to either reading alike. So a head statement with the
 * base's text takes the base's symbol, and its docstrings moved to where the head has them; the
 * symbol is the same object when it also kept its line (the comparison then skips it, since every
 * comparison of a reading with itself is empty), else a copy with the head's line.
 * `@overload` stubs are not reused: their signatures are gathered across statements.
 */
import type { ApiSymbol } from '../model';
import type { PyNode } from './parser';
import type { FoundDoc, PyScope } from './scope';

interface DefinitionReading {
  start: number;
  row: number;
  symbol: ApiSymbol;
  docs: FoundDoc[];
}

/** Reads definition statement `st` (a `def` or `class`, decorated or not) with `read`. */
export type ReadDefinition = (
  scope: PyScope,
  source: string,
  st: PyNode,
  read: () => ApiSymbol,
) => ApiSymbol;

export const readFresh: ReadDefinition = (_scope, _source, _st, read) => read();

/** The base's readings of its definitions, by statement text. */
export class DefinitionReadings {
  private readonly byText = new Map<string, DefinitionReading>();

  /** The base: reads a definition and keeps the reading. */
  readonly keep: ReadDefinition = (scope, source, st, read) => {
    const mark = scope.count;
    const symbol = read();
    const text = source.slice(st.startIndex, st.endIndex);
    if (!this.byText.has(text)) {
      const docs = scope.since(mark);
      this.byText.set(text, { start: st.startIndex, row: st.startPosition.row, symbol, docs });
    }
    return symbol;
  };

  /** The head: the base's reading of the same text, else a fresh one. */
  readonly reuse: ReadDefinition = (scope, source, st, read) => {
    const was = this.byText.get(source.slice(st.startIndex, st.endIndex));
    if (!was) return read();
    scope.adopt(was.docs, st.startIndex - was.start);
    const shift = st.startPosition.row - was.row;
    return shift === 0 ? was.symbol : { ...was.symbol, line: was.symbol.line + shift };
  };
}

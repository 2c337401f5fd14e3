import type { SurfaceResult } from '../model';
import { loadTsMorph, parseDiagnostics, TsContext, type SourceFile, type TS } from './context';
import type { SymbolSources } from './reuse';
import { tsSurface } from './surface';

export { loadTsMorph };
export { TsTypeOracle } from './oracle';

/**
 * Parses one TS/JS file version (JSDoc only where it carries types: `.js`) and reads its surface;
 * `reuse` holds the other version's symbols, for exports declared identically (see reuse.ts).
 */
export function tsFileSurface(
  ts: TS,
  fileName: string,
  text: string,
  reuse?: SymbolSources,
): { surface: SurfaceResult; sf?: SourceFile; sources?: SymbolSources } {
  const js = /\.[cm]?jsx?$/.test(fileName);
  const kind = fileName.endsWith('x')
    ? js
      ? ts.ScriptKind.JSX
      : ts.ScriptKind.TSX
    : js
      ? ts.ScriptKind.JS
      : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(
    fileName,
    text,
    {
      languageVersion: ts.ScriptTarget.ES2022,
      jsDocParsingMode: ts.JSDocParsingMode.ParseForTypeInfo,
    },
    // Parent pointers cost a third of the parse; only JSDoc look-ups in .js files need them (the
    // checker's binder sets them when a type question comes up).
    js,
    kind,
  );
  const diagnostics = parseDiagnostics(sf);
  const first = diagnostics?.[0];
  if (first) {
    const cx = new TsContext(ts, sf, js);
    const message = ts.flattenDiagnosticMessageText(first.messageText as string, ' ');
    return { surface: { unparseable: true, line: cx.lineOfOffset(first.start ?? 0), message } };
  }
  return { ...tsSurface(new TsContext(ts, sf, js), reuse), sf };
}

import type * as TsMorph from 'ts-morph';
import type { ApiSymbol, Reexport, Surface } from '../model';
import { tsComments } from './comments';
import { entityNames, type TS, type TsContext } from './context';
import { declarationSpans, reuseSymbol, sourceOf, type SymbolSources } from './reuse';
import { buildSymbol, exportedIn, type TsNode } from './symbols';

interface Binding {
  from: string;
  imported: string;
}

interface Exported {
  decls: TsNode[];
  typeOnly: boolean;
}

/**
 * The public surface of one TS/JS module, read from syntax: `export` declarations, export lists,
 * `export default` / `export =`, re-exports (kept as a table even when their targets are not in
 * the program) and CommonJS `module.exports` / `exports.x` assignments. An export that `reuse` (the
 * base version's symbols) holds with identical declarations is taken from there, not read again.
 */
export function tsSurface(
  cx: TsContext,
  reuse?: SymbolSources,
): { surface: Surface; sources: SymbolSources } {
  const ts = cx.ts;
  const locals = cx.locals;
  const imports = new Map<string, Binding>();
  const exported = new Map<string, Exported>();
  const reexports = new Map<string, Reexport>();
  const addLocal = (name: string, node: TsNode) =>
    locals.set(name, [...(locals.get(name) ?? []), node]);
  const addExport = (name: string, node: TsNode, typeOnly = false) => {
    const prev = exported.get(name);
    if (prev) prev.decls.push(node);
    else exported.set(name, { decls: [node], typeOnly });
  };
  const addReexport = (name: string, b: Binding, node: TsNode, typeOnly = false) => {
    const key = name === '*' ? `* from ${b.from}` : name;
    reexports.set(key, { name, ...b, ...(typeOnly ? { typeOnly } : {}), line: cx.line(node) });
  };
  const pendingLists: TsMorph.ts.ExportDeclaration[] = [];
  // `import NonEmptyArray = NEA.NonEmptyArray`: a name for what an import names.
  const aliases: [string, TsMorph.ts.EntityName][] = [];
  const pendingDefaults: TsMorph.ts.ExportAssignment[] = [];
  // Read once every local is known: TypeScript's CommonJS output assigns `exports.f = f` above
  // the hoisted `function f`.
  const pendingCommonJs: (TsMorph.ts.ExpressionStatement | TsMorph.ts.VariableStatement)[] = [];

  // A declaration file exports what it declares: a module its declarations, a script (no import
  // or export) the globals it declares.
  const isExportedHere = exportedIn(cx, cx.sf.statements, cx.sf.isDeclarationFile);
  for (const st of cx.sf.statements) {
    const isExported = isExportedHere(st);
    const isDefault = cx.hasModifier(st, ts.SyntaxKind.DefaultKeyword);
    if (ts.isVariableStatement(st)) {
      if (cx.js) pendingCommonJs.push(st);
      for (const d of st.declarationList.declarations) {
        cx.variableStatements.set(d, st);
        const names = bindingNames(ts, d.name);
        for (const name of names) {
          addLocal(name, d);
          if (isExported) addExport(name, d);
        }
      }
    } else if (
      ts.isFunctionDeclaration(st) ||
      ts.isClassDeclaration(st) ||
      ts.isInterfaceDeclaration(st) ||
      ts.isTypeAliasDeclaration(st) ||
      ts.isEnumDeclaration(st) ||
      (ts.isModuleDeclaration(st) && ts.isIdentifier(st.name))
    ) {
      const name = st.name && ts.isIdentifier(st.name) ? st.name.text : undefined;
      if (name) addLocal(name, st);
      if (isExported) addExport(isDefault ? 'default' : (name ?? 'default'), st);
    } else if (
      ts.isModuleDeclaration(st) &&
      ts.isStringLiteral(st.name) &&
      st.body &&
      !st.name.text.startsWith('.')
    ) {
      // `declare module "cluster" { … }`: the API of module `cluster` (or an augmentation of it).
      // An augmentation of a module of this package (`declare module "."`) adds to declarations
      // that file reads, and may move into them.
      addExport(st.name.text, st);
    } else if (ts.isImportDeclaration(st) && ts.isStringLiteral(st.moduleSpecifier)) {
      collectImports(cx, st, imports);
    } else if (ts.isImportEqualsDeclaration(st)) {
      const ref = st.moduleReference;
      if (ts.isExternalModuleReference(ref) && ts.isStringLiteral(ref.expression)) {
        imports.set(st.name.text, { from: ref.expression.text, imported: 'export=' });
      } else if (!ts.isExternalModuleReference(ref)) aliases.push([st.name.text, ref]);
      if (isExported) addExport(st.name.text, st);
    } else if (ts.isExportDeclaration(st)) {
      pendingLists.push(st);
    } else if (ts.isExportAssignment(st)) {
      pendingDefaults.push(st);
    } else if (cx.js && ts.isExpressionStatement(st)) {
      pendingCommonJs.push(st);
      collectExpando(cx, st);
    }
  }

  for (const name of imports.keys()) if (!locals.has(name)) cx.importedOnly.add(name);
  for (const [name, b] of imports) {
    if (locals.has(name)) continue;
    cx.importSources.set(
      name,
      b.imported === '*' || b.imported === 'export=' ? `'${b.from}'` : `'${b.from}'.${b.imported}`,
    );
  }
  for (const [name, ref] of aliases) {
    const [first, ...rest] = entityNames(ts, ref);
    const source = cx.importSources.get(first!);
    if (source === undefined || locals.has(name)) continue;
    cx.importSources.set(name, [source, ...rest].join('.'));
    cx.importedOnly.add(name);
  }
  // Locals bound to `require("...")` (`var m_1 = require("./m")`): imports too.
  const requires = new Map<string, string>();
  for (const [name, decls] of locals) {
    const d = decls[0];
    const from =
      d && ts.isVariableDeclaration(d) && d.initializer
        ? requireTarget(cx, cx.bare(d.initializer))
        : undefined;
    if (from === undefined) continue;
    requires.set(name, from);
    cx.importSources.set(name, `'${from}'`);
  }

  for (const st of pendingLists) {
    const from =
      st.moduleSpecifier && ts.isStringLiteral(st.moduleSpecifier)
        ? st.moduleSpecifier.text
        : undefined;
    const clause = st.exportClause;
    if (from !== undefined && !clause) addReexport('*', { from, imported: '*' }, st, st.isTypeOnly);
    else if (from !== undefined && clause && ts.isNamespaceExport(clause))
      addReexport(clause.name.text, { from, imported: '*' }, st, st.isTypeOnly);
    else if (clause && ts.isNamedExports(clause)) {
      for (const spec of clause.elements) {
        const name = moduleExportName(cx, spec.name);
        const local = moduleExportName(cx, spec.propertyName ?? spec.name);
        const typeOnly = st.isTypeOnly || spec.isTypeOnly;
        if (from !== undefined) {
          addReexport(name, { from, imported: local }, spec, typeOnly);
        } else if (imports.has(local)) {
          addReexport(name, imports.get(local)!, spec, typeOnly);
        } else {
          for (const d of locals.get(local) ?? [spec]) addExport(name, d, typeOnly);
        }
      }
    }
  }

  const placeholders = new Map<string, TsNode>();
  const sink: Sink = { locals, imports, requires, addExport, addReexport, placeholders };
  for (const st of pendingCommonJs) {
    if (ts.isExpressionStatement(st)) commonJs(cx, st.expression, sink);
    else
      for (const d of st.declarationList.declarations)
        if (d.initializer) commonJs(cx, cx.bare(d.initializer), sink, d);
  }
  for (const [name, node] of placeholders)
    if (!exported.has(name) && !reexports.has(name)) addExport(name, node);
  for (const st of pendingDefaults) {
    exportExpression(cx, st.isExportEquals ? 'export=' : 'default', st.expression, sink);
  }

  for (const e of exported.values()) e.decls = aliased(cx, e.decls, locals);
  const symbols = new Map<string, ApiSymbol>();
  const sources: SymbolSources = new Map();
  for (const [name, e] of exported) {
    const spans = declarationSpans(cx, e.decls);
    const reused = reuseSymbol(cx, reuse?.get(name), e.typeOnly, e.decls, spans);
    if (reused) {
      symbols.set(name, reused);
      continue;
    }
    cx.readAlso.clear();
    const { symbol, primary } = buildSymbol(cx, name, e.decls, e.typeOnly);
    symbols.set(name, symbol);
    // What else the reading took in is part of what it was read from (so it is reused only
    // where all of that is repeated too).
    const read = [...spans, ...declarationSpans(cx, [...cx.readAlso])];
    sources.set(name, sourceOf(cx, e.typeOnly, read, primary, symbol));
  }
  const comments = tsComments(cx);
  const read = new Map<string, ApiSymbol | undefined>();
  const local = (name: string) => {
    if (!read.has(name)) {
      const decls = (locals.get(name) ?? []).filter(
        (d) => ts.isClassDeclaration(d) || ts.isInterfaceDeclaration(d),
      );
      read.set(name, decls.length > 0 ? buildSymbol(cx, name, decls).symbol : undefined);
    }
    return read.get(name);
  };
  return {
    surface: {
      language: 'ts',
      symbols,
      reexports,
      hidden: new Map(),
      local,
      comments,
      ...(cx.sf.isDeclarationFile && !ts.isExternalModule(cx.sf) ? { global: true } : {}),
    },
    sources,
  };
}

/** `ky.post = …` at the top level of a JS file: a property of `ky` (see `TsContext.expandos`). */
function collectExpando(cx: TsContext, st: TsMorph.ts.ExpressionStatement): void {
  const ts = cx.ts;
  const e = st.expression;
  if (!ts.isBinaryExpression(e) || e.operatorToken.kind !== ts.SyntaxKind.EqualsToken) return;
  const left = e.left;
  if (!ts.isPropertyAccessExpression(left) || !ts.isIdentifier(left.expression)) return;
  const owner = left.expression.text;
  if (owner === 'exports' || owner === 'module') return;
  const props = cx.expandos.get(owner) ?? new Map<string, TsNode[]>();
  props.set(left.name.text, [...(props.get(left.name.text) ?? []), st]);
  cx.expandos.set(owner, props);
}

/**
 * An exported `const a = b` (no type of its own) whose `b` is declared here is `b` under another
 * name, as bundlers write it (`const createStore = createStore$1`): read as `b`'s declarations.
 */
function aliased(cx: TsContext, decls: TsNode[], locals: Map<string, TsNode[]>): TsNode[] {
  const ts = cx.ts;
  const seen = new Set<TsNode>();
  let at = decls;
  for (;;) {
    const d = at.length === 1 ? at[0]! : undefined;
    if (!d || seen.has(d) || !ts.isVariableDeclaration(d) || d.type || !d.initializer) return at;
    const init = cx.bare(d.initializer);
    const target = ts.isIdentifier(init) ? locals.get(init.text) : undefined;
    // (Nodes of a .ts file have no parent pointers: the statement is looked up.)
    const statement = cx.variableStatements.get(d);
    if (!target || !statement || !(statement.declarationList.flags & ts.NodeFlags.Const)) return at;
    seen.add(d);
    at = target;
  }
}

/** The names a declaration binds: `a`, or every name of a `{ a, b: [c] }` pattern. */
export function bindingNames(ts: TS, name: TsMorph.ts.BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text];
  return name.elements.flatMap((e) => (ts.isBindingElement(e) ? bindingNames(ts, e.name) : []));
}

function moduleExportName(cx: TsContext, n: TsMorph.ts.ModuleExportName): string {
  return cx.ts.isIdentifier(n) ? n.text : n.text;
}

function collectImports(
  cx: TsContext,
  st: TsMorph.ts.ImportDeclaration,
  imports: Map<string, Binding>,
): void {
  const ts = cx.ts;
  const from = (st.moduleSpecifier as TsMorph.ts.StringLiteral).text;
  const clause = st.importClause;
  if (!clause) return;
  if (clause.name) imports.set(clause.name.text, { from, imported: 'default' });
  const named = clause.namedBindings;
  if (named && ts.isNamespaceImport(named)) imports.set(named.name.text, { from, imported: '*' });
  else if (named) {
    for (const el of named.elements) {
      imports.set(el.name.text, {
        from,
        imported: moduleExportName(cx, el.propertyName ?? el.name),
      });
    }
  }
}

interface Sink {
  locals: Map<string, TsNode[]>;
  imports: Map<string, Binding>;
  /** Local name → the module it holds, for a local bound to `require("...")`. */
  requires: Map<string, string>;
  addExport(name: string, node: TsNode): void;
  addReexport(name: string, b: Binding, node: TsNode): void;
  /** `exports.x = void 0`: TypeScript's placeholders, exports only where nothing else binds x. */
  placeholders?: Map<string, TsNode>;
}

/** `export default X`, `export = X`, `module.exports = X`, `exports.a = X`: what X is. */
function exportExpression(
  cx: TsContext,
  name: string,
  expr: TsMorph.ts.Expression,
  sink: Sink,
): void {
  const ts = cx.ts;
  const e = cx.bare(expr);
  if (ts.isIdentifier(e) && sink.locals.has(e.text)) {
    for (const d of sink.locals.get(e.text)!) sink.addExport(name, d);
    return;
  }
  if (ts.isIdentifier(e) && sink.imports.has(e.text)) {
    sink.addReexport(name, sink.imports.get(e.text)!, expr);
    return;
  }
  const required = requireTarget(cx, e);
  // `require("./m").X`, or `m_1.X` where `var m_1 = require("./m")`.
  const accessed = ts.isPropertyAccessExpression(e)
    ? (requireTarget(cx, e.expression) ??
      (ts.isIdentifier(e.expression) ? sink.requires.get(e.expression.text) : undefined))
    : undefined;
  if (required !== undefined) sink.addReexport(name, { from: required, imported: 'export=' }, expr);
  else if (accessed !== undefined && ts.isPropertyAccessExpression(e))
    sink.addReexport(name, { from: accessed, imported: e.name.text }, expr);
  else sink.addExport(name, e);
}

/**
 * TypeScript's CommonJS helpers: `__exportStar(require("./m"), exports)` (`export * from`), and
 * `Object.defineProperty(exports, "X", { get: function () { return m_1.X; } })` (`export { X }
 * from`, or a re-exported binding).
 */
function commonJsCall(
  cx: TsContext,
  e: TsMorph.ts.CallExpression,
  sink: Sink,
  isExports: (n: TsMorph.ts.Expression) => boolean,
): void {
  const ts = cx.ts;
  const callee = e.expression.getText(cx.sf);
  const [first, second, third] = e.arguments;
  if (/^(?:[\w$]+\.)?__(?:exportStar|export)$/.test(callee) && first) {
    const from = requireTarget(cx, cx.bare(first));
    if (from !== undefined) sink.addReexport('*', { from, imported: '*' }, e);
    return;
  }
  if (callee !== 'Object.defineProperty' || !first || !isExports(first)) return;
  if (!second || !ts.isStringLiteral(second) || !third || !ts.isObjectLiteralExpression(third))
    return;
  for (const p of third.properties) {
    if (!p.name || cx.nameOf(p.name) !== 'get') continue;
    const fn = ts.isPropertyAssignment(p) ? cx.bare(p.initializer) : p;
    const body = ts.isFunctionLike(fn)
      ? (fn as TsMorph.ts.FunctionLikeDeclaration).body
      : undefined;
    const returned =
      body && ts.isBlock(body)
        ? body.statements.find(ts.isReturnStatement)?.expression
        : (body as TsMorph.ts.Expression | undefined);
    if (returned) exportExpression(cx, second.text, returned, sink);
  }
}

function requireTarget(cx: TsContext, e: TsMorph.ts.Expression): string | undefined {
  const ts = cx.ts;
  if (
    ts.isCallExpression(e) &&
    ts.isIdentifier(e.expression) &&
    e.expression.text === 'require' &&
    e.arguments.length === 1 &&
    ts.isStringLiteral(e.arguments[0]!)
  ) {
    return (e.arguments[0] as TsMorph.ts.StringLiteral).text;
  }
  return undefined;
}

/**
 * CommonJS: `module.exports = {...}`, `module.exports = X`, `module.exports.a = X`, `exports.a = X`.
 * A chain exports each name it assigns (`exports.b = exports.a = void 0`, TypeScript's
 * placeholders); `const a = exports.a = 1` exports `a` as that declaration.
 */
function commonJs(
  cx: TsContext,
  e: TsMorph.ts.Expression,
  sink: Sink,
  declaration?: TsMorph.ts.VariableDeclaration,
): void {
  const ts = cx.ts;
  const isAssignment = (n: TsMorph.ts.Expression): n is TsMorph.ts.BinaryExpression =>
    ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.EqualsToken;
  const isModuleExports = (n: TsMorph.ts.Expression) =>
    ts.isPropertyAccessExpression(n) &&
    ts.isIdentifier(n.expression) &&
    n.expression.text === 'module' &&
    n.name.text === 'exports';
  const isExports = (n: TsMorph.ts.Expression) =>
    (ts.isIdentifier(n) && n.text === 'exports') || isModuleExports(n);
  if (ts.isCallExpression(e)) {
    commonJsCall(cx, e, sink, isExports);
    return;
  }
  if (!isAssignment(e)) return;
  if (isModuleExports(e.left)) {
    const value = cx.bare(e.right);
    if (!ts.isObjectLiteralExpression(value)) {
      exportExpression(cx, 'export=', value, sink);
      return;
    }
    for (const p of value.properties) {
      const name = p.name && cx.nameOf(p.name);
      if (!name) continue;
      if (ts.isShorthandPropertyAssignment(p)) exportExpression(cx, name, p.name, sink);
      else if (ts.isPropertyAssignment(p)) exportExpression(cx, name, p.initializer, sink);
      else if (ts.isMethodDeclaration(p)) sink.addExport(name, p);
    }
    return;
  }
  const names: string[] = [];
  let value: TsMorph.ts.Expression = e;
  while (
    isAssignment(value) &&
    ts.isPropertyAccessExpression(value.left) &&
    isExports(value.left.expression)
  ) {
    names.push(value.left.name.text);
    value = value.right;
  }
  for (const name of names) {
    if (declaration) sink.addExport(name, declaration);
    else if (ts.isVoidExpression(value) && sink.placeholders) sink.placeholders.set(name, value);
    else exportExpression(cx, name, value, sink);
  }
}

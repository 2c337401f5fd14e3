import type * as TsMorph from 'ts-morph';
import type { Relation, TypeOracle, TypeRef } from '../model';
import {
  arraySpelling,
  guardParts,
  isLiteralType,
  textRelation,
  unionMembers,
  withoutUndefinedMember,
} from '../type-text';
import { normalizedText, sameCode } from './code-text';
import { parseDiagnostics, type SourceFile, type TsTypeHandle } from './context';
import { opaqueBySyntax } from './opacity';
import {
  canonicalType,
  literalMembers,
  membersRelation,
  readonlyRelation,
  unparenthesized,
} from './type-canon';

type Ts = typeof TsMorph.ts;
type Checker = TsMorph.ts.TypeChecker;
type Type = TsMorph.ts.Type;

const LIB_DIR = '/node_modules/typescript/lib';
let libFiles: Map<string, SourceFile> | undefined;

/** Compiler options of the checking program: ES libs only (no DOM name collisions), strict nulls. */
function compilerOptions(ts: Ts): TsMorph.ts.CompilerOptions {
  return {
    lib: ['lib.es2023.d.ts'],
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    allowJs: true,
    checkJs: false,
    noEmit: true,
    noResolve: true,
    skipLibCheck: true,
    types: [],
    jsx: ts.JsxEmit.Preserve,
  };
}

/**
 * ES lib files, parsed once per process through a ts-morph Project (which ships them in memory) on
 * the first type question; a run whose types all compare equal by text never loads them.
 */
function loadLibs(morph: typeof TsMorph): Map<string, SourceFile> {
  if (libFiles) return libFiles;
  const project = new morph.Project({
    useInMemoryFileSystem: true,
    compilerOptions: compilerOptions(morph.ts),
  });
  project.createSourceFile('/__lil_lib_anchor.ts', 'export {};');
  const files = project.getProgram().compilerObject.getSourceFiles();
  libFiles = new Map(
    files.filter((f) => f.fileName.startsWith(LIB_DIR)).map((f) => [f.fileName, f]),
  );
  return libFiles;
}

/**
 * Type relations for one base/head pair: a program of the two files (and the ES libs), built on
 * the first question that text cannot answer. Imports are never resolved: a type named from
 * another module is "unknown", so the verdict depends on the pair alone.
 */
export class TsTypeOracle implements TypeOracle {
  private checker: Checker | undefined;
  /**
   * inHeadScope's answers by question: each builds a program of a copy of the head file, and the
   * same two texts come up again and again as overloads are matched (valibot 0.30 → 0.42, a
   * 500 KB declaration file: 1,027 questions, 79 of them distinct).
   */
  private readonly scoped = new WeakMap<
    SourceFile,
    WeakMap<SourceFile, Map<string, Relation | undefined>>
  >();
  /** The last copy of a head file inHeadScope asked in (see headCopy). */
  private lastCopy: { head: SourceFile; copy: SourceFile } | undefined;

  constructor(
    private readonly morph: typeof TsMorph,
    private readonly files: SourceFile[],
  ) {}

  relate(base: TypeRef, head: TypeRef): Relation {
    const a = base.handle as TsTypeHandle | undefined;
    const b = head.handle as TsTypeHandle | undefined;
    if ((a && b && writtenAlike(a, b)) || base.text === head.text) return 'equal';
    const targets = guardTargets(this.morph.ts, base, head);
    if (targets) return this.relate(...targets);
    const elements = covariantArguments(this.morph.ts, a, b);
    if (elements) return withReadonly(this.relate(elements.base, elements.head), elements.readonly);
    const owned = thisRelation(this.morph.ts, a, b);
    if (owned) return owned;
    if (a?.mode === 'type' && b?.mode === 'type') {
      const [ca, cb] = [canonicalType(this.morph.ts, a), canonicalType(this.morph.ts, b)];
      if (ca === cb) return 'equal';
      const readonly = readonlyRelation(ca, cb);
      if (readonly) return readonly;
      const [ma, mb] = [literalMembers(this.morph.ts, a), literalMembers(this.morph.ts, b)];
      const byMembers = ma && mb ? membersRelation(ma, mb) : undefined;
      if (byMembers) return byMembers;
    }
    // A union with `any` or `unknown` in it is that type (`string | object | any` is `any`).
    const [topA, topB] = [topOfUnion(base.text), topOfUnion(head.text)];
    if (topA || topB) return topRelation(topA ?? base.text, topB ?? head.text)!;
    if (arraySpelling(base.text) === arraySpelling(head.text)) return 'equal';
    const byText = textRelation(base.text, head.text);
    if (byText === 'equal') return byText;
    if (!a || !b) return byText ?? topRelation(base.text, head.text) ?? 'unknown';
    // Union members are compared by text (the same text is the same type, as everywhere here),
    // unless the checker finds the two types equal: a literal member its primitive subsumes
    // (`string | 'auto'` is `string`) adds or removes nothing. Only such unions are checked.
    if (byText) {
      if (!mayBeSubsumed(base.text, head.text)) return byText;
      return this.checkedRelation(a, b) === 'equal' ? 'equal' : byText;
    }
    return this.checkedRelation(a, b) ?? opaqueRelation(a, b);
  }

  /** The checker's relation of two types, or undefined when either is opaque to it. */
  private checkedRelation(a: TsTypeHandle, b: TsTypeHandle): Relation | undefined {
    const ts = this.morph.ts;
    if (opaqueBySyntax(ts, a) || opaqueBySyntax(ts, b)) return undefined;
    const checker = this.getChecker();
    const ta = this.typeOf(checker, a);
    const tb = this.typeOf(checker, b);
    if (!ta || !tb || this.opaque(checker, a, ta) || this.opaque(checker, b, tb)) return undefined;
    const top = (t: Type) => (t.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) !== 0;
    if (top(ta) && top(tb)) return 'equal';
    if (top(ta)) return 'narrower';
    if (top(tb)) return 'wider';
    if (sameInstantiation(ts, checker, ta, tb)) return 'equal';
    // A union is assignable where each of its members is: `undefined` is left out where implied.
    const members = (t: Type, h: TsTypeHandle) =>
      !h.withoutUndefined
        ? [t]
        : (t.isUnion() ? t.types : [t]).filter((m) => (m.flags & ts.TypeFlags.Undefined) === 0);
    const headTakesBase = members(ta, a).every((m) => checker.isTypeAssignableTo(m, tb));
    const baseTakesHead = members(tb, b).every((m) => checker.isTypeAssignableTo(m, ta));
    if (headTakesBase && baseTakesHead) return 'equal';
    // (Its aliases of the two texts would bring `undefined` back.)
    const scoped = a.withoutUndefined || b.withoutUndefined ? undefined : this.inHeadScope(a, b);
    if (scoped) return scoped;
    const printed = inferredPrints(ts, checker, [a, ta], [b, tb]);
    if (printed?.alike) return 'equal';
    if (headTakesBase) return 'wider';
    if (baseTakesHead) return 'narrower';
    // An inferred type that names its declaration's own type parameters: base `T` and head `T` are
    // two symbols to the checker, which finds two such types unrelated whatever else changed
    // (RTK's `buildSelectors`: only a parameter of a returned function widened).
    if (printed?.namesOwn) return 'unknown';
    return 'unrelated';
  }

  /**
   * Two declared types related where both mean the head's declarations: the base's text written
   * beside the head's at the end of a copy of the head file. Across the two versions the checker
   * reads a class or interface both name as two types, compared member by member (unrelated where
   * it has a private member; changed where it changed, which is reported where it is declared).
   * Undefined where the base's text does not resolve there (a name the head no longer declares, or
   * one a namespace scopes) or a file is JavaScript.
   */
  private inHeadScope(a: TsTypeHandle, b: TsTypeHandle): Relation | undefined {
    // (JSDoc types, `{string}`, are no TypeScript text.)
    const js = (h: TsTypeHandle) => /\.[cm]?jsx?$/.test(h.sf.fileName);
    if (a.mode !== 'type' || b.mode !== 'type' || js(a) || js(b)) return undefined;
    const [baseText, headText] = [a, b].map((h) =>
      h.sf.text.slice(h.node.getStart(h.sf), h.node.end),
    );
    // (`this` means a class's own type only inside it.)
    if (/\bthis\b/.test(baseText! + headText!)) return undefined;
    // The answer depends on the two files and the two texts alone: scopedRelation reads nothing
    // else of the handles (the locals a text names are its file's). Files by identity: one
    // oracle may serve the modules of a whole set, two versions of one path among them.
    const byHead = this.scoped.get(a.sf) ?? new WeakMap();
    this.scoped.set(a.sf, byHead);
    const answers = byHead.get(b.sf) ?? new Map<string, Relation | undefined>();
    byHead.set(b.sf, answers);
    const question = `${baseText}\0${headText}`;
    if (answers.has(question)) return answers.get(question);
    const answer = this.scopedRelation(a, b, baseText!, headText!);
    answers.set(question, answer);
    return answer;
  }

  /**
   * A copy of `head` with `tail` after it, parsed from the last copy of the same file where there
   * is one: only the tail differs, and an incremental parse reuses the rest of the tree (a copy is
   * used once, by one program, before the next replaces it).
   */
  private headCopy(head: SourceFile, tail: string): SourceFile {
    const ts = this.morph.ts;
    const text = head.text + tail;
    const last = this.lastCopy;
    const sf =
      last?.head === head
        ? ts.updateSourceFile(last.copy, text, {
            span: { start: head.text.length, length: last.copy.text.length - head.text.length },
            newLength: tail.length,
          })
        : ts.createSourceFile(
            head.fileName,
            text,
            {
              languageVersion: ts.ScriptTarget.ES2022,
              jsDocParsingMode: ts.JSDocParsingMode.ParseNone,
            },
            false,
            (head as SourceFile & { scriptKind?: TsMorph.ts.ScriptKind }).scriptKind,
          );
    this.lastCopy = { head, copy: sf };
    return sf;
  }

  private scopedRelation(
    a: TsTypeHandle,
    b: TsTypeHandle,
    baseText: string,
    headText: string,
  ): Relation | undefined {
    const ts = this.morph.ts;
    if (!localsAlike(ts, a, b)) return undefined;
    const sf = this.headCopy(
      b.sf,
      `\n;type __lil_base = ${baseText};\ntype __lil_head = ${headText};\n`,
    );
    if (parseDiagnostics(sf)?.length) return undefined;
    const aliases = sf.statements.slice(-2);
    if (!aliases.every(ts.isTypeAliasDeclaration)) return undefined;
    const [base, head] = aliases.map((s) => s.type);
    const checker = this.checkerOf([sf]);
    const [ta, tb] = [base!, head!].map((node) => checker.getTypeFromTypeNode(node));
    const opaque = (node: TsMorph.ts.TypeNode, type: Type) =>
      this.opaque(checker, { ...b, node, sf }, type, [sf]);
    if (opaque(base!, ta!) || opaque(head!, tb!)) return undefined;
    const headTakesBase = checker.isTypeAssignableTo(ta!, tb!);
    const baseTakesHead = checker.isTypeAssignableTo(tb!, ta!);
    if (headTakesBase && baseTakesHead) return 'equal';
    return headTakesBase ? 'wider' : baseTakesHead ? 'narrower' : 'unrelated';
  }

  /**
   * Heritage entries (`extends Base<A>` → `extends Base<A, B>`, a default spelled out) are compared
   * as instantiations of the declaration they name, with no question of opacity: a class's own `T`
   * prints as `T` on both sides.
   */
  sameArguments(base: TypeRef, head: TypeRef): boolean | undefined {
    const a = base.handle as TsTypeHandle | undefined;
    const b = head.handle as TsTypeHandle | undefined;
    if (!a || !b) return undefined;
    const checker = this.getChecker();
    const [ta, tb] = [this.typeOf(checker, a), this.typeOf(checker, b)];
    if (!ta || !tb) return undefined;
    return sameInstantiation(this.morph.ts, checker, ta, tb);
  }

  /**
   * Two versions of an interface compared as whole types, inherited members included: `extends
   * Base` replaced by Base's members spelled out is the same interface. Only where every base
   * resolves (an unresolved one would lend no members, to either side) and there are no type
   * parameters (base `T` and head `T` are two symbols).
   */
  sameDeclaredType(base: TypeRef, head: TypeRef): boolean | undefined {
    const a = base.handle as TsTypeHandle | undefined;
    const b = head.handle as TsTypeHandle | undefined;
    if (a?.mode !== 'declared' || b?.mode !== 'declared') return undefined;
    const checker = this.getChecker();
    const [ta, tb] = [a, b].map((h) => this.declaredType(checker, h));
    if (!ta || !tb) return undefined;
    return checker.isTypeAssignableTo(ta, tb) && checker.isTypeAssignableTo(tb, ta);
  }

  /** An interface's type, unless a base of one of its declarations is opaque or it is generic. */
  private declaredType(checker: Checker, h: TsTypeHandle): Type | undefined {
    const ts = this.morph.ts;
    const decl = h.node as TsMorph.ts.InterfaceDeclaration;
    const symbol = checker.getSymbolAtLocation(decl.name);
    const decls = (symbol?.declarations ?? []).filter(ts.isInterfaceDeclaration);
    if (decls.length === 0 || decls.some((d) => d.typeParameters?.length)) return undefined;
    const bases = decls.flatMap((d) => (d.heritageClauses ?? []).flatMap((c) => [...c.types]));
    const opaqueBase = (node: TsMorph.ts.ExpressionWithTypeArguments) => {
      const ref: TsTypeHandle = { ...h, node, mode: 'type' };
      const type = checker.getTypeAtLocation(node);
      return opaqueBySyntax(ts, ref) || isError(type) || this.opaque(checker, ref, type);
    };
    return bases.some(opaqueBase) ? undefined : checker.getTypeAtLocation(decl.name);
  }

  withoutUndefined(ref: TypeRef): TypeRef {
    const h = ref.handle as TsTypeHandle | undefined;
    return {
      text: withoutUndefinedMember(ref.text),
      handle: h && { ...h, withoutUndefined: true },
    };
  }

  /** The text a message shows: inferred types are printed by the checker. */
  display(ref: TypeRef): string {
    const h = ref.handle as TsTypeHandle | undefined;
    if (!h || h.mode === 'type') return ref.text;
    const type = this.typeOf(this.getChecker(), h);
    return type ? this.getChecker().typeToString(type) : ref.text;
  }

  private getChecker(): Checker {
    this.checker ??= this.checkerOf(this.files);
    return this.checker;
  }

  /** A checker of a program of `files` and the ES lib files (imports never resolved). */
  private checkerOf(files: SourceFile[]): Checker {
    const ts = this.morph.ts;
    const libs = loadLibs(this.morph);
    const own = new Map(files.map((f) => [f.fileName, f]));
    const host: TsMorph.ts.CompilerHost = {
      getSourceFile: (name) => own.get(name) ?? libs.get(name),
      getDefaultLibFileName: () => `${LIB_DIR}/lib.d.ts`,
      getDefaultLibLocation: () => LIB_DIR,
      writeFile: () => undefined,
      getCurrentDirectory: () => '/',
      getCanonicalFileName: (f) => f,
      useCaseSensitiveFileNames: () => true,
      getNewLine: () => '\n',
      fileExists: (f) => own.has(f) || libs.has(f),
      readFile: () => undefined,
      directoryExists: () => true,
      getDirectories: () => [],
      resolveModuleNameLiterals: (literals) => literals.map(() => ({ resolvedModule: undefined })),
    };
    // The lib files are handed in as roots, in the order the lib program sorted them (the order
    // their declarations merge in): with `noLib` the program neither follows their `/// <reference
    // lib>` directives nor sorts them again, about half of what building each pair's program cost.
    const program = ts.createProgram({
      rootNames: [...libs.keys(), ...own.keys()],
      options: { ...compilerOptions(ts), lib: undefined, noLib: true },
      host,
    });
    return program.getTypeChecker();
  }

  private typeOf(checker: Checker, h: TsTypeHandle): Type | undefined {
    const ts = this.morph.ts;
    if (h.mode === 'type') return checker.getTypeFromTypeNode(h.node as TsMorph.ts.TypeNode);
    if (h.mode === 'return') {
      const sig = checker.getSignatureFromDeclaration(h.node as TsMorph.ts.SignatureDeclaration);
      return sig && checker.getReturnTypeOfSignature(sig);
    }
    const decl = h.node;
    // A variable's, or an expression's (`export default {…}`).
    // (Widened as a variable's is: a fresh object literal's type would fail excess-property checks.)
    if (!ts.isVariableDeclaration(decl))
      return checker.getWidenedType(checker.getTypeAtLocation(decl));
    return ts.isIdentifier(decl.name) ? checker.getTypeAtLocation(decl.name) : undefined;
  }

  /**
   * A type the checker cannot compare across versions: it names something unresolved (an import,
   * a typo) or a generic parameter (base `T` and head `T` are different symbols).
   */
  private opaque(checker: Checker, h: TsTypeHandle, type: Type, files = this.files): boolean {
    const ts = this.morph.ts;
    // An inferred `this` or `T` is the type parameter of its own version's class or function.
    if (h.mode !== 'type') {
      return isError(type) || (type.flags & (ts.TypeFlags.Any | ts.TypeFlags.TypeParameter)) !== 0;
    }
    let found = false;
    /** What a name resolves to, or undefined: unresolved (an import, a typo) or a type parameter. */
    const resolve = (name: TsMorph.ts.Node): TsMorph.ts.Symbol | undefined => {
      const symbol = checker.getSymbolAtLocation(name);
      const resolved =
        symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      return !resolved ||
        resolved.flags === ts.SymbolFlags.None ||
        resolved.flags & ts.SymbolFlags.TypeParameter
        ? undefined
        : resolved;
    };
    // A class or interface of the pair whose base is unresolved lacks that base's members to the
    // checker (`interface It<T> extends NodeJS.Iterator<T>`, NodeJS declared in another file).
    const seen = new Set<TsMorph.ts.Symbol>();
    const baseUnresolved = (symbol: TsMorph.ts.Symbol): boolean => {
      if (seen.has(symbol)) return false;
      seen.add(symbol);
      return this.ownDeclarations(symbol, files).some((d) =>
        (d.heritageClauses ?? []).some((clause) =>
          clause.types.some((t) => {
            const base = resolve(t.expression);
            return !base || baseUnresolved(base);
          }),
        ),
      );
    };
    const visit = (n: TsMorph.ts.Node): void => {
      if (found) return;
      // `import('./m').X`: another module, never resolved (its type is the error type's `any`).
      if (ts.isImportTypeNode(n)) {
        found = true;
        return;
      }
      const name = namedBy(ts, n);
      if (name) {
        const resolved = resolve(name);
        if (
          !resolved ||
          (ts.isTypeReferenceNode(n) && isError(checker.getTypeFromTypeNode(n))) ||
          (resolved.flags & (ts.SymbolFlags.Class | ts.SymbolFlags.Interface) &&
            baseUnresolved(resolved))
        ) {
          found = true;
          return;
        }
      }
      ts.forEachChild(n, visit);
    };
    visit(h.node);
    return found;
  }

  /** A symbol's class and interface declarations in `files` (not the lib files'). */
  private ownDeclarations(
    symbol: TsMorph.ts.Symbol,
    files: SourceFile[],
  ): (TsMorph.ts.ClassDeclaration | TsMorph.ts.InterfaceDeclaration)[] {
    const ts = this.morph.ts;
    return (symbol.declarations ?? []).filter(
      (d): d is TsMorph.ts.ClassDeclaration | TsMorph.ts.InterfaceDeclaration =>
        (ts.isClassDeclaration(d) || ts.isInterfaceDeclaration(d)) &&
        files.includes(d.getSourceFile()),
    );
  }
}

/**
 * The relation when either side is opaque: two inferred types the checker cannot resolve (an
 * unannotated initializer or body that calls imported code) show no visible change in the declared
 * surface; a declared type that cannot be resolved is unknown.
 */
function opaqueRelation(a: TsTypeHandle, b: TsTypeHandle): Relation {
  return a.mode !== 'type' && b.mode !== 'type' ? 'equal' : 'unknown';
}

/** At most this many of the file's declarations are compared for the head-scope relation. */
const MAX_LOCALS = 64;

/**
 * Whether every type alias the file keeps to itself that the base's type names, and those they
 * name in turn, is written alike in the head, so that reading the base's text in the head's scope
 * hides no change (`Map<string, Version>` where `Version` lost `| undefined`). Classes, interfaces
 * and exported aliases are taken by name, as two mentions of one name are everywhere here.
 */
function localsAlike(ts: Ts, a: TsTypeHandle, b: TsTypeHandle): boolean {
  const seen = new Set<string>();
  const pending: TsMorph.ts.Node[] = [a.node];
  let alike = true;
  const visit = (n: TsMorph.ts.Node): void => {
    if (!alike) return;
    let first: TsMorph.ts.Node | undefined = namedBy(ts, n);
    while (first && (ts.isQualifiedName(first) || ts.isPropertyAccessExpression(first)))
      first = ts.isQualifiedName(first) ? first.left : first.expression;
    if (first && ts.isIdentifier(first) && !seen.has(first.text)) {
      const text = first.text;
      seen.add(text);
      const [was, is] = [a.locals.get(text), b.locals.get(text)];
      // A class or interface is one type by its name, as two mentions of one name are everywhere
      // here, and so is an exported alias: its change is its own finding. An alias the file keeps
      // to itself is what it stands for.
      const exported = (d: TsMorph.ts.Node) =>
        (d as TsMorph.ts.TypeAliasDeclaration).modifiers?.some(
          (m) => m.kind === ts.SyntaxKind.ExportKeyword,
        ) === true || exportListed(ts, a.sf).has(text);
      if (was?.some((d) => ts.isTypeAliasDeclaration(d) && !exported(d))) {
        const code = (decls: TsMorph.ts.Node[], sf: SourceFile) =>
          decls.map((d) => sf.text.slice(d.getStart(sf), d.end)).join('\n');
        if (!is || code(was, a.sf) !== code(is, b.sf) || seen.size > MAX_LOCALS) alike = false;
        else pending.push(...was);
      }
    }
    ts.forEachChild(n, visit);
  };
  while (alike && pending.length > 0) visit(pending.pop()!);
  return alike;
}

/** The name a type reference, heritage entry or `typeof` query names, or undefined. */
function namedBy(ts: Ts, n: TsMorph.ts.Node): TsMorph.ts.Node | undefined {
  if (ts.isTypeReferenceNode(n)) return n.typeName;
  if (ts.isExpressionWithTypeArguments(n)) return n.expression;
  return ts.isTypeQueryNode(n) ? n.exprName : undefined;
}

const listed = new WeakMap<SourceFile, Set<string>>();

/** The local names a file exports through `export { a, type b as c }` lists. */
function exportListed(ts: Ts, sf: SourceFile): Set<string> {
  let names = listed.get(sf);
  if (names) return names;
  names = new Set();
  for (const s of sf.statements) {
    if (!ts.isExportDeclaration(s) || s.moduleSpecifier || !s.exportClause) continue;
    if (!ts.isNamedExports(s.exportClause)) continue;
    for (const e of s.exportClause.elements) names.add((e.propertyName ?? e.name).text);
  }
  listed.set(sf, names);
  return names;
}

/**
 * The target types of two type guards of one kind (`x is T`, `asserts x is T`): the checker reads
 * either guard as `boolean` (or `void`), and what a caller's narrowing gets is the target. (Which
 * argument a guard narrows is compared with the signatures, see compare/callables.ts.)
 */
function guardTargets(ts: Ts, base: TypeRef, head: TypeRef): [TypeRef, TypeRef] | undefined {
  const [gb, gh] = [guardParts(base.text), guardParts(head.text)];
  if (!gb || !gh || gb.asserts !== gh.asserts) return undefined;
  const target = (ref: TypeRef, text: string): TypeRef => {
    const h = ref.handle as TsTypeHandle | undefined;
    const node = h && ts.isTypePredicateNode(h.node) ? h.node.type : undefined;
    return node ? { text, handle: { ...h, node } } : { text };
  };
  return [target(base, gb.target), target(head, gh.target)];
}

/**
 * A class's or interface's own type and `this` in it (`setName(): Builder` → `setName(): this`):
 * `this` is the type of whichever subclass the member is reached through, so it takes fewer values.
 * The checker cannot say: base `this` and head `this` belong to two versions of the class.
 */
function thisRelation(
  ts: Ts,
  a: TsTypeHandle | undefined,
  b: TsTypeHandle | undefined,
): 'wider' | 'narrower' | undefined {
  if (a?.mode !== 'type' || b?.mode !== 'type' || !a.thisOwner || a.thisOwner !== b.thisOwner)
    return undefined;
  const [ta, tb] = [unparenthesized(ts, a.node), unparenthesized(ts, b.node)];
  if (ts.isThisTypeNode(tb) && namesOwner(ts, ta, a)) return 'narrower';
  if (ts.isThisTypeNode(ta) && namesOwner(ts, tb, b)) return 'wider';
  return undefined;
}

/** Whether a type names the class or interface it is in, with its type parameters if any. */
function namesOwner(ts: Ts, node: TsMorph.ts.Node, h: TsTypeHandle): boolean {
  if (!ts.isTypeReferenceNode(node) || !ts.isIdentifier(node.typeName)) return false;
  if (node.typeName.text !== h.thisOwner) return false;
  const args = (node.typeArguments ?? []).map((t) =>
    ts.isTypeReferenceNode(t) && ts.isIdentifier(t.typeName) && !t.typeArguments
      ? t.typeName.text
      : undefined,
  );
  return args.every((name) => name !== undefined && h.typeParams.has(name));
}

/** The global generics whose one type argument is covariant for the checker, by kind. */
const COVARIANT: Readonly<Record<string, string>> = {
  Promise: 'Promise',
  PromiseLike: 'PromiseLike',
  Array: 'array',
  ReadonlyArray: 'readonly array',
};

/**
 * The type arguments of two declared types that wrap them alike in a covariant global generic
 * (`Promise<X>` → `Promise<X | null>`, `X[]` → `Array<Y>`): the wrappers relate as their arguments
 * do, also where an argument names an import or a type parameter, which the checker cannot read
 * (typeorm 0.3.20's `Promise<Document>` → `Promise<Document | null>` widened). An array that
 * became readonly or mutable is also read so (see withReadonly).
 */
function covariantArguments(
  ts: Ts,
  a: TsTypeHandle | undefined,
  b: TsTypeHandle | undefined,
): { base: TypeRef; head: TypeRef; readonly?: 'added' | 'removed' } | undefined {
  if (a?.mode !== 'type' || b?.mode !== 'type') return undefined;
  const [wa, wb] = [wrapped(ts, a), wrapped(ts, b)];
  if (!wa || !wb) return undefined;
  const mutableToReadonly = wa.kind === 'array' && wb.kind === 'readonly array';
  const readonlyToMutable = wa.kind === 'readonly array' && wb.kind === 'array';
  if (wa.kind !== wb.kind && !mutableToReadonly && !readonlyToMutable) return undefined;
  const readonly = mutableToReadonly ? 'added' : readonlyToMutable ? 'removed' : undefined;
  const argument = (h: TsTypeHandle, node: TsMorph.ts.TypeNode): TypeRef => ({
    text: normalizedText(node, h.sf),
    handle: { ...h, node },
  });
  return { base: argument(a, wa.argument), head: argument(b, wb.argument), readonly };
}

/**
 * Two arrays' relation from their elements' and a `readonly` gained or lost: a readonly array takes
 * every mutable one of its element type or a narrower one, and no mutable array takes a readonly one.
 */
function withReadonly(elements: Relation, readonly: 'added' | 'removed' | undefined): Relation {
  if (!readonly || elements === 'unknown' || elements === 'unrelated') return elements;
  const widens = readonly === 'added' ? ['equal', 'wider'] : ['equal', 'narrower'];
  return widens.includes(elements) ? (readonly === 'added' ? 'wider' : 'narrower') : 'unrelated';
}

/** A declared type as a covariant global generic (see COVARIANT) and its argument. */
function wrapped(
  ts: Ts,
  h: TsTypeHandle,
): { kind: string; argument: TsMorph.ts.TypeNode } | undefined {
  const node = unparenthesized(ts, h.node);
  if (ts.isArrayTypeNode(node)) return { kind: 'array', argument: node.elementType };
  if (ts.isTypeOperatorNode(node) && node.operator === ts.SyntaxKind.ReadonlyKeyword) {
    const inner = node.type;
    return ts.isArrayTypeNode(inner)
      ? { kind: 'readonly array', argument: inner.elementType }
      : undefined;
  }
  if (!ts.isTypeReferenceNode(node) || !ts.isIdentifier(node.typeName)) return undefined;
  const name = node.typeName.text;
  const kind = Object.hasOwn(COVARIANT, name) ? COVARIANT[name] : undefined;
  // A local declaration, an import or a type parameter of that name is another type.
  const shadowed = h.locals.has(name) || h.imported.has(name) || h.typeParams.has(name);
  if (!kind || shadowed || node.typeArguments?.length !== 1) return undefined;
  return { kind, argument: node.typeArguments[0]! };
}

/**
 * Two declared types that read alike but for whitespace and comments: their normalized texts are
 * equal, so neither needs normalizing (most type pairs compared on `effect`; doc comments inside
 * type literals make many differ as written).
 */
function writtenAlike(a: TsTypeHandle, b: TsTypeHandle): boolean {
  if (a.mode !== 'type' || b.mode !== 'type') return false;
  return sameCode(
    a.sf.text,
    a.node.getStart(a.sf),
    a.node.end,
    b.sf.text,
    b.node.getStart(b.sf),
    b.node.end,
  );
}

/**
 * Whether a union member one side has and the other lacks could be absorbed by the other side's
 * members: `never` always, a literal only by a member that is not a literal itself (`string`).
 */
function mayBeSubsumed(base: string, head: string): boolean {
  const a = new Set(unionMembers(base));
  const b = new Set(unionMembers(head));
  const absorbed = (side: Set<string>, other: Set<string>) => {
    const broad = [...other].some((m) => !isLiteralType(m));
    return [...side].some((m) => !other.has(m) && (m === 'never' || (broad && isLiteralType(m))));
  };
  return absorbed(a, b) || absorbed(b, a);
}

/**
 * Whether two types instantiate one generic class or interface as the two versions declare it
 * (two declarations of one name) with the same arguments, defaults filled in: the same printed
 * text, or `any` on either side (assignable both ways, as the checker takes it; an instantiation
 * made while the declaration's defaults were being resolved holds `any` for them). Such types are
 * equal as two mentions of one name are: a change to the declaration is reported where it is
 * declared. The checker would compare the two declarations member by member: 15 to 17 s for one
 * `ZodType<...>` pair of zod 3.22.4 → 3.23.8.
 */
function sameInstantiation(ts: Ts, checker: Checker, a: Type, b: Type, depth = 0): boolean {
  const reference = (t: Type) =>
    getObjectFlags(ts, t) & ts.ObjectFlags.Reference ? (t as TsMorph.ts.TypeReference) : undefined;
  const [ra, rb] = [reference(a), reference(b)];
  if (!ra || !rb || depth > 4) return false;
  if (ra.target !== rb.target) {
    const [sa, sb] = [ra.target.symbol as TsMorph.ts.Symbol | undefined, rb.target.symbol];
    const kind = (s: TsMorph.ts.Symbol) =>
      s.flags & (ts.SymbolFlags.Class | ts.SymbolFlags.Interface);
    if (!sa || !sb || sa.name !== sb.name || kind(sa) === 0 || kind(sa) !== kind(sb)) return false;
  }
  const count = ra.target.typeParameters?.length ?? 0;
  if ((rb.target.typeParameters?.length ?? 0) !== count) return false;
  const [xa, xb] = [checker.getTypeArguments(ra), checker.getTypeArguments(rb)];
  for (let i = 0; i < count; i++) {
    const [x, y] = [xa[i], xb[i]];
    // An unresolved name is the checker's error type, an `any` that says nothing.
    if (!x || !y || isError(x) || isError(y)) return false;
    if ((x.flags | y.flags) & ts.TypeFlags.Any) continue;
    if (checker.typeToString(x) === checker.typeToString(y)) continue;
    if (!sameInstantiation(ts, checker, x, y, depth + 1)) return false;
  }
  return true;
}

/**
 * Two inferred types as the checker prints them (each printed once, in full): `alike` when both
 * print the same text, which names the same declarations in the same places (a change to one of
 * them is reported where it is declared; the checker compares the base's and the head's versions
 * of each, and of the declaration's own `T`, as different types: RTK's `buildCreateSlice` returns a
 * generic function whose options name an enum each version declares); `namesOwn` when either names
 * a type parameter both declarations declare. Undefined for a declared type.
 */
function inferredPrints(
  ts: Ts,
  checker: Checker,
  [a, ta]: [TsTypeHandle, Type],
  [b, tb]: [TsTypeHandle, Type],
): { alike: boolean; namesOwn: boolean } | undefined {
  if (a.mode === 'type' || b.mode === 'type') return undefined;
  const print = (t: Type) => checker.typeToString(t, undefined, ts.TypeFormatFlags.NoTruncation);
  const names = (text: string) =>
    a.typeParams.size > 0 &&
    text.split(/[^\w$]+/).some((word) => a.typeParams.has(word) && b.typeParams.has(word));
  const [base, head] = [print(ta), print(tb)];
  return { alike: base === head, namesOwn: names(base) || names(head) };
}

function getObjectFlags(ts: Ts, type: Type): number {
  return type.flags & ts.TypeFlags.Object ? (type as TsMorph.ts.ObjectType).objectFlags : 0;
}

function isError(type: Type): boolean {
  return (type as Type & { intrinsicName?: string }).intrinsicName === 'error';
}

/** `any` or `unknown` when a union holds it, which makes the union that type. */
function topOfUnion(text: string): 'any' | 'unknown' | undefined {
  const members = unionMembers(text);
  if (members.length < 2) return undefined;
  return members.includes('any') ? 'any' : members.includes('unknown') ? 'unknown' : undefined;
}

/**
 * `any` and `unknown` take every type: read from the text, what the checker says of them where a
 * type has no handle (a member compared outside its program, see across-modules).
 */
function topRelation(base: string, head: string): Relation | undefined {
  const top = (text: string) => text === 'any' || text === 'unknown';
  if (!top(base) && !top(head)) return undefined;
  if (top(base) && top(head)) return 'equal';
  return top(head) ? 'wider' : 'narrower';
}

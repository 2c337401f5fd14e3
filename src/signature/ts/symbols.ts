import { posix } from 'node:path';
import type * as TsMorph from 'ts-morph';
import { moduleOf } from '../module-specifiers';
import type { ApiSymbol, DeclKind, DocInfo, Member } from '../model';
import { entityNames, type TsContext } from './context';
import { classMembers, interfaceMembers, recordIndexMember } from './members';
import { signatureOf, typeParamsOf } from './signatures';

type TsNode = TsMorph.ts.Node;

const precedence: DeclKind[] = [
  'class',
  'function',
  'enum',
  'variable',
  'value',
  'interface',
  'type',
  'namespace',
];

/**
 * One exported name built from its declarations (several for overloads and declaration merging),
 * and which of them is the primary one (the symbol's line and doc comment are read from it).
 */
export function buildSymbol(
  cx: TsContext,
  name: string,
  decls: TsNode[],
  typeOnly = false,
): { symbol: ApiSymbol; primary: number } {
  const ts = cx.ts;
  const kinds = decls.map((d) => kindOf(cx, d));
  const kind = precedence.find((k) => kinds.includes(k)) ?? 'value';
  const primaryIndex = kinds.indexOf(kind);
  const primary = decls[primaryIndex]!;
  // A namespace of types only is no value either (TypeScript emits nothing for it).
  const hasValue = kinds.some(
    (k, i) =>
      k !== 'interface' && k !== 'type' && (k !== 'namespace' || instantiated(cx, decls[i]!)),
  );
  const hasType = kinds.some(
    (k) => k === 'class' || k === 'enum' || k === 'interface' || k === 'type',
  );
  const docNode = cx.variableStatements.get(primary) ?? primary;
  const doc = cx.doc(docNode, true) ?? declaredFunctionDoc(cx, primary);
  const sym: ApiSymbol = {
    name,
    kind,
    line: cx.line(primary),
    space: typeOnly ? 'type' : hasValue && hasType ? 'both' : hasValue ? 'value' : 'type',
    signatures: [],
    typeParams: [],
    members: [],
    heritage: [],
    decorators: cx.decorators(primary),
    abstract: cx.hasModifier(primary, ts.SyntaxKind.AbstractKeyword),
    ...(doc ? { doc } : {}),
  };
  if (ts.isModuleDeclaration(primary) && ts.isStringLiteral(primary.name)) sym.ambientModule = true;
  const imported = importAlias(cx, primary);
  if (imported) {
    // What the import names may be a value, a type or both: not known here.
    sym.importAlias = imported.source;
    sym.space = imported.typeOnly ? 'type' : 'both';
  }
  const ofKind = decls.filter((_, i) => kinds[i] === kind);
  fill(cx, sym, primary, ofKind);
  if (kind === 'class' && kinds.includes('interface')) {
    // An interface merged into a class declares more of its instances' members.
    const own = new Set(sym.members.map((m) => m.name));
    const merged = decls.filter((_, i) => kinds[i] === 'interface');
    const members = interfaceMembers(
      cx,
      merged.flatMap((d) => [...(d as TsMorph.ts.InterfaceDeclaration).members]),
      true,
    );
    sym.members.push(...members.filter((m) => !own.has(m.name)));
    // Its bases lend the instances their members, as a class's interfaces would (no value:
    // `instanceof` never sees them): `implements` entries (discord.js 14.16 `interface
    // GuildMember extends PartialTextBasedChannelFields<false> {}` beside the class).
    const lent = heritageEntries(
      cx,
      merged.flatMap((d) =>
        ((d as TsMorph.ts.InterfaceDeclaration).heritageClauses ?? []).flatMap((c) =>
          c.types.map((node) => ({
            keyword: 'implements',
            node,
            named: isNamed(ts, node.expression),
          })),
        ),
      ),
    );
    if (lent.heritage.length > 0) {
      // (heritageOf gives a class all three lists, one entry each.)
      sym.heritageTypes = [...(sym.heritageTypes ?? []), ...lent.heritageTypes];
      sym.heritageNames = [...(sym.heritageNames ?? sym.heritage), ...lent.heritageNames];
      sym.heritage = [...sym.heritage, ...lent.heritage];
    }
  }
  // Members have their class's or interface's release tag unless they say another.
  const tag = sym.doc?.releaseTag;
  if (tag && (kind === 'class' || kind === 'interface'))
    sym.members = sym.members.map((m) => (m.doc?.releaseTag ? m : { ...m, inheritedTag: tag }));
  const properties = objectSymbols(cx, name, primary);
  if (properties) sym.objectLiteral = true;
  const namespace = [
    namespaceSymbols(cx, name, decls),
    expandoSymbols(cx, name, decls),
    typedPropertySymbols(cx, name, kind, primary),
  ].reduce(mergedMaps, properties);
  if (namespace) {
    sym.namespace = namespace;
    if (kind === 'namespace') sym.members = [...namespace.values()].map(namespaceMember);
  }
  return { symbol: sym, primary: primaryIndex };
}

/**
 * Whether a namespace declares a value: anything but interfaces, type aliases and namespaces of
 * those (TypeScript's "instantiated" module; an import or export inside is taken as a value).
 */
function instantiated(cx: TsContext, d: TsNode): boolean {
  const ts = cx.ts;
  if (!ts.isModuleDeclaration(d)) return true;
  const body = d.body;
  if (body && ts.isModuleDeclaration(body)) return instantiated(cx, body);
  // `declare module 'x';` and an empty namespace hold no type either: they stay values, as read.
  if (!body || !ts.isModuleBlock(body) || body.statements.length === 0) return true;
  return body.statements.some(
    (st) =>
      !ts.isInterfaceDeclaration(st) &&
      !ts.isTypeAliasDeclaration(st) &&
      (!ts.isModuleDeclaration(st) || instantiated(cx, st)),
  );
}

function kindOf(cx: TsContext, d: TsNode): DeclKind {
  const ts = cx.ts;
  if (ts.isFunctionDeclaration(d) || ts.isFunctionExpression(d) || ts.isArrowFunction(d))
    return 'function';
  if (ts.isMethodDeclaration(d) || ts.isMethodSignature(d)) return 'function';
  // A property of a callable const's declared type (see typedPropertySymbols).
  if (ts.isPropertySignature(d))
    return typeSignatures(cx, cx.bareType(d.type)) ? 'function' : 'variable';
  if (ts.isClassLike(d)) return 'class';
  if (ts.isInterfaceDeclaration(d)) return 'interface';
  if (ts.isTypeAliasDeclaration(d)) return 'type';
  if (ts.isEnumDeclaration(d)) return 'enum';
  if (ts.isModuleDeclaration(d)) return 'namespace';
  if (ts.isVariableDeclaration(d)) {
    const init = d.initializer && skipParens(cx, d.initializer);
    if (!d.type && init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init)))
      return 'function';
    if (!d.type && init && ts.isClassExpression(init)) return 'class';
    // `declare const f: (a: A) => R`, as declaration files write an arrow constant (or
    // `{ (a: A): R; (b: B): S }`, one with overloads).
    // Its declared type speaks for it where an initializer follows too (effect 4.1 `const Part:
    // { <T>(toolkit: T): …; (): … } = (toolkit?) => …`): the overloads callers see.
    if (declaredSignatures(cx, d)) return 'function';
    return 'variable';
  }
  return 'value';
}

/**
 * The call signatures a `const` is declared with (an initializer aside): a function type, a type
 * literal of call signatures only (parentheses aside), or `typeof` a function the file declares;
 * or one of these intersected with type literals of properties, which are its namespace (see
 * typedPropertySymbols).
 */
function declaredSignatures(
  cx: TsContext,
  d: TsMorph.ts.VariableDeclaration,
): TsMorph.ts.SignatureDeclaration[] | undefined {
  const ts = cx.ts;
  const statement = cx.variableStatements.get(d);
  if (!statement || !(statement.declarationList.flags & ts.NodeFlags.Const)) return undefined;
  const type = cx.bareType(d.type);
  if (!type || !ts.isIntersectionTypeNode(type)) return typeSignatures(cx, type);
  // `typeof conditional & { defaultCase: typeof defaultCase }` (remeda 2.17): one callable part.
  const parts = type.types.map((t) => cx.bareType(t)!);
  const callable = parts.map((t) => typeSignatures(cx, t));
  const properties = parts.filter((t, i) => !callable[i] && isPropertyLiteral(cx, t));
  const signatures = callable.filter((c) => c !== undefined);
  return signatures.length === 1 && properties.length === parts.length - 1
    ? signatures[0]
    : undefined;
}

/** `declare const f: typeof g`: the doc of the function `g` that speaks for `f` (see typeSignatures). */
function declaredFunctionDoc(cx: TsContext, primary: TsNode): DocInfo | undefined {
  if (!cx.ts.isVariableDeclaration(primary)) return undefined;
  const [first] = declaredSignatures(cx, primary) ?? [];
  return first && cx.ts.isFunctionDeclaration(first) ? cx.doc(first, true) : undefined;
}

function typeSignatures(
  cx: TsContext,
  type: TsMorph.ts.TypeNode | undefined,
): TsMorph.ts.SignatureDeclaration[] | undefined {
  const ts = cx.ts;
  if (type && ts.isFunctionTypeNode(type)) return [type];
  if (
    type &&
    ts.isTypeLiteralNode(type) &&
    type.members.length > 0 &&
    type.members.every(ts.isCallSignatureDeclaration)
  )
    return [...type.members] as TsMorph.ts.SignatureDeclaration[];
  // `declare const warn: typeof warn$1`, as a bundler of declarations writes a function it renamed
  // (vue 3.5): that function's signatures, where the file declares it.
  if (type && ts.isTypeQueryNode(type) && ts.isIdentifier(type.exprName) && !type.typeArguments) {
    const fns = (cx.locals.get(type.exprName.text) ?? []).filter(ts.isFunctionDeclaration);
    const bodiless = fns.filter((f) => !f.body);
    if (fns.length > 0) return bodiless.length > 0 && bodiless.length < fns.length ? bodiless : fns;
  }
  return undefined;
}

/** A type literal of named properties and methods only. */
function isPropertyLiteral(cx: TsContext, type: TsMorph.ts.TypeNode): boolean {
  const ts = cx.ts;
  return (
    ts.isTypeLiteralNode(type) &&
    type.members.every(
      (m) =>
        (ts.isPropertySignature(m) || ts.isMethodSignature(m)) && cx.nameOf(m.name) !== undefined,
    )
  );
}

/**
 * The properties a callable `const`'s declared type intersects it with (`declare const f: typeof
 * g & { extra: typeof h }`), each a symbol named `f.extra` as a namespace merged into a function
 * declares it: `typeof` a declaration of the file reads as that declaration.
 */
function typedPropertySymbols(
  cx: TsContext,
  name: string,
  kind: DeclKind,
  primary: TsNode,
): Map<string, ApiSymbol> | undefined {
  const ts = cx.ts;
  if (kind !== 'function' || !ts.isVariableDeclaration(primary)) return undefined;
  const type = cx.bareType(primary.type);
  if (!type || !ts.isIntersectionTypeNode(type)) return undefined;
  const props = new Map<string, TsNode[]>();
  for (const part of type.types) {
    const literal = cx.bareType(part)!;
    if (!ts.isTypeLiteralNode(literal) || !isPropertyLiteral(cx, literal)) continue;
    for (const m of literal.members) {
      const query = ts.isPropertySignature(m) ? cx.bareType(m.type) : undefined;
      const local =
        query && ts.isTypeQueryNode(query) && ts.isIdentifier(query.exprName)
          ? cx.locals.get(query.exprName.text)
          : undefined;
      if (local) for (const d of local) cx.readAlso.add(d);
      const prop = cx.nameOf(m.name)!;
      props.set(prop, [...(props.get(prop) ?? []), ...(local ?? [m])]);
    }
  }
  if (props.size === 0) return undefined;
  return new Map(
    [...props].map(([prop, decls]) => [prop, buildSymbol(cx, `${name}.${prop}`, decls).symbol]),
  );
}

function skipParens(cx: TsContext, e: TsMorph.ts.Expression): TsMorph.ts.Expression {
  return cx.bare(e);
}

function fill(cx: TsContext, sym: ApiSymbol, primary: TsNode, decls: TsNode[]): void {
  const ts = cx.ts;
  let node = primary;
  if (ts.isVariableDeclaration(node) && sym.kind !== 'variable' && node.initializer) {
    node = skipParens(cx, node.initializer);
  }
  switch (sym.kind) {
    case 'function': {
      const fns = decls.flatMap((d) =>
        ts.isVariableDeclaration(d)
          ? (declaredSignatures(cx, d) ?? (d.initializer ? [skipParens(cx, d.initializer)] : [d]))
          : ts.isPropertySignature(d)
            ? (typeSignatures(cx, cx.bareType(d.type)) ?? [])
            : [d],
      ) as TsMorph.ts.SignatureDeclaration[];
      const bodiless = fns.filter((f) => !('body' in f) || !f.body);
      const callable = bodiless.length > 0 && bodiless.length < fns.length ? bodiless : fns;
      sym.signatures = callable.map((f) => signatureOf(cx, f));
      // In JavaScript a function expression is called with `new` as a declaration is (and there is
      // no declaration merging): only an arrow differs.
      const expression = cx.js && fns[0] !== undefined && ts.isFunctionExpression(fns[0]);
      // `declare const f: typeof g` is the function `g` declares, under another name.
      const declared = fns[0] !== undefined && ts.isFunctionDeclaration(fns[0]);
      sym.form =
        ts.isFunctionDeclaration(primary) || declared || expression ? 'declaration' : 'arrow';
      // `const f: (a: A) => B`: the type as written, to compare with a head's `const f: Named`.
      const annotated =
        decls.length === 1 && ts.isVariableDeclaration(primary) && primary.type
          ? cx.typeRef(primary.type)
          : undefined;
      if (annotated) sym.valueType = annotated;
      return;
    }
    case 'class': {
      const cls = node as TsMorph.ts.ClassLikeDeclaration;
      cx.withTypeParams(
        cls.typeParameters,
        () => {
          sym.typeParams = typeParamsOf(cx, cls.typeParameters);
          sym.members = classMembers(cx, cls, true);
          Object.assign(sym, heritageOf(cx, cls.heritageClauses));
        },
        cls.name?.text ?? '',
      );
      if (node !== primary) sym.decorators = cx.decorators(node);
      sym.abstract ||= cx.hasModifier(node, ts.SyntaxKind.AbstractKeyword);
      return;
    }
    case 'interface': {
      const ifaces = decls as TsMorph.ts.InterfaceDeclaration[];
      // Merged declarations must declare the same type parameters; when they do not, none is
      // taken as in scope (the checker decides).
      const names = (i: TsMorph.ts.InterfaceDeclaration) =>
        (i.typeParameters ?? []).map((p) => p.name.text).join();
      const scope = ifaces.every((i) => names(i) === names(ifaces[0]!))
        ? ifaces[0]!.typeParameters
        : undefined;
      cx.withTypeParams(
        scope,
        () => {
          sym.typeParams = typeParamsOf(cx, ifaces[0]!.typeParameters);
          sym.members = interfaceMembers(
            cx,
            ifaces.flatMap((i) => [...i.members]),
            true,
          );
          Object.assign(
            sym,
            heritageOf(
              cx,
              ifaces.flatMap((i) => i.heritageClauses ?? []),
            ),
          );
        },
        ifaces[0]!.name.text,
      );
      sym.declaredType = cx.declaredRef(ifaces[0]!);
      return;
    }
    case 'type': {
      const alias = node as TsMorph.ts.TypeAliasDeclaration;
      // `type X = Core.X`: the type of an imported declaration, as `export import X = Core.X` is.
      const named = alias.type;
      if (!alias.typeParameters && ts.isTypeReferenceNode(named) && !named.typeArguments)
        sym.typeAliasOf = importedEntity(cx, named.typeName);
      cx.withTypeParams(alias.typeParameters, () => {
        sym.typeParams = typeParamsOf(cx, alias.typeParameters);
        const body = cx.typeRef(alias.type);
        if (body) sym.valueType = body;
        readAsInterface(cx, sym, alias.type);
      });
      return;
    }
    case 'enum': {
      const enums = decls as TsMorph.ts.EnumDeclaration[];
      const flags = [
        cx.hasModifier(enums[0]!, ts.SyntaxKind.DeclareKeyword) ? 'declare' : '',
        cx.hasModifier(enums[0]!, ts.SyntaxKind.ConstKeyword) ? 'const' : '',
        'enum',
      ];
      sym.enumForm = flags.filter(Boolean).join(' ');
      sym.members = enums.flatMap((e) => enumMembers(cx, e));
      return;
    }
    case 'namespace':
      return; // its exports are read by namespaceSymbols
    case 'variable':
      fillVariable(cx, sym, node);
      return;
    default:
      if (ts.isExpression(node)) setValue(cx, sym, node);
  }
}

function fillVariable(cx: TsContext, sym: ApiSymbol, node: TsNode): void {
  const ts = cx.ts;
  if (ts.isPropertySignature(node)) {
    sym.mutable = !cx.hasModifier(node, ts.SyntaxKind.ReadonlyKeyword);
    const type = cx.typeRef(node.type);
    if (type) sym.valueType = type;
    return;
  }
  if (!ts.isVariableDeclaration(node)) return;
  const list = cx.variableStatements.get(node)?.declarationList;
  sym.mutable = list !== undefined && (list.flags & ts.NodeFlags.Const) === 0;
  const typeNode = node.type ?? (cx.js ? ts.getJSDocType(node) : undefined);
  const type = cx.typeRef(typeNode);
  if (type) sym.valueType = type;
  if (node.initializer) setValue(cx, sym, node.initializer, node);
}

/**
 * A literal initializer is a value to compare; anything else stands for its inferred type. The
 * value's text is normalized on first read: a base symbol the head declares alike (reuse.ts) is
 * never compared, and a large literal table costs more to normalize than to parse.
 */
function setValue(cx: TsContext, sym: ApiSymbol, init: TsNode, decl?: TsNode): void {
  const ts = cx.ts;
  // In .js a value bound to a call or another name (`u(copy)`, `asMilliseconds`) is whatever
  // that returns: TypeScript's reading of it is a guess, so its kind is not compared. (Its text,
  // for the message, is read on first use: most are never compared.)
  if (
    cx.js &&
    (ts.isCallExpression(init) || ts.isIdentifier(init) || ts.isPropertyAccessExpression(init))
  ) {
    let alias: string | undefined;
    Object.defineProperty(sym, 'aliasOf', {
      get: () => (alias ??= cx.normalized(init)),
      enumerable: true,
      configurable: true,
    });
  }
  if (isLiteral(cx, init)) {
    let value: string | undefined;
    Object.defineProperty(sym, 'value', {
      get: () => (value ??= valueText(cx, init)),
      enumerable: true,
      configurable: true,
    });
  } else if (!sym.valueType && (decl || !cx.js)) {
    // Without a declaration (`export default {…}`, `export = …`) the expression's type; in .js
    // that would be a guess of a guess, where a declared name's inferred type is compared.
    sym.valueType = cx.inferredRef('initializer', init, decl ?? init);
  }
}

/**
 * A literal's text without the parentheses around it, which change nothing; in .js a JSDoc cast on
 * them (`/** @type {const} *\/ ([…])`) is the `as` it stands for.
 */
function valueText(cx: TsContext, init: TsNode): string {
  const ts = cx.ts;
  let node = init;
  let cast: TsMorph.ts.TypeNode | undefined;
  while (ts.isParenthesizedExpression(node)) {
    if (cx.js) cast ??= ts.getJSDocTypeTag(node)?.typeExpression.type;
    node = node.expression;
  }
  return cast ? `${cx.normalized(node)} as ${cx.normalized(cast)}` : cx.normalized(node);
}

function isLiteral(cx: TsContext, node: TsNode): boolean {
  const ts = cx.ts;
  const K = ts.SyntaxKind;
  switch (node.kind) {
    case K.StringLiteral:
    case K.NumericLiteral:
    case K.BigIntLiteral:
    case K.NoSubstitutionTemplateLiteral:
    case K.TrueKeyword:
    case K.FalseKeyword:
    case K.NullKeyword:
    case K.RegularExpressionLiteral:
      return true;
    case K.Identifier:
      return (node as TsMorph.ts.Identifier).text === 'undefined';
    case K.PrefixUnaryExpression:
      return isLiteral(cx, (node as TsMorph.ts.PrefixUnaryExpression).operand);
    case K.ParenthesizedExpression:
    case K.AsExpression:
    case K.SatisfiesExpression:
      return isLiteral(cx, (node as TsMorph.ts.ParenthesizedExpression).expression);
    case K.ArrayLiteralExpression:
      return (node as TsMorph.ts.ArrayLiteralExpression).elements.every((e) => isLiteral(cx, e));
    case K.ObjectLiteralExpression:
      return (node as TsMorph.ts.ObjectLiteralExpression).properties.every(
        (p) => ts.isPropertyAssignment(p) && isLiteral(cx, p.initializer),
      );
    default:
      return false;
  }
}

function isNamed(ts: TsContext['ts'], e: TsMorph.ts.Expression): boolean {
  return ts.isIdentifier(e) || (ts.isPropertyAccessExpression(e) && isNamed(ts, e.expression));
}

/** `extends X` / `implements Y` entries, and their types. */
function heritageOf(
  cx: TsContext,
  clauses: readonly TsMorph.ts.HeritageClause[] | undefined,
): Pick<ApiSymbol, 'heritage' | 'heritageTypes' | 'heritageNames'> {
  const ts = cx.ts;
  return heritageEntries(
    cx,
    (clauses ?? []).flatMap((c) =>
      c.types.map((node) => ({
        keyword: c.token === ts.SyntaxKind.ExtendsKeyword ? 'extends' : 'implements',
        node,
        // Only a named base's type is compared (`Base<T>`): a class factory's call
        // (`Schema.Class<A>(...)(...)`) is its text, and costly for the checker to expand.
        named: isNamed(ts, node.expression),
      })),
    ),
  );
}

/** Heritage entries, each its keyword and its base's normalized text. */
function heritageEntries(
  cx: TsContext,
  entries: { keyword: string; node: TsNode; named: boolean }[],
): Required<Pick<ApiSymbol, 'heritage' | 'heritageTypes' | 'heritageNames'>> {
  const texts = entries.map(({ node }) => cx.normalized(node));
  return {
    heritage: entries.map(({ keyword }, i) => `${keyword} ${texts[i]!}`),
    heritageTypes: entries.map(({ node, named }) =>
      named ? cx.typeRef(node as TsMorph.ts.TypeNode) : undefined,
    ),
    heritageNames: texts.map((text, i) => {
      // The base named by the module it comes from: `index_8.E` and `index_9.E`, both
      // `require("../error")`, are one base.
      const first = /^[\w$]+/.exec(text)?.[0];
      const source = first === undefined ? undefined : cx.importSources.get(first);
      return `${entries[i]!.keyword} ${source === undefined ? text : source + text.slice(first!.length)}`;
    }),
  };
}

/**
 * An alias that an interface could spell (`{ a: A }`, `Base & { a: A }`, `Omit<T, 'k'>`): read as
 * that interface, its named parts as bases and its type literals' members as its own.
 */
function readAsInterface(cx: TsContext, sym: ApiSymbol, type: TsMorph.ts.TypeNode): void {
  const ts = cx.ts;
  const bare = cx.bareType(type);
  if (!bare) return;
  const parts = ts.isIntersectionTypeNode(bare) ? bare.types.map((t) => cx.bareType(t)!) : [bare];
  const literals = parts.filter(ts.isTypeLiteralNode);
  const references = parts.filter(ts.isTypeReferenceNode);
  if (literals.length + references.length !== parts.length) return;
  // `Record<string, V>` is the index signature an interface writes `[key: string]: V`.
  const records = references.map((r) => recordIndexMember(cx, r));
  const bases = references.filter((_, i) => !records[i]);
  sym.objectType = true;
  sym.members = [
    ...interfaceMembers(
      cx,
      literals.flatMap((l) => [...l.members]),
      true,
    ),
    ...records.filter((m) => m !== undefined),
  ];
  Object.assign(
    sym,
    heritageEntries(
      cx,
      bases.map((node) => ({ keyword: 'extends', node, named: true })),
    ),
  );
}

function enumMembers(cx: TsContext, e: TsMorph.ts.EnumDeclaration): Member[] {
  let next: number | undefined = 0;
  return e.members.map((m) => {
    let value: string;
    if (m.initializer) {
      value = cx.normalized(m.initializer);
      const n = Number(value);
      next = Number.isFinite(n) ? n + 1 : undefined;
    } else {
      value = next === undefined ? '(auto)' : String(next);
      next = next === undefined ? undefined : next + 1;
    }
    const doc = cx.doc(m, true);
    return {
      name: cx.nameOf(m.name) ?? '?',
      form: 'enum-member' as const,
      line: cx.line(m),
      visibility: 'public' as const,
      static: false,
      abstract: false,
      readonly: true,
      optional: false,
      value,
      signatures: [],
      decorators: [],
      ...(doc ? { doc } : {}),
    };
  });
}

/**
 * What the namespaces among `decls` export, by name, each built as a symbol named `name.member`
 * (merged namespaces, and one merged into a function, class or enum). A dotted `namespace A.B`
 * exports `B` from `A`.
 */
function namespaceSymbols(
  cx: TsContext,
  name: string,
  decls: TsNode[],
): Map<string, ApiSymbol> | undefined {
  const ts = cx.ts;
  const byName = new Map<string, TsNode[]>();
  const add = (member: string | undefined, d: TsNode) => {
    if (member) byName.set(member, [...(byName.get(member) ?? []), d]);
  };
  const namespaces = decls.filter(
    (d): d is TsMorph.ts.ModuleDeclaration => ts.isModuleDeclaration(d) && !reading.has(d),
  );
  for (const ns of namespaces) {
    if (!ns.body) continue;
    if (ts.isModuleDeclaration(ns.body)) {
      add(ns.body.name.text, ns.body);
      continue;
    }
    if (!ts.isModuleBlock(ns.body)) continue;
    const statements = ns.body.statements;
    const ambient = cx.sf.isDeclarationFile || cx.hasModifier(ns, ts.SyntaxKind.DeclareKeyword);
    const exported = exportedIn(cx, statements, ambient);
    for (const st of statements) {
      if (ts.isExportDeclaration(st) && !st.moduleSpecifier) {
        // `export { knex as default, Knex }`: the namespace's own declarations, else the file's.
        const list = st.exportClause;
        if (!list || !ts.isNamedExports(list)) continue;
        for (const spec of list.elements) {
          const local = (spec.propertyName ?? spec.name).getText(cx.sf);
          const own = statements.filter((x) => declaredName(cx, x) === local);
          const outer = own.length > 0 ? [] : (cx.locals.get(local) ?? []);
          for (const d of outer) cx.readAlso.add(d);
          for (const d of own.length > 0 ? own : outer)
            if (!reading.has(d)) add(spec.name.getText(cx.sf), d);
          // An imported name: an alias of what it imports.
          if (own.length + outer.length === 0 && cx.importSources.has(local)) {
            if (st.isTypeOnly) typeOnlyLists.add(spec);
            add(spec.name.getText(cx.sf), spec);
          }
        }
        continue;
      }
      if (!exported(st)) continue;
      const own = selfAliased(cx, st);
      if (own) {
        for (const d of own) cx.readAlso.add(d);
        for (const d of own) if (!reading.has(d)) add(declaredName(cx, st), d);
        continue;
      }
      if (ts.isVariableStatement(st)) {
        for (const d of st.declarationList.declarations) {
          cx.variableStatements.set(d, st);
          add(cx.nameOf(d.name), d);
        }
      } else add(declaredName(cx, st), st);
    }
  }
  if (byName.size === 0) return undefined;
  // `export = knex` names its namespace's exports as `knex.Config`, as a reader writes them.
  const own = decls.find((d) => ts.isModuleDeclaration(d))?.name.getText(cx.sf);
  const prefix = qualifier(name, own);
  // A namespace that exports its own name (`export { knex }` in `namespace knex`) is not read again.
  for (const ns of namespaces) reading.add(ns);
  try {
    return new Map(
      [...byName].map(([member, ds]) => [
        member,
        buildSymbol(cx, `${prefix}.${member}`, ds).symbol,
      ]),
    );
  } finally {
    for (const ns of namespaces) reading.delete(ns);
  }
}

/**
 * JS: the properties a file assigns to a function or class among `decls` (`ky.post = …`), each a
 * symbol named `ky.post`, read from the value assigned (the last assignment of each).
 */
function expandoSymbols(
  cx: TsContext,
  name: string,
  decls: TsNode[],
): Map<string, ApiSymbol> | undefined {
  const ts = cx.ts;
  if (!cx.js) return undefined;
  const own = decls
    .map((d) =>
      (ts.isFunctionDeclaration(d) || ts.isClassDeclaration(d) || ts.isVariableDeclaration(d)) &&
      d.name &&
      ts.isIdentifier(d.name)
        ? d.name.text
        : undefined,
    )
    .find((n) => n !== undefined);
  const props = own === undefined ? undefined : cx.expandos.get(own);
  if (!props) return undefined;
  const prefix = qualifier(name, own);
  const out = new Map<string, ApiSymbol>();
  for (const [prop, statements] of props) {
    // The reading depends on these statements' text too (reuse.ts).
    for (const st of statements) cx.readAlso.add(st);
    const last = statements[statements.length - 1] as TsMorph.ts.ExpressionStatement;
    const value = (last.expression as TsMorph.ts.BinaryExpression).right;
    out.set(prop, buildSymbol(cx, `${prefix}.${prop}`, [value]).symbol);
  }
  return out;
}

/**
 * JS: the properties of the object literal a name is bound to (`export const api = { get() {} }`,
 * `export default { … }`), each a symbol named `api.get`. Their names are the literal's text, where
 * TypeScript's reading of a .js value is a guess (a warning by rule), so a property removed is
 * known. Only a literal that names every property: a spread or a computed name may supply any.
 */
function objectSymbols(
  cx: TsContext,
  name: string,
  primary: TsNode,
): Map<string, ApiSymbol> | undefined {
  const ts = cx.ts;
  if (!cx.js) return undefined;
  const init = ts.isVariableDeclaration(primary)
    ? primary.initializer
    : ts.isExpression(primary)
      ? primary
      : undefined;
  const object = init && cx.bare(init);
  if (!object || !ts.isObjectLiteralExpression(object)) return undefined;
  const props = new Map<string, TsNode[]>();
  for (const p of object.properties) {
    const prop = p.name && !ts.isComputedPropertyName(p.name) ? cx.nameOf(p.name) : undefined;
    if (prop === undefined || ts.isSpreadAssignment(p)) return undefined;
    const value = ts.isPropertyAssignment(p)
      ? cx.bare(p.initializer)
      : ts.isShorthandPropertyAssignment(p)
        ? p.name
        : undefined;
    let decls: TsNode[] = [value ?? p];
    // `{ add }`, `{ s: translate }`: the local named, whose text the reading then depends on too
    // (reuse.ts).
    const local = value && ts.isIdentifier(value) ? cx.locals.get(value.text) : undefined;
    if (local) {
      decls = local;
      for (const d of local) cx.readAlso.add(d);
    }
    // A getter and a setter of one name are one property; a later duplicate replaces the first.
    const accessor = ts.isGetAccessor(p) || ts.isSetAccessor(p);
    props.set(prop, accessor ? [...(props.get(prop) ?? []), ...decls] : decls);
  }
  const out = new Map<string, ApiSymbol>();
  for (const [prop, decls] of props)
    out.set(prop, buildSymbol(cx, `${name}.${prop}`, decls).symbol);
  return out;
}

function mergedMaps<K, V>(
  a: Map<K, V> | undefined,
  b: Map<K, V> | undefined,
): Map<K, V> | undefined {
  return a && b ? new Map([...a, ...b]) : (a ?? b);
}

/**
 * What a namespace's members are named under: the export's name, or for `export =` and `export
 * default` the declaration's own (`knex.Config`).
 */
function qualifier(name: string, own: string | undefined): string {
  return (name === 'export=' || name === 'default') && own !== undefined ? own : name;
}

/** The namespaces whose exports are being read (see namespaceSymbols). */
const reading = new Set<TsNode>();

/** The name a declaration statement binds (undefined for a variable statement or an export list). */
function declaredName(cx: TsContext, st: TsNode): string | undefined {
  return cx.nameOf((st as TsNode & { name?: TsMorph.ts.PropertyName }).name);
}

/**
 * The file's own declarations an alias names through a namespace import of the file itself
 * (openai 4.50: `import * as MessagesAPI from "./messages.js"` in `messages.d.ts`, and in a
 * namespace `export import MessagesPage = MessagesAPI.MessagesPage`).
 */
function selfAliased(cx: TsContext, st: TsNode): TsNode[] | undefined {
  const ts = cx.ts;
  if (!ts.isImportEqualsDeclaration(st) || !ts.isQualifiedName(st.moduleReference))
    return undefined;
  const ref = st.moduleReference;
  if (!ts.isIdentifier(ref.left)) return undefined;
  const source = cx.importSources.get(ref.left.text);
  const file = `./${posix.basename(cx.sf.fileName)}`;
  if (source === undefined || !/^'[^']*'$/.test(source)) return undefined;
  if (moduleOf(source.slice(1, -1)) !== moduleOf(file)) return undefined;
  const own = cx.locals.get(ref.right.text);
  return own && own.length > 0 ? own : undefined;
}

/** Specifiers of `export type { … }` lists (a `.ts` file's nodes have no parent to ask). */
const typeOnlyLists = new WeakSet<TsNode>();

/**
 * An alias of an imported declaration, by where it comes from (`'./core'.RequestOptions`):
 * `export import X = Core.X` (`Core` imported), or a namespace's `export { type X }` of an imported
 * `X` (openai 4.70, namespaces as its code generator writes them).
 */
function importAlias(cx: TsContext, d: TsNode): { source: string; typeOnly: boolean } | undefined {
  const ts = cx.ts;
  if (ts.isImportEqualsDeclaration(d) && !ts.isExternalModuleReference(d.moduleReference)) {
    const source = importedEntity(cx, d.moduleReference);
    return source === undefined ? undefined : { source, typeOnly: d.isTypeOnly };
  }
  if (!ts.isExportSpecifier(d)) return undefined;
  const source = cx.importSources.get((d.propertyName ?? d.name).getText(cx.sf));
  return source === undefined
    ? undefined
    : { source, typeOnly: d.isTypeOnly || typeOnlyLists.has(d) };
}

/** An entity name whose first part is imported, as where it comes from (`'./core'.X`). */
function importedEntity(cx: TsContext, name: TsMorph.ts.EntityName): string | undefined {
  const [first, ...rest] = entityNames(cx.ts, name);
  const source = cx.importSources.get(first!);
  return source === undefined ? undefined : [source, ...rest].join('.');
}

/** A namespace's export as a member of it: its name and line. */
function namespaceMember(s: ApiSymbol): Member {
  return {
    name: s.name.slice(s.name.lastIndexOf('.') + 1),
    form: 'property',
    line: s.line,
    visibility: 'public',
    static: true,
    abstract: false,
    readonly: false,
    optional: false,
    signatures: [],
    decorators: [],
  };
}

/**
 * Which of a module's or namespace's `statements` it exports. An ambient one (a declaration module,
 * a `declare namespace`) without `export {…}`, `export =` or `export default` exports each of its
 * declarations, written `export` or not: TypeScript's "export context" (imports and `declare
 * global` excepted).
 */
export function exportedIn(
  cx: TsContext,
  statements: readonly TsMorph.ts.Statement[],
  ambient: boolean,
): (st: TsMorph.ts.Statement) => boolean {
  const ts = cx.ts;
  const all =
    ambient && !statements.some((st) => ts.isExportDeclaration(st) || ts.isExportAssignment(st));
  return (st) =>
    cx.hasModifier(st, ts.SyntaxKind.ExportKeyword) ||
    (all && !ts.isImportEqualsDeclaration(st) && !isGlobalAugmentation(ts, st));
}

/** `declare global { … }`: additions to the global scope, not a namespace the module exports. */
function isGlobalAugmentation(ts: TsContext['ts'], st: TsMorph.ts.Statement): boolean {
  return ts.isModuleDeclaration(st) && (st.flags & ts.NodeFlags.GlobalAugmentation) !== 0;
}

export type { TsNode };

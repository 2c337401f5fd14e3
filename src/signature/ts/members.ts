import type * as TsMorph from 'ts-morph';
import type { Member, MemberForm, Visibility } from '../model';
import type { TsContext } from './context';
import { signatureOf } from './signatures';

type ClassLike = TsMorph.ts.ClassLikeDeclaration;
type TsNode = TsMorph.ts.Node;

/** Public, protected and private members of a class (private ones only to see visibility drop). */
export function classMembers(cx: TsContext, node: ClassLike, isPublic: boolean): Member[] {
  const ts = cx.ts;
  const { members, put } = memberTable();
  for (const el of node.members) {
    if (ts.isClassStaticBlockDeclaration(el) || ts.isSemicolonClassElement(el)) continue;
    if (ts.isConstructorDeclaration(el)) {
      for (const p of el.parameters) {
        if (!ts.isParameterPropertyDeclaration(p, el) || !ts.isIdentifier(p.name)) continue;
        const prop = base(cx, p, p.name.text, 'property', isPublic);
        const type = cx.typeRef(p.type);
        if (type) prop.type = type;
        put(p.name.text, prop);
      }
      if (el.body && hasOverloadSibling(cx, node, el)) continue;
      const m = base(cx, el, 'constructor', 'constructor', isPublic);
      m.signatures.push(signatureOf(cx, el));
      put('constructor', m);
      continue;
    }
    const name = cx.nameOf(el.name);
    if (name === undefined) {
      if (ts.isIndexSignatureDeclaration(el)) put(indexName(cx, el), indexMember(cx, el, isPublic));
      continue;
    }
    const isStatic = cx.hasModifier(el, ts.SyntaxKind.StaticKeyword);
    const key = `${isStatic ? 'static ' : ''}${name}`;
    if (ts.isMethodDeclaration(el)) {
      if (el.body && hasOverloadSibling(cx, node, el)) continue;
      const m = base(cx, el, name, 'method', isPublic);
      m.signatures.push(signatureOf(cx, el));
      put(key, m);
    } else if (ts.isPropertyDeclaration(el)) {
      const m = base(cx, el, name, 'property', isPublic);
      const type = cx.typeRef(el.type ?? (cx.js ? ts.getJSDocType(el) : undefined));
      if (type) m.type = type;
      put(key, m);
    } else if (ts.isGetAccessorDeclaration(el) || ts.isSetAccessorDeclaration(el)) {
      put(key, accessorMember(cx, el, name, isPublic));
    }
  }
  if (cx.js) {
    const ctor = node.members.find(ts.isConstructorDeclaration);
    for (const [name, at] of constructorFields(cx, ctor?.body)) {
      if (!members.has(name)) put(name, base(cx, at, name, 'property', isPublic));
    }
  }
  return [...members.values()];
}

/**
 * The fields a .js constructor sets, as TypeScript reads a .js class: `this.x = ...` anywhere in
 * its blocks (not in nested functions), and a bundler's class field helper
 * (`__publicField(this, "x", ...)`, `_defineProperty(this, "x", ...)`).
 */
function constructorFields(cx: TsContext, body: TsMorph.ts.Block | undefined): Map<string, TsNode> {
  const ts = cx.ts;
  const fields = new Map<string, TsNode>();
  const visit = (n: TsNode): void => {
    if (ts.isFunctionLike(n) || ts.isClassLike(n)) return;
    if (ts.isExpressionStatement(n)) {
      const e = n.expression;
      if (
        ts.isBinaryExpression(e) &&
        e.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
        ts.isPropertyAccessExpression(e.left) &&
        e.left.expression.kind === ts.SyntaxKind.ThisKeyword
      ) {
        fields.set(e.left.name.text, n);
      } else if (
        ts.isCallExpression(e) &&
        ts.isIdentifier(e.expression) &&
        /^_*(publicField|defineProperty)$/.test(e.expression.text) &&
        e.arguments[0]?.kind === ts.SyntaxKind.ThisKeyword &&
        e.arguments[1] !== undefined &&
        ts.isStringLiteral(e.arguments[1])
      ) {
        fields.set(e.arguments[1].text, n);
      }
    }
    ts.forEachChild(n, visit);
  };
  if (body) ts.forEachChild(body, visit);
  return fields;
}

/** Members of an interface (or a type literal): properties, methods, call/construct/index signatures. */
export function interfaceMembers(
  cx: TsContext,
  elements: readonly TsMorph.ts.TypeElement[],
  isPublic: boolean,
): Member[] {
  const ts = cx.ts;
  const { members, put } = memberTable();
  for (const el of elements) {
    if (ts.isCallSignatureDeclaration(el) || ts.isConstructSignatureDeclaration(el)) {
      const call = ts.isCallSignatureDeclaration(el);
      const m = base(cx, el, call ? '()' : 'new()', call ? 'call' : 'construct', isPublic);
      m.signatures.push(signatureOf(cx, el));
      put(m.name, m);
    } else if (ts.isIndexSignatureDeclaration(el)) {
      put(indexName(cx, el), indexMember(cx, el, isPublic));
    } else if (ts.isMethodSignature(el)) {
      const name = cx.nameOf(el.name) ?? '?';
      const m = base(cx, el, name, 'method', isPublic);
      m.signatures.push(signatureOf(cx, el));
      put(name, m);
    } else if (ts.isPropertySignature(el)) {
      const name = cx.nameOf(el.name) ?? '?';
      const fn = functionType(cx, el);
      // `m: (x: T) => R` is `m(x: T): R` to every caller and implementer: both read as methods,
      // so a rewrite between the two spellings compares their signatures, not their forms.
      const m = base(cx, el, name, fn ? 'method' : 'property', isPublic);
      if (fn) m.signatures.push(signatureOf(cx, fn));
      else {
        const type = cx.typeRef(el.type);
        if (type) m.type = type;
      }
      put(name, m);
    } else if (ts.isGetAccessorDeclaration(el) || ts.isSetAccessorDeclaration(el)) {
      const name = cx.nameOf(el.name) ?? '?';
      put(name, accessorMember(cx, el, name, isPublic));
    }
  }
  return [...members.values()];
}

/**
 * The function type of a writable property signature, `m: (x: T) => R` (parentheses allowed; an
 * optional one may spell out the `| undefined` it holds anyway).
 */
function functionType(
  cx: TsContext,
  el: TsMorph.ts.PropertySignature,
): TsMorph.ts.FunctionTypeNode | undefined {
  const ts = cx.ts;
  if (cx.hasModifier(el, ts.SyntaxKind.ReadonlyKeyword)) return undefined;
  let type = cx.bareType(el.type);
  if (type && el.questionToken && ts.isUnionTypeNode(type)) {
    const defined = type.types.filter((t) => t.kind !== ts.SyntaxKind.UndefinedKeyword);
    type = defined.length === 1 ? cx.bareType(defined[0]) : undefined;
  }
  return type && ts.isFunctionTypeNode(type) ? type : undefined;
}

function base(
  cx: TsContext,
  node: TsNode,
  name: string,
  form: MemberForm,
  isPublic: boolean,
): Member {
  const ts = cx.ts;
  const has = (k: TsMorph.ts.SyntaxKind) => cx.hasModifier(node, k);
  const named = node as TsNode & { name?: TsNode; questionToken?: TsNode };
  let visibility: Visibility = 'public';
  if (has(ts.SyntaxKind.PrivateKeyword) || (named.name && ts.isPrivateIdentifier(named.name)))
    visibility = 'private';
  else if (has(ts.SyntaxKind.ProtectedKeyword)) visibility = 'protected';
  else if (cx.js && (ts.getJSDocPrivateTag(node) || apiPrivateTag(ts, node)))
    visibility = 'private';
  else if (cx.js && ts.getJSDocProtectedTag(node)) visibility = 'protected';
  const doc = cx.doc(node, isPublic && visibility !== 'private');
  return {
    name,
    form,
    line: cx.line(node),
    visibility,
    static: has(ts.SyntaxKind.StaticKeyword),
    abstract: has(ts.SyntaxKind.AbstractKeyword),
    readonly: has(ts.SyntaxKind.ReadonlyKeyword),
    optional: Boolean(named.questionToken),
    signatures: [],
    decorators: cx.decorators(node),
    ...(doc ? { doc } : {}),
  };
}

function accessorMember(
  cx: TsContext,
  el: TsMorph.ts.GetAccessorDeclaration | TsMorph.ts.SetAccessorDeclaration,
  name: string,
  isPublic: boolean,
): Member {
  const ts = cx.ts;
  const getter = ts.isGetAccessorDeclaration(el);
  const m = base(cx, el, name, getter ? 'getter' : 'accessor', isPublic);
  const typeNode = getter ? el.type : el.parameters[0]?.type;
  const type = cx.typeRef(typeNode);
  if (type) m.type = type;
  m.readonly = getter;
  return m;
}

/** Members by key; a second declaration of a key merges into the first (accessors, overloads). */
function memberTable() {
  const members = new Map<string, Member>();
  const put = (key: string, m: Member) => {
    const prev = members.get(key);
    if (!prev) members.set(key, m);
    else mergeMember(prev, m);
  };
  return { members, put };
}

/** A getter and a setter of one name form one `accessor` member; overloads add signatures. */
function mergeMember(into: Member, next: Member): void {
  if (into.form === 'getter' && next.form === 'accessor') {
    into.form = 'accessor';
    into.readonly = false;
  } else if (into.form === 'accessor' && next.form === 'getter') {
    into.type = next.type ?? into.type;
    into.readonly = false;
  }
  into.signatures.push(...next.signatures);
  into.doc ??= next.doc;
  if (next.decorators.length) into.decorators = [...into.decorators, ...next.decorators];
}

function indexName(cx: TsContext, el: TsMorph.ts.IndexSignatureDeclaration): string {
  const keyType = el.parameters[0]?.type;
  return `[${keyType ? cx.normalized(keyType) : '?'}]`;
}

/**
 * The index signature `Record<string, V>` (or `number`) stands for, as an interface member
 * (`[string]: V`); undefined for any other reference.
 */
export function recordIndexMember(
  cx: TsContext,
  ref: TsMorph.ts.TypeReferenceNode,
): Member | undefined {
  const ts = cx.ts;
  const [key, value] = ref.typeArguments ?? [];
  if (!ts.isIdentifier(ref.typeName) || ref.typeName.text !== 'Record' || !key || !value)
    return undefined;
  if (key.kind !== ts.SyntaxKind.StringKeyword && key.kind !== ts.SyntaxKind.NumberKeyword)
    return undefined;
  const m = base(cx, ref, `[${cx.normalized(key)}]`, 'index', true);
  const type = cx.typeRef(value);
  if (type) m.type = type;
  return m;
}

function indexMember(
  cx: TsContext,
  el: TsMorph.ts.IndexSignatureDeclaration,
  isPublic: boolean,
): Member {
  const m = base(cx, el, indexName(cx, el), 'index', isPublic);
  const type = cx.typeRef(el.type);
  if (type) m.type = type;
  return m;
}

/** In a class, an implementation with overload signatures is not callable as written. */
function hasOverloadSibling(
  cx: TsContext,
  cls: ClassLike,
  impl: TsMorph.ts.MethodDeclaration | TsMorph.ts.ConstructorDeclaration,
): boolean {
  const ts = cx.ts;
  const name = ts.isConstructorDeclaration(impl) ? 'constructor' : cx.nameOf(impl.name);
  const isStatic = cx.hasModifier(impl, ts.SyntaxKind.StaticKeyword);
  return cls.members.some(
    (m) =>
      m !== impl &&
      (ts.isMethodDeclaration(m) || ts.isConstructorDeclaration(m)) &&
      !m.body &&
      (ts.isConstructorDeclaration(m) ? 'constructor' : cx.nameOf(m.name)) === name &&
      cx.hasModifier(m, ts.SyntaxKind.StaticKeyword) === isStatic,
  );
}

/** dox's spelling of `@private` (`@api private`), as commander's sources write it. */
function apiPrivateTag(ts: TsContext['ts'], node: TsNode): boolean {
  return ts
    .getJSDocTags(node)
    .some(
      (t) => t.tagName.text === 'api' && ts.getTextOfJSDocComment(t.comment)?.trim() === 'private',
    );
}

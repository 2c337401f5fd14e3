import type * as TsMorph from 'ts-morph';
import type { Param, Signature, TypeParam, TypeRef } from '../model';
import type { TsContext, TsTypeHandle } from './context';

type SignatureNode = TsMorph.ts.SignatureDeclaration;

/** Parameters, generics and the return of one function-like declaration. */
export function signatureOf(cx: TsContext, node: SignatureNode): Signature {
  return cx.withTypeParams(node.typeParameters, () => readSignature(cx, node));
}

function readSignature(cx: TsContext, node: SignatureNode): Signature {
  const ts = cx.ts;
  const params: Param[] = [];
  // TypeScript's rule for .js files: a function without JSDoc types (no `@param` tag, no `@type`)
  // can be called with fewer arguments than it declares, so each of its parameters is optional.
  const untypedJs =
    cx.js &&
    !node.parameters.some((p) => ts.getJSDocParameterTags(p).length > 0) &&
    !ts.getJSDocType(node);
  node.parameters.forEach((p, index) => {
    if (ts.isIdentifier(p.name) && p.name.text === 'this') return;
    const param = paramOf(cx, p, index);
    params.push(untypedJs ? { ...param, optional: true } : param);
  });
  // TypeScript's rule for .js files: a function that reads `arguments` takes any number of them
  // (`constructor() { super(...arguments); }`).
  if (cx.js && !params.some((p) => p.kind === 'var-positional') && readsArguments(ts, node)) {
    params.push({ name: 'arguments', kind: 'var-positional', optional: true, decorators: [] });
  }
  const returns = returnOf(cx, node);
  const isAsync = cx.hasModifier(node, ts.SyntaxKind.AsyncKeyword);
  const generator = 'asteriskToken' in node && Boolean(node.asteriskToken);
  return {
    params,
    ...(returns ? { returns } : {}),
    typeParams: typeParamsOf(cx, node.typeParameters),
    async: isAsync || (returns !== undefined && declaresPromise(cx, returns)),
    ...(!isAsync && returns !== undefined && declaresPromise(cx, returns)
      ? { asyncByType: true }
      : {}),
    generator,
    line: cx.line(node),
    ...(untypedJs ? { untypedJs } : {}),
  };
}

/** Whether a function's own body mentions `arguments` (an arrow's is its enclosing function's). */
function readsArguments(ts: TsContext['ts'], node: SignatureNode): boolean {
  const body = 'body' in node ? node.body : undefined;
  if (!body) return false;
  const visit = (n: TsMorph.ts.Node): boolean =>
    (ts.isIdentifier(n) && n.text === 'arguments') ||
    (!(ts.isFunctionLike(n) && !ts.isArrowFunction(n)) && ts.forEachChild(n, visit) === true);
  return ts.forEachChild(body, visit) === true;
}

function paramOf(cx: TsContext, p: TsMorph.ts.ParameterDeclaration, index: number): Param {
  const ts = cx.ts;
  const destructured = !ts.isIdentifier(p.name);
  // The tag of the parameter itself, not of its properties (`@param {number} [obj.hour=0]`).
  const jsDocTag = cx.js
    ? ts.getJSDocParameterTags(p).find((t) => ts.isIdentifier(t.name))
    : undefined;
  const typeNode = p.type ?? (cx.js ? ts.getJSDocType(p) : undefined);
  const jsDocOptional =
    jsDocTag !== undefined &&
    (jsDocTag.isBracketed ||
      jsDocTag.typeExpression?.type.kind === ts.SyntaxKind.JSDocOptionalType);
  const rest = Boolean(p.dotDotDotToken);
  const defaultText = p.initializer
    ? cx.normalized(p.initializer)
    : jsDocDefault(jsDocTag?.getText(cx.sf), ts.isIdentifier(p.name) ? p.name.text : '');
  const type = typeRefOf(cx, typeNode);
  const element = rest ? restElement(cx, typeNode) : undefined;
  return {
    name: destructured ? `(destructured #${index + 1})` : (cx.nameOf(p.name) ?? `#${index + 1}`),
    kind: rest ? 'var-positional' : 'positional',
    optional: Boolean(p.questionToken || p.initializer || rest || jsDocOptional),
    ...(defaultText !== undefined ? { default: defaultText } : {}),
    ...(type ? { type } : {}),
    ...(element ? { element } : {}),
    ...(destructured ? { destructured: true } : {}),
    decorators: cx.decorators(p),
  };
}

/** The element type of a rest parameter's array type (`T[]`, `readonly T[]`, `Array<T>`). */
function restElement(
  cx: TsContext,
  typeNode: TsMorph.ts.TypeNode | undefined,
): TypeRef | undefined {
  const ts = cx.ts;
  let t = cx.bareType(typeNode);
  if (t && ts.isTypeOperatorNode(t) && t.operator === ts.SyntaxKind.ReadonlyKeyword)
    t = cx.bareType(t.type);
  if (t && ts.isArrayTypeNode(t)) return typeRefOf(cx, t.elementType);
  if (
    t &&
    ts.isTypeReferenceNode(t) &&
    ts.isIdentifier(t.typeName) &&
    /^(Readonly)?Array$/.test(t.typeName.text) &&
    t.typeArguments?.length === 1
  )
    return typeRefOf(cx, t.typeArguments[0]);
  return undefined;
}

/**
 * A declared return type whose text starts `Promise<` or `PromiseLike<`. Only a type whose source
 * holds `Promise` is normalized to find out (normalizing never forms the word).
 */
function declaresPromise(cx: TsContext, returns: TypeRef): boolean {
  const handle = returns.handle as TsTypeHandle;
  return (
    handle.mode === 'type' &&
    cx.mentions(handle.node, 'Promise') &&
    /^(Promise|PromiseLike)(<|$)/.test(returns.text)
  );
}

/** `@param {number} [b=2]` → `2`. */
/** The default a JSDoc tag writes for `name` (`[name=1]`), not for its properties (`[name.x=1]`). */
function jsDocDefault(tagText: string | undefined, name: string): string | undefined {
  const escaped = name.replace(/[$]/g, '\\$&');
  const match = tagText && new RegExp(`\\[\\s*${escaped}\\s*=\\s*([^\\]]+)\\]`).exec(tagText);
  return match ? match[1]!.trim() : undefined;
}

/** JSDoc `{T=}` types are optional markers, not part of the type. */
function typeRefOf(cx: TsContext, node: TsMorph.ts.TypeNode | undefined): TypeRef | undefined {
  if (!node) return undefined;
  const ts = cx.ts;
  const inner = ts.isJSDocOptionalType(node) ? node.type : node;
  return cx.typeRef(inner);
}

function returnOf(cx: TsContext, node: SignatureNode): TypeRef | undefined {
  const ts = cx.ts;
  const declared = node.type ?? (cx.js ? ts.getJSDocReturnType(node) : undefined);
  if (declared) return cx.typeRef(declared);
  if (ts.isConstructorDeclaration(node) || ts.isSetAccessorDeclaration(node)) return undefined;
  const body = 'body' in node ? (node.body as TsMorph.ts.Node | undefined) : undefined;
  if (!body) return undefined;
  return cx.inferredRef('body', body, node);
}

export function typeParamsOf(
  cx: TsContext,
  list: TsMorph.ts.NodeArray<TsMorph.ts.TypeParameterDeclaration> | undefined,
): TypeParam[] {
  return (list ?? []).map((tp) => {
    const constraint = cx.typeRef(tp.constraint);
    const dflt = cx.typeRef(tp.default);
    return {
      name: tp.name.text,
      ...(constraint ? { constraint } : {}),
      ...(dflt ? { default: dflt } : {}),
    };
  });
}

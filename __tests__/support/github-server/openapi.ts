import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

/**
 * The operations the fake server implements, validated against GitHub's own OpenAPI description
 * (`@octokit/openapi`, api.github.com). The 13 MB description is read once per process and only
 * these operations, and the components they reach, are kept and compiled.
 */
export const OPERATIONS = [
  ['get', '/user'],
  ['get', '/rate_limit'],
  ['get', '/repos/{owner}/{repo}/pulls/{pull_number}'],
  ['get', '/repos/{owner}/{repo}/pulls/{pull_number}/files'],
  ['get', '/repos/{owner}/{repo}/compare/{basehead}'],
  ['get', '/repos/{owner}/{repo}/git/trees/{tree_sha}'],
  ['get', '/repos/{owner}/{repo}/git/blobs/{file_sha}'],
  ['get', '/repos/{owner}/{repo}/contents/{path}'],
  ['get', '/repos/{owner}/{repo}/issues/{issue_number}/comments'],
  ['post', '/repos/{owner}/{repo}/issues/{issue_number}/comments'],
  ['patch', '/repos/{owner}/{repo}/issues/comments/{comment_id}'],
  ['delete', '/repos/{owner}/{repo}/issues/comments/{comment_id}'],
] as const;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface Operation {
  id: string;
  method: string;
  template: string;
  match(pathname: string): Record<string, string> | undefined;
  /** Problems with the path and query parameters and the JSON body; empty when valid. */
  validateRequest(
    path: Record<string, string>,
    query: Record<string, string>,
    body: unknown,
  ): string[];
  /** Problems with a response the fake is about to send (a bug in the fake); empty when valid. */
  validateResponse(status: number, body: unknown): string[];
  /** A response example from the description, as a template for the fake's answers. */
  example(status: number, name?: string): Json;
}

const BASE = 'https://openapi.test/api.github.com.json';
let loaded: Operation[] | undefined;

export function operations(): Operation[] {
  return (loaded ??= load());
}

function load(): Operation[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const spec: Json = require('@octokit/openapi/generated/api.github.com.json');
  const components: Json = {};
  const reach = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(reach);
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      const ref =
        key === '$ref' && typeof value === 'string'
          ? /^#\/components\/(\w+)\/(.+)$/.exec(value)
          : null;
      if (ref) {
        const [, kind, name] = ref as unknown as [string, string, string];
        if (components[kind]?.[name]) continue;
        (components[kind] ??= {})[name] = spec.components[kind][name];
        reach(spec.components[kind][name]);
      } else reach(value);
    }
  };
  const picked = OPERATIONS.map(([method, template]) => ({
    method,
    template,
    op: spec.paths[template][method] as Json,
  }));
  picked.forEach(({ op }) => reach(op));
  const strict = new Ajv({ strict: false, allErrors: true });
  const coercing = new Ajv({ strict: false, allErrors: true, coerceTypes: true });
  for (const ajv of [strict, coercing]) {
    addFormats(ajv);
    ajv.addSchema(openapiToJsonSchema({ $id: BASE, components }));
  }
  const deref = (node: Json): Json => (node.$ref ? deref(resolve(spec, node.$ref)) : node);
  return picked.map(({ method, template, op }) => {
    const params = (op.parameters ?? []).map(deref) as Json[];
    const pathParams = params.filter((p) => p.in === 'path');
    const compileParams = (where: 'path' | 'query') =>
      coercing.compile(
        absolute({
          type: 'object',
          properties: Object.fromEntries(
            params.filter((p) => p.in === where).map((p) => [p.name, p.schema]),
          ),
          required: params.filter((p) => p.in === where && p.required).map((p) => p.name),
          additionalProperties: false,
        }),
      );
    const validatePath = compileParams('path');
    const validateQuery = compileParams('query');
    const bodySchema = op.requestBody?.content?.['application/json']?.schema;
    const validateBody = bodySchema ? strict.compile(absolute(bodySchema)) : undefined;
    const responses = new Map<number, ValidateFunction>();
    const responseOf = (status: number) => {
      const response = op.responses[String(status)];
      return response ? deref(response) : undefined;
    };
    const regex = new RegExp(
      '^' +
        template.replace(/\{(\w+)\}/g, (_m: string, name: string) =>
          pathParams.find((p) => p.name === name)?.['x-multi-segment'] ? '(.+)' : '([^/]+)',
        ) +
        '$',
    );
    const names = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
    return {
      id: op.operationId,
      method: method.toUpperCase(),
      template,
      match(pathname) {
        const m = regex.exec(pathname);
        return m
          ? Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(m[i + 1]!)]))
          : undefined;
      },
      validateRequest(path, query, body) {
        const problems = [
          ...errors('path', validatePath, { ...path }),
          ...errors('query', validateQuery, { ...query }),
        ];
        if (validateBody) problems.push(...errors('body', validateBody, body));
        else if (body !== undefined) problems.push('body: this operation takes no request body');
        if (op.requestBody?.required && body === undefined) problems.push('body: required');
        return problems;
      },
      validateResponse(status, body) {
        let validate = responses.get(status);
        if (!validate) {
          const schema = responseOf(status)?.content?.['application/json']?.schema;
          if (!schema)
            return status === 204 || body === undefined
              ? []
              : [`no JSON response ${status} in the description`];
          responses.set(status, (validate = strict.compile(absolute(schema))));
        }
        return errors(`response ${status}`, validate, body);
      },
      example(status, name) {
        const examples: Json = responseOf(status)?.content?.['application/json']?.examples ?? {};
        const chosen = name ? examples[name] : Object.values(examples)[0];
        if (!chosen) throw new Error(`${op.operationId}: no example ${name ?? ''} for ${status}`);
        return structuredClone(chosen.$ref ? resolve(spec, chosen.$ref).value : chosen.value);
      },
    };
  });
}

function errors(where: string, validate: ValidateFunction, value: unknown): string[] {
  if (validate(value)) return [];
  return (validate.errors ?? []).map((e) => `${where}${e.instancePath}: ${e.message ?? e.keyword}`);
}

function resolve(spec: Json, ref: string): Json {
  return ref
    .slice(2)
    .split('/')
    .reduce((node: Json, key) => node[key.replace(/~1/g, '/').replace(/~0/g, '~')], spec);
}

/** Schemas inside an operation refer to `#/components/...` of the whole description. */
function absolute(schema: Json): Json {
  return openapiToJsonSchema(
    JSON.parse(JSON.stringify(schema).replace(/"\$ref":"#\//g, `"$ref":"${BASE}#/`)),
  );
}

/** OpenAPI 3.0's `nullable: true` becomes JSON Schema's `null` type. */
function openapiToJsonSchema(node: unknown): Json {
  if (Array.isArray(node)) return node.map(openapiToJsonSchema) as unknown as Json;
  if (!node || typeof node !== 'object') return node as Json;
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) out[key] = openapiToJsonSchema(value);
  if (out.nullable !== true) return out;
  delete out.nullable;
  if (typeof out.type === 'string') {
    out.type = [out.type, 'null'];
    if (Array.isArray(out.enum)) out.enum = [...out.enum, null];
    return out;
  }
  return { anyOf: [out, { type: 'null' }] };
}

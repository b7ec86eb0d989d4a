/**
 * The contract tests' check of every answer: each object answer a test server sends is held against the schema its
 * route declares for that status, and every object in it must name only what its schema names (the document is
 * then complete: a generated client lacks nothing a screen reads). A mismatch is a problem the test server reports
 * when it closes (start-server.ts), with the route, the status and Ajv's words.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import type { AnswerObserver } from '@server/http/answer-serialization.ts';

type Json = { [key: string]: unknown };

const ajv = new Ajv({ strict: false, allErrors: true, allowUnionTypes: true });
const compiled = new WeakMap<object, ValidateFunction>();

/** the schema with every object closed to properties it does not name, unless it says otherwise */
function closed(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closed);
  if (schema === null || typeof schema !== 'object') return schema;
  const copy: Json = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, key === 'default' || key === 'examples' || key === 'const' || key === 'enum' ? value : closed(value)]));
  if (copy.properties !== undefined && copy.additionalProperties === undefined && copy.patternProperties === undefined) copy.additionalProperties = false;
  return copy;
}

/** the schema a route declares for `status`: the code itself, then its class (`4xx`), then `default` */
function declaredSchema(response: unknown, status: number): object | undefined {
  if (response === null || typeof response !== 'object') return undefined;
  const byStatus = response as Json;
  const entry = byStatus[String(status)] ?? byStatus[`${String(status)[0]}xx`] ?? byStatus.default;
  if (entry === null || typeof entry !== 'object') return undefined;
  // an OpenAPI-style entry: { content: { 'application/json': { schema } } }
  const content = (entry as Json).content as Record<string, { schema?: object }> | undefined;
  return content ? content['application/json']?.schema : entry;
}

function validatorOf(schema: object): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(closed(schema) as object);
    compiled.set(schema, validate);
  }
  return validate;
}

export type AnswerCheck = { observe: AnswerObserver; problems: string[] };

export function answerCheck(): AnswerCheck {
  const problems: string[] = [];
  return {
    problems,
    observe({ method, route, status, payload, response }) {
      if (payload === null || typeof payload !== 'object' || Buffer.isBuffer(payload) || typeof (payload as { pipe?: unknown }).pipe === 'function') return;
      const schema = declaredSchema(response, status);
      if (!schema) return;
      const validate = validatorOf(schema);
      if (validate(payload)) return;
      const errors = (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}${e.params && 'additionalProperty' in e.params ? ` '${String(e.params.additionalProperty)}'` : ''}`);
      problems.push(`${method} ${route} ${status}: ${errors.join('; ')}`);
    },
  };
}

/**
 * How answers are written. A route's `response` schemas document its answers (OpenAPI) and let the contract tests
 * check them; they do not shape what is sent. Fastify would otherwise serialize with them and silently drop every
 * property a schema does not name, so an answer is written whole, as JSON.
 *
 * `observe` (tests only) sees every object answer before it is written, with the schemas its route declares.
 */
import type { FastifyInstance, FastifySchema } from 'fastify';

type ObservedAnswer = { method: string; route: string; status: number; payload: unknown; response: FastifySchema['response'] };
export type AnswerObserver = (answer: ObservedAnswer) => void;

export function registerAnswerSerialization(app: FastifyInstance, observe?: AnswerObserver): void {
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  if (!observe) return;
  app.addHook('preSerialization', async (request, reply, payload) => {
    observe({ method: request.method, route: request.routeOptions.url ?? request.url, status: reply.statusCode, payload, response: request.routeOptions.schema?.response });
    return payload;
  });
}

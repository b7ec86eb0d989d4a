/**
 * `application/x-www-form-urlencoded` bodies (spec §7: form variants exist), parsed to a plain
 * object of strings; the route schema then coerces and checks them like JSON.
 */
import type { FastifyInstance } from 'fastify';

export function registerFormBody(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    const fields: Record<string, string> = Object.create(null) as Record<string, string>;
    for (const [key, value] of new URLSearchParams(String(body))) fields[key] = value;
    done(null, { ...fields });
  });
}

/**
 * Notification calls of spec §7 "Shell calls" under /api/v3/column_hybrid/{channel}/.
 */
import type { FastifyInstance } from 'fastify';
import { NOTIFICATION_PATHS } from '../../shared/api/notifications.ts';
import { ok } from '../http/answers.ts';
import { querySchema } from '../http/schemas.ts';
import { sessionOf } from '../http/session-plugin.ts';
import type { Services } from '../services/index.ts';

export function registerNotificationRoutes(app: FastifyInstance, services: Services): void {
  app.get(NOTIFICATION_PATHS.unreadCount, { schema: { querystring: querySchema() } }, async (request) =>
    ok(await services.notifications.unreadCounts(sessionOf(request))),
  );
}

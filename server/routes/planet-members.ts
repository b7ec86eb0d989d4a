/**
 * Planet members, roles, blacklist, refunds and statistics (issue 6; docs/api.md). Being written in this session.
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services/index.ts';

export function registerPlanetMemberRoutes(_app: FastifyInstance, _services: Services): void {}

/**
 * Planet columns, specials, punch-card plans and homework (issue 6; docs/api.md). Being written in this session.
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services/index.ts';

export function registerPlanetProgramRoutes(_app: FastifyInstance, _services: Services): void {}

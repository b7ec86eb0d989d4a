/**
 * Planet the planet member mode screens and the SaaS money calls (issue 6; docs/api.md). Being written in this session.
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services/index.ts';

export function registerPlanetModeRoutes(_app: FastifyInstance, _services: Services): void {}

/**
 * Planet the feed (themes), topics, praise and collect (issue 6; docs/api.md). Being written in this session.
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services/index.ts';

export function registerPlanetThemeRoutes(_app: FastifyInstance, _services: Services): void {}

/**
 * Planet funds (issue 6; docs/api.md): the SaaS money calls, the ledger, payout accounts. Being written in this session.
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services/index.ts';

export function registerPlanetFundsRoutes(_app: FastifyInstance, _services: Services): void {}

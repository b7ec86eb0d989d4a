/** The certification area's services: the teacher profile, the applications and the Douyin scopes. */
import type { ServiceContext } from '@server/db/context.ts';
import type { Events } from '@server/db/events.ts';
import type { MediaTokens } from '@server/areas/materials/media-tokens.ts';
import { createApplicationService } from './applications.ts';
import { createProfileService } from './profile.ts';
import { createTtScopeService } from './tt-scopes.ts';

export function createCertificationServices(ctx: ServiceContext, deps: { tokens: MediaTokens; events: Events }) {
  return {
    profile: createProfileService(ctx, { tokens: deps.tokens }),
    applications: createApplicationService(ctx, deps),
    ttScopes: createTtScopeService(ctx),
  };
}

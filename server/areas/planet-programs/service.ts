/**
 * A planet's programs: punch-card plans and cards, homework, specials and members' questions. Every call
 * names its planet, which must be the caller's (404 '星球不存在' otherwise), and every record it touches must be
 * of that planet (404 with the record's own message otherwise).
 */
import type { ServiceContext } from '@server/db/context.ts';
import type { PlanetAreaDeps } from '@server/areas/planets/area-deps.ts';
import { createHomeworkService } from './homework.ts';
import { createPunchcardService } from './punchcards.ts';
import { createQuestionService } from './questions.ts';
import { createSpecialService } from './specials.ts';

export function createPlanetProgramService(ctx: ServiceContext, deps: PlanetAreaDeps) {
  return {
    punchcards: createPunchcardService(ctx, deps),
    homework: createHomeworkService(ctx, deps),
    specials: createSpecialService(ctx, deps),
    questions: createQuestionService(ctx, deps),
  };
}

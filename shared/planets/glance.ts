import { fetchStatisticOverview } from '@shared/planet-members/client.ts';
import { fetchPunchPlans, fetchQuestions } from '@shared/planet-programs/client.ts';
import { fetchThemes } from '@shared/planet-themes/client.ts';

/** A planet's figures at a glance on its overview, each from the area that keeps it. */
export type PlanetGlance = {
  /** members (an active membership): the same figure as the planet's `member_count` */
  membersActive: number;
  membersNewToday: number;
  /** fen */
  incomeTotal: number;
  themes: number;
  themesAwaiting: number;
  runningPlans: number;
  unansweredQuestions: number;
};

/** `day`: today, 'YYYY-MM-DD' China time (the day's new members; a new day is a new answer). */
export async function readPlanetGlance({ id, day }: { id: number; day: string }): Promise<PlanetGlance> {
  const [overview, themes, awaiting, plans, questions] = await Promise.all([
    fetchStatisticOverview(id, day, day),
    fetchThemes({ planet_id: id, status: 1, page: 1, pageSize: 1 }),
    fetchThemes({ planet_id: id, status: 2, page: 1, pageSize: 1 }),
    fetchPunchPlans(id, { page: 1, pageSize: 1, status: 1 }),
    fetchQuestions(id, { page: 1, pageSize: 1, answered: 0 }),
  ]);
  return {
    membersActive: overview.members_active,
    membersNewToday: overview.members_new_in_range,
    incomeTotal: overview.income_total,
    themes: themes.totalCount,
    themesAwaiting: awaiting.totalCount,
    runningPlans: plans.totalCount,
    unansweredQuestions: questions.counts.unanswered,
  };
}

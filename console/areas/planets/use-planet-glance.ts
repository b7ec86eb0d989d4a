import { useEffect, useState } from 'react';
import { fetchStatisticOverview } from '@shared/planet-members/client.ts';
import { fetchPunchPlans, fetchQuestions } from '@shared/planet-programs/client.ts';
import { fetchThemes } from '@shared/planet-themes/client.ts';
import { chinaDay } from '@shared/planet-programs/rules.ts';

export type PlanetGlance = {
  membersActive: number;
  membersNewToday: number;
  /** fen */
  incomeTotal: number;
  themes: number;
  themesAwaiting: number;
  runningPlans: number;
  unansweredQuestions: number;
};

/** The planet's figures at a glance, from the areas' own calls; null while loading or when one of them fails. */
export function usePlanetGlance(planetId: number): PlanetGlance | null {
  const [glance, setGlance] = useState<PlanetGlance | null>(null);
  useEffect(() => {
    let current = true;
    const today = chinaDay(Math.floor(Date.now() / 1000));
    Promise.all([
      fetchStatisticOverview(planetId, today, today),
      fetchThemes({ planet_id: planetId, status: 1, page: 1, pageSize: 1 }),
      fetchThemes({ planet_id: planetId, status: 2, page: 1, pageSize: 1 }),
      fetchPunchPlans(planetId, { page: 1, pageSize: 1, status: 1 }),
      fetchQuestions(planetId, { page: 1, pageSize: 1, answered: 0 }),
    ]).then(
      ([overview, themes, awaiting, plans, questions]) =>
        current &&
        setGlance({
          membersActive: overview.members_active,
          membersNewToday: overview.members_new_in_range,
          incomeTotal: overview.income_total,
          themes: themes.totalCount,
          themesAwaiting: awaiting.totalCount,
          runningPlans: plans.totalCount,
          unansweredQuestions: questions.counts.unanswered,
        }),
      () => current && setGlance(null),
    );
    return () => {
      current = false;
    };
  }, [planetId]);
  return glance;
}

import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { fetchPlanet } from '@shared/planets/client.ts';
import { showToast } from '@shared/feedback.ts';
import { t } from '@shared/i18n/i18n.ts';
import type { Planet } from '@shared/planets/types.ts';
import { planetListPath } from './planet-paths.ts';

/**
 * The planet named by `?id=`, with a setter for what a screen changed. A missing or foreign id goes back to the
 * list with the server's message.
 */
export function usePlanetFromQuery(): [Planet | null, (planet: Planet) => void] {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const id = Number(params.get('id')) || 0;
  const [planet, setPlanet] = useState<Planet | null>(null);
  const listPath = planetListPath(pathname);

  useEffect(() => {
    let current = true;
    setPlanet(null);
    const leave = (message: string) => {
      showToast(message, { kind: 'error' });
      void navigate(listPath, { replace: true });
    };
    if (!id) {
      leave(t('planet.detail.missing'));
      return;
    }
    fetchPlanet(id).then(
      (found) => current && setPlanet(found),
      (error: unknown) => current && leave(error instanceof Error ? error.message : t('common.failed')),
    );
    return () => {
      current = false;
    };
  }, [id, listPath, navigate]);

  return [planet, setPlanet];
}

import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { showToast } from '@shared/feedback.ts';
import { t } from '@shared/i18n/i18n.ts';
import { planetRecord } from '@shared/planets/resources.ts';
import type { Planet } from '@shared/planets/types.ts';
import { refusalText } from '@console/kit/field-problems.ts';
import { useRecord } from '@console/kit/use-record.ts';
import { planetListPath } from './planet-paths.ts';

/**
 * The planet named by `?id=` (null while it loads), and a way to fetch it again. A missing or foreign id goes back
 * to the list with the server's message. Every screen showing the planet refreshes after a change that names
 * `PLANETS` stale.
 */
export function usePlanetFromQuery(): [Planet | null, () => void] {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const id = Number(params.get('id')) || 0;
  const found = useRecord(planetRecord, id ? { id } : null);
  const listPath = planetListPath(pathname);
  const failure = !id ? t('planet.detail.missing') : found.error && !found.data ? refusalText(found.error) : '';

  useEffect(() => {
    if (!failure) return;
    showToast(failure, { kind: 'error' });
    void navigate(listPath, { replace: true });
  }, [failure, listPath, navigate]);

  return [found.data && found.data.id === id ? found.data : null, found.reload];
}

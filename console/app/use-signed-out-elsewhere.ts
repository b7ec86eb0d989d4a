import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { $refreshToken, $token } from '@shared/session/session.ts';
import { isPlanetPath, loginPathFor } from './paths.ts';
import { isPublicPath } from './routes.ts';

/**
 * The session is shared by every tab (spec §3 stored items, synced through storage events): when it ends in
 * another tab, this one leaves its private page for the login page instead of failing on its next call.
 */
export function useSignedOutElsewhere() {
  const navigate = useNavigate();
  useEffect(() => {
    const check = () => {
      if ($token.get() || $refreshToken.get()) return;
      const { pathname, search } = window.location;
      if (isPublicPath(pathname)) return;
      const planet = isPlanetPath(pathname);
      const back = new URLSearchParams({ redirect: `${pathname}${search}` });
      navigate(`${loginPathFor(planet)}${planet ? '&' : '?'}${back}`, { replace: true });
    };
    const stopToken = $token.listen(check);
    const stopRefresh = $refreshToken.listen(check);
    return () => {
      stopToken();
      stopRefresh();
    };
  }, [navigate]);
}

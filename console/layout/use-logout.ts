import { useNavigate } from 'react-router';
import { logout } from '@shared/account/client.ts';
import { clearSession } from '@shared/session/session.ts';
import { loginPathFor } from '@console/app/paths.ts';

/** Ends the session on the server and here; planet mode reopens login with p=1 (spec §4). */
export function useLogout(planet: boolean) {
  const navigate = useNavigate();
  return async () => {
    try {
      await logout();
    } catch {
      // the server may already consider the session over; the local session ends regardless
    }
    clearSession();
    navigate(loginPathFor(planet), { replace: true });
  };
}

import { useNavigate } from 'react-router';
import { signOut } from '@shared/account/session-actions.ts';
import { loginPathFor } from '@console/app/paths.ts';

/** Ends the session on the server and here; planet mode reopens login with p=1 (spec §4). */
export function useLogout(planet: boolean) {
  const navigate = useNavigate();
  return async () => {
    await signOut();
    navigate(loginPathFor(planet), { replace: true });
  };
}

import { useStore } from '@nanostores/react';
import { userInfoRecord } from '@shared/account/resources.ts';
import { $user } from '@shared/session/session.ts';
import { switchesRecord } from '@shared/system/resources.ts';
import type { SwitchName, Switches } from '@shared/system/types.ts';
import type { QueryResult } from './data.ts';
import { useRecord } from './use-record.ts';

/**
 * The switches of the account the console works for, as the server checks them (spec §6): a staff account's are its
 * main account's. Waits until the account is known; if the account can't be read, the signed-in account's own.
 */
export function useOwnerSwitches(include: readonly SwitchName[]): QueryResult<Switches> {
  const user = useStore($user);
  const me = useRecord(userInfoRecord, user ? {} : null);
  const owner = me.data?.main_id ?? (me.error ? user?.id : undefined);
  return useRecord(switchesRecord, owner ? { userId: owner, include } : null);
}

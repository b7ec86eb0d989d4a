/** The account as the account calls return it. */
import type { SessionUser } from '@shared/session/types.ts';

export type UserInfo = SessionUser & {
  phone: string;
  avatar_url: string;
  /** 'teacher' (teacher centre) or 'planet' (planet member-mode teacher) */
  mode: 'teacher' | 'planet';
  /** main account id; equals id for main accounts */
  main_id: number;
  is_child: boolean;
  /** 'free' accounts have an upload quota; 'advanced' (高级讲师) do not */
  tier: 'free' | 'advanced';
  status: number;
};

export type TeacherAccount = {
  id: number;
  nickname: string;
  phone: string;
  uuid: string;
  status: number;
  is_child: boolean;
  created_at: number;
};

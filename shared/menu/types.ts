/** Menu module (spec §3). */
export type MenuModule = {
  id: number;
  pid: number;
  path: string;
  src: string;
  icon: string;
  name: string;
  title: string;
  status: number;
  sort_num: number;
  children: MenuModule[];
  /** 1: `path` is an absolute URL of another site, opened with the access token in the query (spec §2) */
  external?: number;
};

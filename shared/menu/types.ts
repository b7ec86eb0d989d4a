/** Menu module (spec §3). */
import { Type, type Static } from '@shared/api/schema.ts';

const fields = {
  id: Type.Integer(),
  pid: Type.Integer(),
  path: Type.String(),
  src: Type.String(),
  icon: Type.String(),
  name: Type.String(),
  title: Type.String(),
  status: Type.Integer(),
  sort_num: Type.Integer(),
  /** 1: `path` is an absolute URL of another site, opened with the access token in the query (spec §2) */
  external: Type.Optional(Type.Integer()),
};

/** a module and its pages, each a module of the same fields */
export const MenuModule = Type.Cyclic({ MenuModule: Type.Object({ ...fields, children: Type.Array(Type.Ref('MenuModule')) }) }, 'MenuModule');
export type MenuModule = Static<typeof MenuModule>;

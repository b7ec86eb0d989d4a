/** The students area on the server: the students who bought, and their tags (server/areas/define-area.ts). */
import { defineServerArea, defineServices } from '@server/areas/define-area.ts';
import * as m046 from './migration-046.ts';
import * as m047 from './migration-047.ts';
import * as m048 from './migration-048.ts';
import { registerStudentRoutes } from './routes.ts';
import type { StudentTables } from './schema.ts';
import { seedStudents } from './seed.ts';
import { createStudentService } from './students.ts';
import { createStudentTagService } from './tags.ts';

const areaServices = defineServices((ctx) => ({ students: createStudentService(ctx), studentTags: createStudentTagService(ctx) }));

export const studentsArea = defineServerArea({
  name: 'students',
  migrations: { '046_students': m046, '047_student_channel_spend': m047, '048_student_tags': m048 },
  services: areaServices,
  routes: registerStudentRoutes,
  demoSeed: (services, demo) => seedStudents(services.ctx.db, demo.teacherId, demo.now()),
});

declare module '@server/db/schema.ts' {
  interface AreaTables {
    students: StudentTables;
  }
}

declare module '@server/services.ts' {
  interface AreaServices {
    students: ReturnType<typeof areaServices>;
  }
}

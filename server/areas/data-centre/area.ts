/** The data centre on the server: sales, course, student and live figures and their exports (define-area.ts). */
import { defineServerArea, defineServices } from '@server/areas/define-area.ts';
import { createCourseDataService } from './course.ts';
import { createLivingService } from './live.ts';
import * as m045 from './migration-045.ts';
import * as m050 from './migration-050.ts';
import * as m051 from './migration-051.ts';
import * as m055 from './migration-055.ts';
import { registerDataCentreRoutes } from './routes.ts';
import { createSalesService } from './sales.ts';
import type { DataCentreTables } from './schema.ts';
import { createStudentDataService } from './student.ts';

const areaServices = defineServices((ctx) => ({
  sales: createSalesService(ctx),
  courseData: createCourseDataService(ctx),
  studentData: createStudentDataService(ctx),
  living: createLivingService(ctx),
}));

export const dataCentreArea = defineServerArea({
  name: 'data-centre',
  migrations: { '045_order_sums': m045, '050_course_data': m050, '051_student_channel_days': m051, '055_order_counts_delete_update': m055 },
  services: areaServices,
  routes: registerDataCentreRoutes,
});

declare module '@server/db/schema.ts' {
  interface AreaTables {
    'data-centre': DataCentreTables;
  }
}

declare module '@server/services.ts' {
  interface AreaServices {
    'data-centre': ReturnType<typeof areaServices>;
  }
}

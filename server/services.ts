/**
 * Builds every service over one database and clock. Routes get this object; only services run SQL.
 */
import type { ServiceContext } from './db/context.ts';
import type { Events } from './db/events.ts';
import { createDashboardService } from './areas/dashboard/service.ts';
import { createGuideService } from './areas/guide/service.ts';
import { createLoginService } from './areas/account/login.ts';
import { createOperationLogReader } from './areas/operation-log/read.ts';
import { signInRecorder } from './areas/operation-log/sign-ins.ts';
import { createMaterialServices, type MaterialRuntime } from './areas/materials/service.ts';
import { createMenuService } from './areas/menu/service.ts';
import { createNotificationService } from './areas/notifications/service.ts';
import { createHelpService } from './areas/help/service.ts';
import { createPageVisitService } from './areas/system/page-visits.ts';
import { createPlanetFundsService } from './areas/planet-funds/service.ts';
import { createPlanetMemberService } from './areas/planet-members/service.ts';
import { createPlanetModeService } from './areas/planet-mode/service.ts';
import { createPlanetProgramService } from './areas/planet-programs/service.ts';
import { createPlanetThemeService } from './areas/planet-themes/service.ts';
import { createPlanetService, type PlanetOptions } from './areas/planets/service.ts';
import { createAccountPurge } from './areas/account/purge.ts';
import { createSessionService } from './areas/account/sessions.ts';
import { createSignInGuard } from './areas/account/sign-in-limits.ts';
import { createPhoneLookupGuard } from './areas/account/phone-lookup-limits.ts';
import { createSmsService, type SmsSender } from './areas/account/sms.ts';
import { createSwitchService } from './areas/system/switches.ts';
import { createUserService } from './areas/account/users.ts';
import { createRoleService } from './areas/staff/roles.ts';
import { createStaffService } from './areas/staff/accounts.ts';
import { createApiKeyService } from './areas/api-keys/keys.ts';
import { createTeacherService } from './areas/teach/teachers.ts';
import { createCoursewareService } from './areas/teach/courseware.ts';
import { createBookService } from './areas/teach/books.ts';
import { createCourseCatalog, type CourseOptions } from './areas/courses/courses.ts';
import { createLessonService } from './areas/courses/lessons.ts';
import { createContentItemService } from './areas/courses/content-items.ts';
import { createColumnCourseService } from './areas/courses/column-courses.ts';
import { createLiveServices, type LiveOptions } from './areas/live/service.ts';
import { createCampaignServices } from './areas/marketing/campaigns.ts';
import { createCouponServices } from './areas/marketing/coupon-service.ts';
import { createPartitionService } from './areas/courses/partitions.ts';
import { createActivityService } from './areas/courses/activities.ts';
import { createEvaluationService } from './areas/courses/evaluations.ts';
import { createOrderService } from './areas/orders/orders.ts';
import { createStudentService } from './areas/students/students.ts';
import { createStudentTagService } from './areas/students/tags.ts';
import { createLearningService } from './areas/learning/learning.ts';
import { createDouyinChatServices } from './areas/douyin-chat/services.ts';
import { createFundsServices } from './areas/funds/service.ts';
import { createOrderPlacement } from './areas/orders/placement.ts';
import { createShopOrderService } from './areas/orders/shop-orders.ts';
import { standInShopConnector } from './areas/orders/shop-connector.ts';
import type { MoneyOptions } from './areas/funds/money-options.ts';
import { createAftersaleServices } from './areas/aftersale/service.ts';
import { createCertificationServices } from './areas/certification/service.ts';
import { createTrafficService, type TrafficOptions } from './areas/traffic/service.ts';
import { createSalesService } from './areas/data-centre/sales.ts';
import { createCourseDataService } from './areas/data-centre/course.ts';
import { createStudentDataService } from './areas/data-centre/student.ts';
import { createLivingService } from './areas/data-centre/live.ts';
import { createPackageService } from './areas/packages/service.ts';
import { activeGrantBytes } from './areas/packages/grants.ts';
import type { FileStore } from './storage/store.ts';

export function createServices(
  ctx: ServiceContext,
  options: { smsSender?: SmsSender; materials: MaterialRuntime; planets: PlanetOptions; courses: CourseOptions; live: LiveOptions; money: MoneyOptions; aftersale: { files: FileStore }; events: Events; traffic: TrafficOptions },
) {
  const users = createUserService(ctx);
  const sessions = createSessionService(ctx);
  const sms = createSmsService(ctx, options.smsSender);
  const switches = createSwitchService(ctx);
  const materials = createMaterialServices(ctx, options.materials, { users, switches, storageGrants: (conn, ownerId, now) => activeGrantBytes(conn, ownerId, 'storage', now) });
  const planets = createPlanetService(ctx, materials.tokens, options.planets);
  const planetArea = { planets, tokens: materials.tokens };
  const courses = createCourseCatalog(ctx, { tokens: materials.tokens, options: options.courses });
  const coursePartitions = createPartitionService(ctx);
  const traffic = createTrafficService(ctx, options.traffic, (conn, ownerId, now) => activeGrantBytes(conn, ownerId, 'traffic', now));
  const menu = createMenuService(ctx);
  const roles = createRoleService(ctx);
  return {
    ctx,
    users,
    sessions,
    sms,
    login: createLoginService(users, sessions, sms, createSignInGuard(ctx), signInRecorder(ctx)),
    phoneLookups: createPhoneLookupGuard(ctx),
    operationLog: createOperationLogReader(ctx),
    accountPurge: createAccountPurge(ctx),
    menu,
    roles,
    staff: createStaffService(ctx, users, roles),
    apiKeys: createApiKeyService(ctx),
    switches,
    pageVisits: createPageVisitService(ctx),
    dashboard: createDashboardService(ctx, menu),
    guide: createGuideService(ctx),
    notifications: createNotificationService(ctx, options.events),
    help: createHelpService(ctx),
    materials,
    planets,
    planetThemes: createPlanetThemeService(ctx, planetArea),
    planetPrograms: createPlanetProgramService(ctx, planetArea),
    planetMembers: createPlanetMemberService(ctx, planetArea),
    planetMode: createPlanetModeService(ctx, planetArea),
    planetFunds: createPlanetFundsService(ctx, planetArea, sms),
    teachers: createTeacherService(ctx, { tokens: materials.tokens }),
    courseware: createCoursewareService(ctx, { tokens: materials.tokens }),
    books: createBookService(ctx, { tokens: materials.tokens }),
    courses,
    contentItems: createContentItemService(ctx),
    lessons: createLessonService(ctx, { tokens: materials.tokens, courses }),
    columnCourses: createColumnCourseService(ctx, { tokens: materials.tokens, courses }),
    live: createLiveServices(ctx, { tokens: materials.tokens, options: options.live }),
    coupons: createCouponServices(ctx),
    marketingCampaigns: createCampaignServices(ctx, { tokens: materials.tokens, studentOrigin: options.courses.studentOrigin }),
    coursePartitions,
    courseActivities: createActivityService(ctx, { tokens: materials.tokens, partitions: coursePartitions }),
    courseEvaluations: createEvaluationService(ctx, { courses }),
    money: options.money,
    orders: createOrderService(ctx),
    funds: createFundsServices(ctx),
    orderPlacement: createOrderPlacement(ctx, options.money),
    shopOrders: createShopOrderService(ctx, standInShopConnector),
    students: createStudentService(ctx),
    studentTags: createStudentTagService(ctx),
    learning: createLearningService(ctx),
    ...createDouyinChatServices(ctx),
    traffic,
    sales: createSalesService(ctx),
    courseData: createCourseDataService(ctx),
    studentData: createStudentDataService(ctx),
    living: createLivingService(ctx),
    packages: createPackageService(ctx, { usage: materials.usage, traffic }),
    aftersale: createAftersaleServices(ctx, { files: options.aftersale.files, secret: materials.settings.secret, events: options.events }),
    certification: createCertificationServices(ctx, { tokens: materials.tokens, events: options.events }),
  };
}

export type Services = ReturnType<typeof createServices>;

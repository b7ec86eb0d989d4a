/**
 * Kysely view of the SQLite database. Times are unix seconds; flags are 0/1 integers.
 * Each area keeps its tables in server/areas/<area>/schema.ts; this is the one place that lists them all.
 */
import type { OperationLogTables } from '@server/areas/operation-log/schema.ts';
import type { PlanetFundsTables } from '@server/areas/planet-funds/schema.ts';
import type { PlanetMemberColumns, PlanetMemberTables } from '@server/areas/planet-members/schema.ts';
import type { PlanetModeTables } from '@server/areas/planet-mode/schema.ts';
import type { PlanetProgramTables } from '@server/areas/planet-programs/schema.ts';
import type { PlanetThemeTables } from '@server/areas/planet-themes/schema.ts';
import type { LoginFailuresTable, SmsCodesTable, TokenFamiliesTable, TokensTable, UsersTable } from '@server/areas/account/schema.ts';
import type { CourseTables } from '@server/areas/courses/schema.ts';
import type { LiveTables } from '@server/areas/live/schema.ts';
import type { CampaignTables } from '@server/areas/marketing/campaign-schema.ts';
import type { FundsTables } from '@server/areas/funds/schema.ts';
import type { OrderTables } from '@server/areas/orders/schema.ts';
import type { CouponTables } from '@server/areas/marketing/coupon-schema.ts';
import type { AftersaleTables } from '@server/areas/aftersale/schema.ts';
import type { GuideFlagsTable } from '@server/areas/guide/schema.ts';
import type { HelpArticlesTable, HelpArticleTranslationsTable, HelpContactsTable } from '@server/areas/help/schema.ts';
import type { MaterialCategoriesTable, MaterialDayCountsTable, MaterialUsageTable, MaterialUsesTable, MaterialsTable, VodUploadsTable } from '@server/areas/materials/schema.ts';
import type { ChildGrantsTable, ModulesTable } from '@server/areas/menu/schema.ts';
import type { NotificationsTable, StreamTicketsTable } from '@server/areas/notifications/schema.ts';
import type { PlanetMembersTable, PlanetsTable } from '@server/areas/planets/schema.ts';
import type { PageVisitsTable, UserSwitchesTable } from '@server/areas/system/schema.ts';
import type { TeachTables } from '@server/areas/teach/schema.ts';
import type { TrafficTables } from '@server/areas/traffic/schema.ts';
import type { PackageTables } from '@server/areas/packages/schema.ts';
import type { DataCentreTables } from '@server/areas/data-centre/schema.ts';
import type { CertificationTables } from '@server/areas/certification/schema.ts';
import type { StaffTables } from '@server/areas/staff/schema.ts';
import type { ApiKeyTables } from '@server/areas/api-keys/schema.ts';
import type { StudentTables } from '@server/areas/students/schema.ts';
import type { LearningTables } from '@server/areas/learning/schema.ts';
import type { DouyinChatTables } from '@server/areas/douyin-chat/schema.ts';

export interface Database extends PlanetThemeTables, PlanetProgramTables, PlanetMemberTables, PlanetModeTables, PlanetFundsTables, TeachTables, CourseTables, LiveTables, FundsTables, OrderTables, CouponTables, CampaignTables, AftersaleTables, CertificationTables, StaffTables, ApiKeyTables, TrafficTables, PackageTables, DataCentreTables, OperationLogTables, StudentTables, LearningTables, DouyinChatTables {
  users: UsersTable;
  token_families: TokenFamiliesTable;
  tokens: TokensTable;
  sms_codes: SmsCodesTable;
  login_failures: LoginFailuresTable;
  modules: ModulesTable;
  child_grants: ChildGrantsTable;
  user_switches: UserSwitchesTable;
  page_visits: PageVisitsTable;
  planets: PlanetsTable;
  /** the planets area's first columns, and the members area's (migration 009 on) */
  planet_members: PlanetMembersTable & PlanetMemberColumns;
  notifications: NotificationsTable;
  stream_tickets: StreamTicketsTable;
  material_categories: MaterialCategoriesTable;
  materials: MaterialsTable;
  material_usage: MaterialUsageTable;
  material_uses: MaterialUsesTable;
  material_day_counts: MaterialDayCountsTable;
  vod_uploads: VodUploadsTable;
  guide_flags: GuideFlagsTable;
  help_articles: HelpArticlesTable;
  help_article_translations: HelpArticleTranslationsTable;
  help_contacts: HelpContactsTable;
}

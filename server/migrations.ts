/**
 * Every migration in order, one list for the whole server: each migration lives beside its area
 * (server/areas/<area>/migration-NNN.ts) and is added here under a name that sorts after the others.
 * They live in code (no directory scanning: the server also runs bundled).
 */
import type { Migration } from 'kysely';
import * as m001 from './areas/account/migration-001.ts';
import * as m002 from './areas/materials/migration-002.ts';
import * as m003 from './areas/guide/migration-003.ts';
import * as m004 from './areas/help/migration-004.ts';
import * as m005 from './areas/planets/migration-005.ts';
import * as m006 from './areas/planets/migration-006.ts';
import * as m007 from './areas/planet-themes/migration-007.ts';
import * as m008 from './areas/planet-programs/migration-008.ts';
import * as m009 from './areas/planet-members/migration-009.ts';
import * as m010 from './areas/planet-mode/migration-010.ts';
import * as m011 from './areas/planet-funds/migration-011.ts';
import * as m012 from './areas/operation-log/migration-012.ts';
import * as m013 from './areas/account/migration-013.ts';
import * as m014 from './areas/planet-funds/migration-014.ts';
import * as m015 from './areas/materials/migration-015.ts';
import * as m016 from './areas/materials/migration-016.ts';
import * as m017 from './areas/help/migration-017.ts';
import * as m018 from './areas/account/migration-018.ts';
import * as m019 from './areas/materials/migration-019.ts';
import * as m020 from './areas/notifications/migration-020.ts';
import * as m021 from './areas/materials/migration-021.ts';
import * as m022 from './areas/materials/migration-022.ts';
import * as m023 from './areas/teach/migration-023.ts';
import * as m024 from './areas/teach/migration-024.ts';
import * as m025 from './areas/courses/migration-025.ts';
import * as m026 from './areas/teach/migration-026.ts';
import * as m027 from './areas/courses/migration-027.ts';
import * as m028 from './areas/materials/migration-028.ts';
import * as m029 from './areas/live/migration-029.ts';
import * as m030 from './areas/courses/migration-030.ts';
import * as m031 from './areas/courses/migration-031.ts';
import * as m032 from './areas/funds/migration-032.ts';
import * as m033 from './areas/orders/migration-033.ts';
import * as m034 from './areas/marketing/migration-034.ts';
import * as m035 from './areas/marketing/migration-035.ts';
import * as m036 from './areas/aftersale/migration-036.ts';
import * as m037 from './areas/orders/migration-037.ts';
import * as m038 from './areas/planet-funds/migration-038.ts';
import * as m039 from './areas/staff/migration-039.ts';
import * as m040 from './areas/operation-log/migration-040.ts';
import * as m041 from './areas/api-keys/migration-041.ts';
import * as m042 from './areas/traffic/migration-042.ts';
import * as m043 from './areas/packages/migration-043.ts';
import * as m044 from './areas/certification/migration-044.ts';
import * as m045 from './areas/data-centre/migration-045.ts';
import * as m046 from './areas/students/migration-046.ts';
import * as m047 from './areas/students/migration-047.ts';
import * as m048 from './areas/students/migration-048.ts';
import * as m049 from './areas/learning/migration-049.ts';
import * as m055 from './areas/data-centre/migration-055.ts';
import * as m056 from './areas/account/migration-056.ts';
import * as m057 from './areas/planet-members/migration-057.ts';
import * as m058 from './areas/funds/migration-058.ts';
import * as m059 from './areas/operation-log/migration-059.ts';
import * as m053 from './areas/douyin-chat/migration-053.ts';
import * as m050 from './areas/data-centre/migration-050.ts';
import * as m051 from './areas/data-centre/migration-051.ts';

export const MIGRATIONS: Record<string, Migration> = {
  '001_foundation': m001,
  '002_materials': m002,
  '003_guide_flags': m003,
  '004_help': m004,
  '005_planets': m005,
  '006_planet_ledger': m006,
  '007_planet_themes': m007,
  '008_planet_programs': m008,
  '009_planet_members': m009,
  '010_planet_mode': m010,
  '011_planet_funds': m011,
  '012_operation_log': m012,
  '013_sms_purpose': m013,
  '014_funds_verifications': m014,
  '015_vod_uploads': m015,
  '016_material_category_keys': m016,
  '017_help_translations': m017,
  '018_login_failures': m018,
  '019_media_jobs': m019,
  '020_stream_tickets': m020,
  '021_material_day_counts': m021,
  '022_material_list_version': m022,
  '023_teach_teachers': m023,
  '024_teach_courseware': m024,
  '025_course_kinds': m025,
  '026_teach_books': m026,
  '027_content_items': m027,
  '028_material_uses': m028,
  '029_live_sessions': m029,
  '030_course_activities': m030,
  '031_lesson_courseware': m031,
  '032_funds_ledger': m032,
  '033_orders': m033,
  '034_marketing_coupons': m034,
  '035_marketing_campaigns': m035,
  '036_aftersale': m036,
  '037_shop_orders': m037,
  '038_planet_ledger_joined': m038,
  '039_staff_roles': m039,
  '040_operation_log_all_writes': m040,
  '041_api_keys': m041,
  '042_media_traffic': m042,
  '043_resource_packages': m043,
  '044_certification': m044,
  '045_order_sums': m045,
  '046_students': m046,
  '047_student_channel_spend': m047,
  '048_student_tags': m048,
  '049_learning': m049,
  '050_course_data': m050,
  '051_student_channel_days': m051,
  '053_douyin_chat': m053,
  '055_order_counts_delete_update': m055,
  '056_phone_lookup_limits': m056,
  '057_planet_join_orders': m057,
  '058_ledger_title_codes': m058,
  '059_operation_log_summary_codes': m059,
};

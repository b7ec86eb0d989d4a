/**
 * The demo teacher's profile and applications, so /setting/teacher/information and /setting/myRoleApply
 * show real states at first start: an approved identification (已实名 on the profile) and a role application the
 * reviewer rejected with a reason, waiting to be edited and sent again.
 */
import type { ApplyData } from '@shared/certification/types.ts';
import type { Db } from '@server/db/database.ts';
import { SECONDS_PER_DAY } from '@server/db/time.ts';
import { demoMaterialId } from '@server/areas/materials/seed.ts';
import { recordUses } from '@server/areas/materials/uses.ts';
import { DEMO_TEACHER_AVATAR } from '@server/areas/teach/seed.ts';

export const DEMO_REJECT_REASON = '资质证书照片无法辨认证书编号，请重新上传清晰的证书照片';

const PROFILE = {
  name: '林老师',
  title: '资深写作讲师',
  intro: '十年出版编辑经验，带过 3000 多名学员完成第一篇小说。\n课程覆盖故事结构、人物塑造与投稿指导。',
  specialities: '小说写作、故事结构、投稿指导',
};

const IDENTIFICATION: ApplyData = { real_name: '林书言', id_number: '11010519491231002X' };

const ROLE: ApplyData = {
  real_name: '林书言',
  phone: '13800000000',
  email: 'lin@example.com',
  city: '杭州',
  experience: '5to10',
  category: 'writing',
  topics: '小说写作、非虚构写作',
  teaching: '2016 年起在线教授写作课，累计开课 40 期。',
  certificate_type: 'vocational',
  certificate_name: '出版专业技术人员职业资格证书',
  certificates: [],
};

export async function seedCertification(db: Db, ownerId: number, now: number): Promise<void> {
  const day = SECONDS_PER_DAY;
  await db.insertInto('teacher_profiles').values({ owner_id: ownerId, ...PROFILE, avatar_id: 0, updated_at: now - 10 * day }).execute();
  await db
    .insertInto('certification_applications')
    .values([
      { owner_id: ownerId, kind: 'identification', status: 'approved', data: JSON.stringify(IDENTIFICATION), reject_reason: '', created_at: now - 21 * day, updated_at: now - 20 * day, submitted_at: now - 21 * day, reviewed_at: now - 20 * day },
      { owner_id: ownerId, kind: 'role', status: 'rejected', data: JSON.stringify(ROLE), reject_reason: DEMO_REJECT_REASON, created_at: now - 6 * day, updated_at: now - 4 * day, submitted_at: now - 5 * day, reviewed_at: now - 4 * day },
    ])
    .execute();
}

/** Once the demo pictures are in the library, the profile wears the demo avatar. */
export async function useDemoCertificationPictures(db: Db, ownerId: number): Promise<void> {
  const picture = await demoMaterialId(db, ownerId, 'picture', DEMO_TEACHER_AVATAR);
  if (!picture) return;
  await db.updateTable('teacher_profiles').set({ avatar_id: picture }).where('owner_id', '=', ownerId).execute();
  await recordUses(db, { kind: 'teacher_profile', id: ownerId }, [picture]);
}

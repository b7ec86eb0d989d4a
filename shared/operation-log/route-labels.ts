/**
 * The operation log's labels (/setting/record): every private write route (`METHOD /url pattern`, as the
 * route is registered) names what it does with a label code; each code has its Chinese name in label-names.ts (the
 * server's words: the export writes them) and its English name in label-names-en.ts. The server's recorder
 * (server/areas/operation-log/route-log.ts) writes one line per successful write of a labelled route; the contract
 * test (route-log.test.ts) fails on a private write route that is neither labelled nor in UNLOGGED_WRITES, so a new
 * write cannot be forgotten.
 *
 * Adding a write route: one line in ROUTE_LABELS (reuse a code or add one); a new code needs its Chinese name in
 * label-names.ts and its English name in label-names-en.ts (the compiler asks for it). A call whose service writes
 * its own line with `logOperation` in the write's transaction (money, permissions) keeps its label here too; the
 * recorder sees that line and writes no second one.
 * Development routes (LECTERN_DEV_ROUTES) have no label and are never logged.
 */
import { OPERATION_ACTIONS } from './types.ts';
import type { OperationLabel } from './label-names.ts';

export { LABEL_NAMES, type OperationLabel } from './label-names.ts';

/** `METHOD /url pattern` of each private write route → its label */
export const ROUTE_LABELS: Readonly<Record<string, OperationLabel>> = {
  'POST /api/v3/account/logout': 'account.logout',
  // staff, roles and API keys (the lead's; permissions: logged in the write's transaction)
  'POST /api/v3/teacher_hybrid/account/status': 'staff.status',
  'POST /api/v3/teacher_hybrid/role/create': 'staff.role.create',
  'POST /api/v3/teacher_hybrid/role/update': 'staff.role.update',
  'POST /api/v3/teacher_hybrid/role/delete': 'staff.role.delete',
  'POST /api/v3/teacher_hybrid/staff/create': 'staff.create',
  'POST /api/v3/teacher_hybrid/staff/update': 'staff.update',
  'POST /api/v3/teacher_hybrid/staff/delete': 'staff.delete',
  'POST /api/v3/teacher_hybrid/api_key/create': 'apikey.create',
  'POST /api/v3/teacher_hybrid/api_key/revoke': 'apikey.revoke',
  'POST /api/v3/help/contact': 'help.contact',
  // materials
  'POST /api/v3/column_hybrid/source/createCategory': 'materials.category.create',
  'POST /api/v3/column_hybrid/source/:id/updateSource': 'materials.update',
  'POST /api/v3/column_hybrid/source/:categoryId/updateCategorySource': 'materials.move',
  'POST /api/v3/column_hybrid/source/:id/deleteSource': 'materials.delete',
  'POST /api/v3/column_hybrid/source/picture/uploadSource': 'materials.upload',
  'POST /api/v3/column_hybrid/source/audio/uploadSource': 'materials.upload',
  'POST /api/v3/column_hybrid/source/video/uploadSource': 'materials.upload',
  'POST /api/v3/column_hybrid/source/document/uploadSource': 'materials.upload',
  'POST /api/v3/column_hybrid/source/audio/createSourceSign': 'materials.upload',
  'POST /api/v3/column_hybrid/source/video/createSourceSign': 'materials.upload',
  // courses
  'POST /api/v3/course/create': 'course.create',
  'POST /api/v3/course/update': 'course.update',
  'POST /api/v3/course/delete': 'course.delete',
  'POST /api/v3/course/sale': 'course.sale',
  'POST /api/v3/course/copy': 'course.copy',
  'POST /api/v3/course/batchCreate': 'course.batchCreate',
  'POST /api/v3/course/lesson/create': 'course.lesson.create',
  'POST /api/v3/course/lesson/update': 'course.lesson.update',
  'POST /api/v3/course/lesson/delete': 'course.lesson.delete',
  'POST /api/v3/course/lesson/sort': 'course.lesson.sort',
  'POST /api/v3/course/column/add': 'course.column.add',
  'POST /api/v3/course/column/remove': 'course.column.remove',
  'POST /api/v3/course/column/sort': 'course.column.sort',
  'POST /api/v3/course/activity/create': 'course.activity.create',
  'POST /api/v3/course/activity/update': 'course.activity.update',
  'POST /api/v3/course/activity/delete': 'course.activity.delete',
  'POST /api/v3/course/activity/sort': 'course.activity.sort',
  'POST /api/v3/course/activity/enable': 'course.activity.enable',
  'POST /api/v3/course/partition/create': 'course.partition.create',
  'POST /api/v3/course/partition/update': 'course.partition.update',
  'POST /api/v3/course/partition/delete': 'course.partition.delete',
  'POST /api/v3/course/partition/sort': 'course.partition.sort',
  'POST /api/v3/course/evaluation/reply': 'course.evaluation.reply',
  'POST /api/v3/course/evaluation/hide': 'course.evaluation.hide',
  // live
  'POST /api/v3/live/create': 'live.create',
  'POST /api/v3/live/update': 'live.update',
  'POST /api/v3/live/delete': 'live.delete',
  'POST /api/v3/live/batch': 'live.batch',
  'POST /api/v3/live/start': 'live.start',
  'POST /api/v3/live/end': 'live.end',
  'POST /api/v3/live/stream/reset': 'live.stream.reset',
  // marketing
  'POST /api/v3/marketing/limited/create': 'marketing.limited.create',
  'POST /api/v3/marketing/limited/update': 'marketing.limited.update',
  'POST /api/v3/marketing/limited/delete': 'marketing.limited.delete',
  'POST /api/v3/marketing/limited/stop': 'marketing.limited.stop',
  'POST /api/v3/marketing/group/create': 'marketing.group.create',
  'POST /api/v3/marketing/group/update': 'marketing.group.update',
  'POST /api/v3/marketing/group/delete': 'marketing.group.delete',
  'POST /api/v3/marketing/group/stop': 'marketing.group.stop',
  'POST /api/v3/marketing/gift/create': 'marketing.gift.create',
  'POST /api/v3/marketing/gift/update': 'marketing.gift.update',
  'POST /api/v3/marketing/gift/delete': 'marketing.gift.delete',
  'POST /api/v3/marketing/gift/stop': 'marketing.gift.stop',
  'POST /api/v3/marketing/packet/create': 'marketing.packet.create',
  'POST /api/v3/marketing/packet/update': 'marketing.packet.update',
  'POST /api/v3/marketing/packet/delete': 'marketing.packet.delete',
  'POST /api/v3/marketing/packet/stop': 'marketing.packet.stop',
  'POST /api/v3/marketing/page/create': 'marketing.page.create',
  'POST /api/v3/marketing/page/update': 'marketing.page.update',
  'POST /api/v3/marketing/page/delete': 'marketing.page.delete',
  'POST /api/v3/marketing/page/publish': 'marketing.page.publish',
  'POST /api/v3/marketing/coupon/create': 'marketing.coupon.create',
  'POST /api/v3/marketing/coupon/update': 'marketing.coupon.update',
  'POST /api/v3/marketing/coupon/delete': 'marketing.coupon.delete',
  'POST /api/v3/marketing/coupon/stop': 'marketing.coupon.stop',
  'POST /api/v3/marketing/coupon/codes/generate': 'marketing.coupon.codes',
  // students
  'POST /api/v3/user/note': 'user.note',
  'POST /api/v3/user/tag/create': 'user.tag.create',
  'POST /api/v3/user/tag/update': 'user.tag.update',
  'POST /api/v3/user/tag/delete': 'user.tag.delete',
  'POST /api/v3/user/tag/assign': 'user.tag.assign',
  // douyin group chats
  'POST /api/v3/user/groups/create': 'user.group.create',
  'POST /api/v3/user/groups/update': 'user.group.update',
  'POST /api/v3/user/groups/delete': 'user.group.delete',
  'POST /api/v3/user/autoreply/create': 'user.autoreply.create',
  'POST /api/v3/user/autoreply/update': 'user.autoreply.update',
  'POST /api/v3/user/autoreply/delete': 'user.autoreply.delete',
  'POST /api/v3/user/autoreply/enable': 'user.autoreply.enable',
  // orders and after-sale
  'POST /api/v3/order/shop/sync': 'order.shop.sync',
  'POST /api/v3/aftersale/approve': 'aftersale.approve',
  'POST /api/v3/aftersale/reject': 'aftersale.reject',
  'POST /api/v3/aftersale/appeal/reply': 'aftersale.appeal.reply',
  'POST /api/v3/aftersale/appeal/close': 'aftersale.appeal.close',
  // funds
  'POST /api/v3/accounting/withdraw': 'funds.withdraw',
  'POST /api/v3/accounting/payee': 'funds.payee',
  'POST /api/v4/planet/funds/withdraw': 'funds.withdraw',
  'POST /api/v4/planet/funds/verification/send': 'funds.verify.send',
  'POST /api/v4/planet/funds/verification/confirm': 'funds.verify',
  'POST /api/v4/planet/funds/account/create': 'funds.account.create',
  'POST /api/v4/planet/funds/account/update': 'funds.account.update',
  'POST /api/v4/planet/funds/account/delete': 'funds.account.delete',
  'POST /api/v4/planet/funds/account/setDefault': 'funds.account.default',
  'POST /api/v4/planet/money/trial': 'saas.trial',
  'POST /api/v4/planet/money/order/create': 'saas.order.create',
  'POST /api/v4/planet/money/order/close': 'saas.order.close',
  'POST /api/v4/planet/money/order/refund': 'saas.order.refund',
  // resource packages
  'POST /api/v3/media/package/order/create': 'package.order.create',
  'POST /api/v3/media/package/order/close': 'package.order.close',
  'POST /api/v3/media/package/order/refund': 'package.order.refund',
  // planets
  'POST /api/v4/planet/create': 'planet.create',
  'POST /api/v4/planet/update': 'planet.update',
  'POST /api/v4/planet/startAudit': 'planet.audit.start',
  'POST /api/v4/planet/retryAudit': 'planet.audit.retry',
  'POST /api/v4/planet/updateSettings': 'planet.settings',
  'POST /api/v4/planet/menus/update': 'planet.menus',
  'POST /api/v4/theme/create': 'planet.theme.create',
  'POST /api/v4/theme/update': 'planet.theme.update',
  'POST /api/v4/theme/delete': 'planet.theme.delete',
  'POST /api/v4/theme/relateTopic': 'planet.theme.relate',
  'POST /api/v4/theme/unrelateTopic': 'planet.theme.unrelate',
  'POST /api/v4/planet/praise': 'planet.theme.praise',
  'POST /api/v4/planet/collect': 'planet.theme.collect',
  'POST /api/v4/planetTopic/create': 'planet.topic.create',
  'POST /api/v4/planetTopic/update': 'planet.topic.update',
  'POST /api/v4/planetTopic/delete': 'planet.topic.delete',
  'POST /api/v4/planetTopic/updateSort': 'planet.topic.sort',
  'POST /api/v4/planetColumn/create': 'planet.column.create',
  'POST /api/v4/planetColumn/update': 'planet.column.update',
  'POST /api/v4/planetColumn/delete': 'planet.column.delete',
  'POST /api/v4/planetColumn/relate': 'planet.column.relate',
  'POST /api/v4/planetColumn/unrelate': 'planet.column.unrelate',
  'POST /api/v4/planet/punchcard/create': 'planet.punchcard.create',
  'POST /api/v4/planet/punchcard/update': 'planet.punchcard.update',
  'POST /api/v4/planet/punchcard/delete': 'planet.punchcard.delete',
  'POST /api/v4/planet/homework/create': 'planet.homework.create',
  'POST /api/v4/planet/homework/update': 'planet.homework.update',
  'POST /api/v4/planet/homework/delete': 'planet.homework.delete',
  'POST /api/v4/planet/homework/review': 'planet.homework.review',
  'POST /api/v4/planetSpecial/create': 'planet.special.create',
  'POST /api/v4/planetSpecial/update': 'planet.special.update',
  'POST /api/v4/planetSpecial/delete': 'planet.special.delete',
  'POST /api/v4/planet/ask/answer': 'planet.ask.answer',
  'POST /api/v4/planet/ask/delete': 'planet.ask.delete',
  'POST /api/v4/planet/member/update': 'planet.member.update',
  'POST /api/v4/planet/member/refund': 'planet.member.refund',
  'POST /api/v4/planet/blacklist/ban': 'planet.member.ban',
  'POST /api/v4/planet/blacklist/unban': 'planet.member.unban',
  'POST /api/v4/planet/activity/create': 'planet.activity.create',
  'POST /api/v4/planet/activity/update': 'planet.activity.update',
  'POST /api/v4/planet/activity/delete': 'planet.activity.delete',
  'POST /api/v4/planet/live/create': 'planet.live.create',
  'POST /api/v4/planet/live/update': 'planet.live.update',
  'POST /api/v4/planet/live/delete': 'planet.live.delete',
  'POST /api/v4/planet/live/settings/update': 'planet.live.settings',
  'POST /api/v4/planet/wiki/create': 'planet.wiki.create',
  'POST /api/v4/planet/wiki/update': 'planet.wiki.update',
  'POST /api/v4/planet/wiki/delete': 'planet.wiki.delete',
  'POST /api/v4/planet/future/create': 'planet.future.create',
  'POST /api/v4/planet/future/update': 'planet.future.update',
  'POST /api/v4/planet/future/setStatus': 'planet.future.status',
  'POST /api/v4/planet/future/delete': 'planet.future.delete',
  'POST /api/v4/planet/wxGroup/create': 'planet.wxgroup.create',
  'POST /api/v4/planet/wxGroup/update': 'planet.wxgroup.update',
  'POST /api/v4/planet/wxGroup/delete': 'planet.wxgroup.delete',
  'POST /api/v4/planet/book/create': 'planet.book.create',
  'POST /api/v4/planet/book/update': 'planet.book.update',
  'POST /api/v4/planet/book/delete': 'planet.book.delete',
  'POST /api/v4/planet/book/move': 'planet.book.move',
  'POST /api/v4/planetCourse/relate': 'planet.course.relate',
  'POST /api/v4/planetCourse/unrelate': 'planet.course.unrelate',
  // teaching
  'POST /api/v3/teach/teacher/create': 'teach.teacher.create',
  'POST /api/v3/teach/teacher/update': 'teach.teacher.update',
  'POST /api/v3/teach/teacher/delete': 'teach.teacher.delete',
  'POST /api/v3/teach/book/create': 'teach.book.create',
  'POST /api/v3/teach/book/update': 'teach.book.update',
  'POST /api/v3/teach/book/delete': 'teach.book.delete',
  'POST /api/v3/teach/courseware/create': 'teach.courseware.create',
  'POST /api/v3/teach/courseware/update': 'teach.courseware.update',
  'POST /api/v3/teach/courseware/delete': 'teach.courseware.delete',
  // teacher profile and certification
  'POST /api/v3/teacher_hybrid/teacher/information': 'certification.profile',
  'POST /api/v3/teacher_hybrid/apply/draft': 'certification.draft',
  'POST /api/v3/teacher_hybrid/apply/submit': 'certification.submit',
  'POST /api/v3/teacher_hybrid/tt_scope': 'certification.ttScope',
};

/**
 * Private writes that change nothing of the teacher's business, so they are not logged (each says why). Every
 * other private write route has a label.
 */
export const UNLOGGED_WRITES: Readonly<Record<string, string>> = {
  'POST /api/v3/system/page_visit': 'a page view counted for the visit figures',
  'POST /api/v3/account/guide_done': 'the account’s own guide progress',
  'POST /api/v3/column_hybrid/douyin/message_setread': 'the account’s own notification read marks',
  'POST /api/v3/column_hybrid/douyin/message_setread_all': 'the account’s own notification read marks',
  'POST /api/v3/column_hybrid/douyin/message_stream_ticket': 'a one-use ticket to open the notification stream',
  'POST /api/v3/user/tag/preview': 'a read: how many students a tag rule names (POST for its body)',
  'POST /api/v3/user/autoreply/test': 'a read: which auto-reply rule would answer a message (试一试, POST for its body)',
};

/** the money actions written by `logOperation` are label codes too (the compiler checks it) */
export const MONEY_ACTIONS: readonly OperationLabel[] = OPERATION_ACTIONS;

/** the label of a route, or undefined for a route that is not logged */
export function labelOfRoute(method: string, url: string): OperationLabel | undefined {
  return ROUTE_LABELS[`${method} ${url}`];
}

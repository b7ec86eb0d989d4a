import { useStore } from '@nanostores/react';
import { Link, useSearchParams } from 'react-router';
import { formatFen } from '@shared/format/currency.ts';
import { formatDateTime } from '@shared/format/date.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { studentOrdersSource, studentSource } from '@shared/students/resources.ts';
import type { StudentDetail, StudentMembership, StudentOrder, StudentRefundRequest } from '@shared/students/types.ts';
import { Table } from '@widgets/ui/table/table.tsx';
import { DetailFrame } from '@console/kit/detail-frame.tsx';
import { MissingId, useIdParam } from '@console/kit/missing-id.tsx';
import { PagedTable } from '@console/kit/paged-table.tsx';
import { QueryError } from '@console/kit/query-state.tsx';
import { useRecord } from '@console/kit/use-record.ts';
import { StudentCoursesSection } from '@console/areas/learning/student-courses-section.tsx';
import { StudentNoteForm } from './student-note-form.tsx';
import { StudentTags } from './student-tags.tsx';
import './students-texts.ts';
import './students.css';

const SECTIONS = ['orders', 'courses', 'planets', 'refunds', 'note'] as const;
type Section = (typeof SECTIONS)[number];
const ORDERS_PAGE = 10;
const time = (at: number) => formatDateTime(at).slice(0, 16);

function OrdersSection({ id, page, onPage }: { id: number; page: number; onPage: (page: number) => void }) {
  const t = useStore($t);
  const found = useRecord(studentOrdersSource, { id, page, pageSize: ORDERS_PAGE });
  return (
    <PagedTable<StudentOrder>
      label={t('students.orders.label')}
      found={found}
      page={page}
      pageSize={ORDERS_PAGE}
      onPage={onPage}
      rowKey={(o) => o.id}
      empty={t('students.orders.empty')}
      columns={[
        {
          key: 'order',
          header: t('students.orders.col.order'),
          render: (o) => (
            <>
              <Link to={`/order/center?keyword=${o.order_no}`} aria-label={`${t('students.orders.open')}：${o.order_no}`}>{o.order_no}</Link>
              <p className="lc-student-muted">{t(`students.channel.${o.channel}`)}</p>
            </>
          ),
        },
        { key: 'product', header: t('students.orders.col.product'), width: '30%', render: (o) => o.product_title },
        {
          key: 'amount',
          header: t('students.orders.col.amount'),
          render: (o) => (
            <>
              <strong className="lc-student-nowrap">{formatFen(o.pay_amount)}</strong>
              {o.refunded_amount > 0 && <p className="lc-student-muted lc-student-refunded">{t('students.refunded', { amount: formatFen(o.refunded_amount) })}</p>}
            </>
          ),
        },
        { key: 'status', header: t('students.orders.col.status'), render: (o) => t(`students.orders.status.${o.status}`) },
        { key: 'time', header: t('students.orders.col.time'), render: (o) => <span className="lc-student-nowrap">{time(o.created_at)}</span> },
      ]}
    />
  );
}

function PlanetsSection({ memberships }: { memberships: StudentMembership[] }) {
  const t = useStore($t);
  return (
    <>
      <p className="lc-student-section__intro">{t('students.planets.intro')}</p>
      <Table<StudentMembership>
        label={t('students.planets.label')}
        rows={memberships}
        rowKey={(m) => m.id}
        empty={t('students.planets.empty')}
        columns={[
          { key: 'planet', header: t('students.planets.col.planet'), render: (m) => m.planet_title },
          { key: 'nickname', header: t('students.planets.col.nickname'), render: (m) => m.nickname },
          { key: 'status', header: t('students.planets.col.status'), render: (m) => t(`students.planets.status.${m.status}`) },
          { key: 'paid', header: t('students.planets.col.paid'), render: (m) => formatFen(m.paid_amount) },
          { key: 'joined', header: t('students.planets.col.joined'), render: (m) => <span className="lc-student-nowrap">{time(m.joined_at)}</span> },
          { key: 'expires', header: t('students.planets.col.expires'), render: (m) => (m.expires_at === null ? t('students.planets.never') : <span className="lc-student-nowrap">{time(m.expires_at)}</span>) },
        ]}
      />
    </>
  );
}

function RefundsSection({ refunds }: { refunds: StudentRefundRequest[] }) {
  const t = useStore($t);
  return (
    <Table<StudentRefundRequest>
      label={t('students.refunds.label')}
      rows={refunds}
      rowKey={(r) => r.id}
      empty={t('students.refunds.empty')}
      columns={[
        { key: 'order', header: t('students.refunds.col.order'), render: (r) => <Link to={`/aftersale/detail?id=${r.id}`}>{r.order_no}</Link> },
        { key: 'product', header: t('students.refunds.col.product'), render: (r) => r.product_title },
        { key: 'amount', header: t('students.refunds.col.amount'), render: (r) => formatFen(r.amount) },
        { key: 'refunded', header: t('students.refunds.col.refunded'), render: (r) => formatFen(r.refund_amount) },
        { key: 'state', header: t('students.refunds.col.state'), render: (r) => t(`students.refunds.state.${r.state}`) },
        { key: 'time', header: t('students.refunds.col.time'), render: (r) => <span className="lc-student-nowrap">{time(r.created_at)}</span> },
      ]}
    />
  );
}

function Figures({ student }: { student: StudentDetail }) {
  const t = useStore($t);
  return (
    <span className="lc-student-figures">
      <span>{t('students.detail.phone', { phone: student.phone })}</span>
      <span>{t('students.detail.firstChannel', { channel: t(`students.channel.${student.first_channel}`) })}</span>
      <span>{t('students.detail.ordersN', { n: student.orders_n })}</span>
      <span>{t('students.detail.spend', { amount: formatFen(student.spend) })}</span>
      <span>{t('students.detail.paid', { amount: formatFen(student.paid_total) })}</span>
      <span>{t('students.detail.refundedTotal', { amount: formatFen(student.refunded_total) })}</span>
      <span>{t('students.detail.since', { time: time(student.first_order_at) })}</span>
      <span>{t('students.detail.lastOrder', { time: time(student.last_order_at) })}</span>
    </span>
  );
}

/**
 * /user/detail?id= (spec §2 "Users"): one student at a glance (phone, source, orders, what they spent and got back)
 * and, as sections of their own address, their orders with the teacher, their memberships of the teacher's planets,
 * their refund requests and the teacher's note.
 */
export default function StudentDetailPage() {
  const t = useStore($t);
  const [params, setParams] = useSearchParams();
  const id = useIdParam();
  const tab = params.get('tab');
  const section: Section = SECTIONS.includes(tab as Section) ? (tab as Section) : 'orders';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const found = useRecord(studentSource, id ? { id } : null);
  const student = found.data;
  if (id === null) return <MissingId message={t('students.detail.missingId')} back={{ to: '/user/index', label: t('students.detail.back') }} />;
  if (!student) {
    return found.error ? <QueryError error={found.error} onRetry={found.reload} /> : null;
  }
  const labels: Record<Section, string> = {
    orders: t('students.detail.orders'),
    courses: t('learning.courses.section'),
    planets: t('students.detail.planets'),
    refunds: t('students.detail.refunds'),
    note: t('students.detail.note'),
  };
  return (
    <DetailFrame
      title={student.nickname}
      facts={<Figures student={student} />}
      note={
        <>
          <StudentTags student={student} />
          {student.note && <p className="lc-student-muted">{student.note}</p>}
        </>
      }
      actions={<Link className="lc-button lc-button--text" to="/user/index">{t('students.detail.back')}</Link>}
      sectionsLabel={t('students.detail.sections')}
      sections={SECTIONS.map((key) => ({ key, label: labels[key], to: `/user/detail?id=${student.id}&tab=${key}` }))}
      current={section}
    >
      <div className="lc-student-section">
        {section === 'orders' && <OrdersSection id={student.id} page={page} onPage={(next) => setParams({ id: String(student.id), tab: 'orders', page: String(next) })} />}
        {section === 'courses' && <StudentCoursesSection id={student.id} page={page} onPage={(next) => setParams({ id: String(student.id), tab: 'courses', page: String(next) })} />}
        {section === 'planets' && <PlanetsSection memberships={student.memberships} />}
        {section === 'refunds' && <RefundsSection refunds={student.refunds} />}
        {section === 'note' && <StudentNoteForm student={student} />}
      </div>
    </DetailFrame>
  );
}

import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { AFTERSALE_LIMITS } from '@shared/aftersale/rules.ts';
import { APPEAL_STATE_CHOICES, appealsResource, closeAppeal, replyAppeal, type AppealListState } from '@shared/aftersale/resources.ts';
import type { Appeal } from '@shared/aftersale/types.ts';
import { formatDateTime } from '@shared/format/date.ts';
import { $t, type Translate } from '@shared/i18n/i18n.ts';
import { ImageViewer } from '@widgets/ui/image-viewer/image-viewer.tsx';
import { Person } from '@widgets/ui/table/cells.tsx';
import { change } from '@console/kit/data.ts';
import { shownTextField } from '@console/kit/field-kinds.tsx';
import { ListScreen } from '@console/kit/list-screen.tsx';
import { RecordForm } from '@console/kit/record-form.tsx';
import type { RowAction } from '@console/kit/row-actions.tsx';
import './aftersale-texts.ts';
import './aftersale.css';

const DEFAULTS: AppealListState = { page: 1, pageSize: 20, state: 'pending', keyword: '' };
const time = (seconds: number) => formatDateTime(seconds).slice(0, 16);

type Viewing = { appeal: Appeal; index: number } | null;
type ReplyDraft = { complaint: string; reply: string };

function Complaint({ appeal, t, view }: { appeal: Appeal; t: Translate; view: (index: number) => void }) {
  return (
    <>
      <p className="lc-aftersale-reply">{appeal.content}</p>
      {appeal.pictures.length > 0 && (
        <div className="lc-aftersale-evidence">
          {appeal.pictures.map((picture, index) => (
            <button key={picture.id} type="button" aria-label={t('aftersale.appeal.evidenceOf', { n: index + 1, name: appeal.buyer_nickname })} onClick={() => view(index)}>
              <img src={picture.url} alt="" loading="lazy" />
            </button>
          ))}
        </div>
      )}
    </>
  );
}

function Reply({ appeal, t }: { appeal: Appeal; t: Translate }) {
  return (
    <>
      {appeal.reply ? <p className="lc-aftersale-reply">{appeal.reply}</p> : <span className="lc-aftersale-muted">{t('aftersale.appeal.noReply')}</span>}
      {appeal.replied_at !== null && <p className="lc-aftersale-muted">{t('aftersale.appeal.repliedBy', { name: appeal.replier_name, time: time(appeal.replied_at) })}</p>}
      {appeal.closed_at !== null && <p className="lc-aftersale-muted">{t('aftersale.appeal.closedBy', { name: appeal.closer_name, time: time(appeal.closed_at) })}</p>}
    </>
  );
}

/**
 * /aftersale/appeal (spec §2 "Orders and after-sale"): buyers' complaints about their orders by state (待处理 / 已回复
 * / 已关闭, kept in the address), found by order number, buyer phone or nickname, with the buyer's text and evidence
 * pictures (shown full size on a click); 回复 (the buyer receives it) and 关闭.
 */
export default function AppealsPage() {
  const t = useStore($t);
  const [replying, setReplying] = useState<Appeal | null>(null);
  const [viewing, setViewing] = useState<Viewing>(null);
  const actions: RowAction<Appeal>[] = [
    { label: t('aftersale.appeal.action.reply'), hidden: (appeal) => appeal.state !== 'pending', run: setReplying },
    { label: t('aftersale.appeal.action.editReply'), hidden: (appeal) => appeal.state !== 'replied', run: setReplying },
    { label: t('aftersale.appeal.action.close'), hidden: (appeal) => appeal.state === 'closed', run: closeAppeal, danger: true, confirm: () => t('aftersale.appeal.close.confirm'), done: t('aftersale.appeal.close.done') },
  ];
  return (
    <>
      <ListScreen<Appeal, AppealListState>
        title={t('aftersale.appeals.heading')}
        resource={appealsResource}
        defaults={DEFAULTS}
        choices={{ state: APPEAL_STATE_CHOICES }}
        tabs={{ key: 'state', label: t('aftersale.appeals.tabs'), options: APPEAL_STATE_CHOICES.map((state) => ({ value: state, label: t(`aftersale.appeal.${state}`) })) }}
        filters={[{ kind: 'search', key: 'keyword', label: t('aftersale.search') }]}
        columns={[
          { key: 'time', header: t('aftersale.appeal.col.time'), render: (appeal) => <span className="lc-aftersale-nowrap">{time(appeal.created_at)}</span> },
          {
            key: 'order',
            header: t('aftersale.col.order'),
            width: '20%',
            render: (appeal) => (
              <>
                <span className="lc-aftersale-no">{appeal.order_no}</span>
                <p className="lc-aftersale-muted">{appeal.product_title}</p>
              </>
            ),
          },
          {
            key: 'buyer',
            header: t('aftersale.col.buyer'),
            render: (appeal) => <Person name={appeal.buyer_nickname} phone={appeal.buyer_phone} />,
          },
          { key: 'content', header: t('aftersale.appeal.col.content'), width: '26%', render: (appeal) => <Complaint appeal={appeal} t={t} view={(index) => setViewing({ appeal, index })} /> },
          { key: 'reply', header: t('aftersale.appeal.col.reply'), width: '22%', render: (appeal) => <Reply appeal={appeal} t={t} /> },
          { key: 'state', header: t('aftersale.col.state'), render: (appeal) => <span className={`lc-aftersale-state lc-aftersale-state--${appeal.state}`}>{t(`aftersale.appeal.${appeal.state}`)}</span> },
        ]}
        rowKey={(appeal) => appeal.id}
        rowName={(appeal) => appeal.order_no}
        rowActions={actions}
        empty={(state) => (state.keyword ? t('aftersale.appeals.emptyFiltered') : t(`aftersale.appeals.empty.${state.state}`))}
      />
      {replying && (
        <RecordForm<ReplyDraft>
          title={t('aftersale.appeal.reply.title')}
          fields={[
            shownTextField<ReplyDraft>('complaint', { label: t('aftersale.appeal.reply.complaint') }),
            { kind: 'textarea', name: 'reply', label: t('aftersale.appeal.reply.label'), hint: t('aftersale.appeal.reply.hint'), required: true, max: AFTERSALE_LIMITS.replyMax, rows: 5 },
          ]}
          initial={{ complaint: replying.content, reply: replying.reply }}
          width={560}
          saveLabel={t('aftersale.appeal.reply.save')}
          savedText={t('aftersale.appeal.reply.done')}
          submit={(draft) => change(() => replyAppeal(replying, draft.reply), [appealsResource])}
          onClose={() => setReplying(null)}
          onSaved={() => setReplying(null)}
        />
      )}
      {viewing && (
        <ImageViewer
          images={viewing.appeal.pictures.map((picture, index) => ({ src: picture.url, alt: t('aftersale.appeal.evidenceOf', { n: index + 1, name: viewing.appeal.buyer_nickname }) }))}
          index={viewing.index}
          onIndexChange={(index) => setViewing({ ...viewing, index })}
          onClose={() => setViewing(null)}
          labels={{ close: t('common.close'), prev: t('aftersale.viewer.prev'), next: t('aftersale.viewer.next') }}
        />
      )}
    </>
  );
}

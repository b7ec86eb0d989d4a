import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { deleteWxGroup, fetchWxGroups } from '@shared/planet-mode/client.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { localDate } from '@shared/planet-mode/rules.ts';
import type { WxGroup } from '@shared/planet-mode/types.ts';
import type { Planet } from '@shared/planets/types.ts';
import { Button } from '@widgets/ui/button/button.tsx';
import { Table, type TableColumn } from '@widgets/ui/table/table.tsx';
import { confirmThen, PlanetFilter, toastError, EditRemoveButtons } from './mode-kit.tsx';
import { WxGroupDialog } from './wx-group-dialog.tsx';

/** The WeChat groups of the owner's planets (/p/planet/wxGroup) or of one planet (its wechatGroup section). */
export function WxGroupPanel({ planets, planet, heading }: { planets: Planet[] | null; planet?: Planet; heading: ReactNode }) {
  const t = useStore($t);
  const [planetId, setPlanetId] = useState<number | undefined>(planet?.id);
  const [groups, setGroups] = useState<WxGroup[] | null>(null);
  const [editing, setEditing] = useState<WxGroup | 'new' | null>(null);

  const load = useCallback(async () => {
    try {
      setGroups(await fetchWxGroups(planetId));
    } catch (error) {
      toastError(error);
    }
  }, [planetId]);
  useEffect(() => {
    void load();
  }, [load]);

  const unbind = async (group: WxGroup) => {
    if (await confirmThen(t('planet.mode.wx.unbind'), t('planet.mode.wx.unbindConfirm', { title: group.name }), () => deleteWxGroup(group.id), t('planet.mode.wx.unbound'))) await load();
  };

  const columns: TableColumn<WxGroup>[] = [
    { key: 'qr', header: t('planet.mode.wx.qr'), width: 88, render: (g) => (g.qr_url ? <img className="lc-mode__qr" src={g.qr_url} alt={t('planet.mode.wx.qrAlt', { name: g.name })} width={64} height={64} /> : <span className="lc-mode__muted">{t('planet.mode.wx.noQr')}</span>) },
    { key: 'name', header: t('planet.mode.wx.name'), render: (g) => <strong>{g.name}</strong> },
    ...(planet ? [] : [{ key: 'planet', header: t('planet.mode.col.planet'), render: (g: WxGroup) => g.planet_title }]),
    { key: 'members', header: t('planet.mode.wx.members'), align: 'end', render: (g) => g.member_count },
    {
      key: 'expires',
      header: t('planet.mode.wx.expires'),
      render: (g) =>
        g.qr_expires_at ? (
          <span>
            {localDate(g.qr_expires_at)}{' '}
            <span className={`lc-mode__status ${g.expired ? 'lc-mode__status--expired' : 'lc-mode__status--1'}`}>{t(g.expired ? 'planet.mode.wx.expired' : 'planet.mode.wx.valid')}</span>
          </span>
        ) : (
          '—'
        ),
    },
    { key: 'rule', header: t('planet.mode.wx.rule'), render: () => t('planet.mode.wx.rule.members') },
    {
      key: 'actions',
      header: t('common.actions'),
      render: (g) => (
        <div className="lc-mode__actions">
          <EditRemoveButtons name={g.name} onEdit={() => setEditing(g)} onRemove={() => void unbind(g)} removeLabel={t('planet.mode.wx.unbind')} />
        </div>
      ),
    },
  ];

  return (
    <>
      <header className="lc-mode__head">
        {heading}
        <Button variant="primary" disabled={planets?.length === 0} onClick={() => setEditing('new')}>{t('planet.mode.wx.create')}</Button>
      </header>
      {!planet && (
        <div className="lc-mode__filters">
          <PlanetFilter planets={planets} value={planetId} onChange={setPlanetId} />
        </div>
      )}
      <Table label={t('planet.mode.wx.heading')} columns={columns} rows={groups ?? []} rowKey={(g) => g.id} empty={groups && t('planet.mode.wx.empty')} />
      {editing && (
        <WxGroupDialog
          group={editing === 'new' ? null : editing}
          planets={planets}
          planetId={planet?.id}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void load();
          }}
        />
      )}
    </>
  );
}

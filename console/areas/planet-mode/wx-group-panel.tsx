import { useStore } from '@nanostores/react';
import { localDate } from '@shared/format/local-date.ts';
import { $t } from '@shared/i18n/i18n.ts';
import type { WxGroupForm } from '@shared/planet-mode/forms.ts';
import { unbindWxGroup, wxGroupsResource, type WxGroupQuery } from '@shared/planet-mode/resources.ts';
import type { WxGroup } from '@shared/planet-mode/types.ts';
import type { Planet } from '@shared/planets/types.ts';
import { ListScreen } from '@console/kit/list-screen.tsx';
import { planetChoices } from './planet-choices.tsx';
import { wxGroupForm } from './wx-group-form.tsx';
import '@console/areas/planets/planet-texts.ts';
import './planet-mode.css';

/** The WeChat groups of the owner's planets (/p/planet/wxGroup) or of one planet (its wechatGroup section). */
export function WxGroupPanel({ planets, planet }: { planets: Planet[] | null; planet?: Planet }) {
  const t = useStore($t);
  return (
    <ListScreen<WxGroup, WxGroupQuery, WxGroupForm>
      title={t('planet.mode.wx.heading')}
      section={planet !== undefined}
      resource={wxGroupsResource}
      // inside a planet's detail the list is that planet's (its `id` stays in the address)
      defaults={{ page: 1, pageSize: 20, planet: planet?.id ?? 0 }}
      {...(planet ? { choices: { planet: [planet.id] } } : {})}
      filters={planet ? [] : [planetChoices<WxGroupQuery, WxGroupForm>(planets).filter]}
      columns={[
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
      ]}
      rowKey={(g) => g.id}
      rowName={(g) => g.name}
      rowActions={[
        { label: t('planet.mode.wx.unbind'), danger: true, confirm: (g) => t('planet.mode.wx.unbindConfirm', { title: g.name }), run: unbindWxGroup, done: t('planet.mode.wx.unbound') },
      ]}
      createLabel={t('planet.mode.wx.create')}
      createDisabled={planets?.length === 0}
      form={wxGroupForm(planets, planet)}
      empty={t('planet.mode.wx.empty')}
    />
  );
}

import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { createWxGroup, updateWxGroup } from '@shared/planet-mode/client.ts';
import { showToast } from '@shared/feedback.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { dayEndSeconds, isCalendarDate, localDate, MODE_LIMITS, WX_QR_DAYS } from '@shared/planet-mode/rules.ts';
import type { WxGroup, WxGroupInput } from '@shared/planet-mode/types.ts';
import type { Planet } from '@shared/planets/types.ts';
import { FormDialog, MODE_FORM } from '@console/kit/form-dialog.tsx';
import { Field, messageOf, PictureField, PlanetChoice, textProblem } from './mode-kit.tsx';

type Form = { planet_id: number; name: string; qr: { id: number; url: string } | null; members: string; expires: string };
type Errors = Partial<Record<keyof Form, string>>;

const inAWeek = () => localDate(Math.floor(Date.now() / 1000) + WX_QR_DAYS * 86_400);

/** Binds a WeChat group to a planet, or edits one: name, QR picture (7-day expiry), member count. */
export function WxGroupDialog(props: { group: WxGroup | null; planets: Planet[] | null; planetId?: number | undefined; onClose: () => void; onSaved: () => void }) {
  const { group, planets, onClose, onSaved } = props;
  const t = useStore($t);
  const [form, setForm] = useState<Form>(() =>
    group
      ? { planet_id: group.planet_id, name: group.name, qr: group.qr_id ? { id: group.qr_id, url: group.qr_url } : null, members: String(group.member_count), expires: group.qr_expires_at ? localDate(group.qr_expires_at) : '' }
      : { planet_id: props.planetId ?? planets?.[0]?.id ?? 0, name: '', qr: null, members: '0', expires: '' },
  );
  const [errors, setErrors] = useState<Errors>({});
  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const save = async () => {
    const members = Number(form.members);
    const found: Errors = {
      planet_id: form.planet_id ? undefined : t('planet.mode.pickPlanet'),
      name: textProblem(form.name, t('planet.mode.wx.name'), MODE_LIMITS.groupNameMax),
      members: Number.isInteger(members) && members >= 0 && members <= MODE_LIMITS.groupMembersMax ? undefined : t('planet.mode.liveSetting.range', { field: t('planet.mode.wx.members'), min: 0, max: MODE_LIMITS.groupMembersMax }),
      expires: form.qr && !isCalendarDate(form.expires) ? t('planet.mode.required', { field: t('planet.mode.wx.expires') }) : undefined,
    };
    if (Object.values(found).some(Boolean)) {
      setErrors(found);
      return null;
    }
    const input: WxGroupInput = { planet_id: form.planet_id, name: form.name.trim(), qr_id: form.qr?.id ?? 0, member_count: members, qr_expires_at: form.qr ? dayEndSeconds(form.expires) : 0 };
    try {
      if (group) await updateWxGroup(group.id, input);
      else await createWxGroup(input);
      showToast(t('planet.mode.saved'), { kind: 'success' });
      onSaved();
      return null;
    } catch (error) {
      return messageOf(error);
    }
  };

  return (
    <FormDialog width={520} title={t(group ? 'planet.mode.wx.editTitle' : 'planet.mode.wx.create')} onClose={onClose} submit={save} saveLabel={t('planet.mode.save')} {...MODE_FORM}>
      {props.planetId === undefined && <PlanetChoice planets={planets} value={form.planet_id} onChange={(id) => set('planet_id', id)} error={errors.planet_id} />}
      <Field label={t('planet.mode.wx.name')} error={errors.name}>
        {(id, note) => <input id={id} aria-describedby={note} aria-invalid={errors.name ? true : undefined} value={form.name} onChange={(e) => set('name', e.target.value)} data-autofocus="" />}
      </Field>
      <PictureField
        label={t('planet.mode.wx.qr')}
        url={form.qr?.url ?? ''}
        onChange={(picture) => {
          set('qr', picture);
          // a newly picked code is good for the 7 days WeChat gives it
          if (picture && picture.id !== form.qr?.id) set('expires', inAWeek());
        }}
      />
      {form.qr && (
        <Field label={t('planet.mode.wx.expires')} error={errors.expires} hint={t('planet.mode.wx.expiresHint')}>
          {(id, note) => <input id={id} type="date" aria-describedby={note} value={form.expires} onChange={(e) => set('expires', e.target.value)} />}
        </Field>
      )}
      <Field label={t('planet.mode.wx.members')} error={errors.members}>
        {(id, note) => <input id={id} type="number" min={0} aria-describedby={note} value={form.members} onChange={(e) => set('members', e.target.value)} />}
      </Field>
      <p className="lc-mode__muted">{t('planet.mode.wx.rule')}：{t('planet.mode.wx.rule.members')}</p>
    </FormDialog>
  );
}

import { t } from '@shared/i18n/i18n.ts';
import { isCalendarDate } from '@shared/format/local-date.ts';
import { pickQr, wxGroupFormOf, type WxGroupForm, type WxQr } from '@shared/planet-mode/forms.ts';
import { MODE_LIMITS } from '@shared/planet-mode/limits.ts';
import type { WxGroup } from '@shared/planet-mode/types.ts';
import type { Planet } from '@shared/planets/types.ts';
import { Field } from '@widgets/ui/form/field.tsx';
import type { FormField } from '@console/kit/form-fields.tsx';
import type { ListForm } from '@console/kit/list-screen.tsx';
import { PictureField } from '@console/kit/picture-field.tsx';
import { planetChoices, wholeNumberIn } from './planet-choices.tsx';

/**
 * The group's QR code and, once there is one, the day it stops working (a new code: 7 days from now); under it,
 * who may join by it.
 */
const qrField: FormField<WxGroupForm> = {
  kind: 'custom',
  name: 'qr',
  label: t('planet.mode.wx.qr'),
  check: (value) => {
    const qr = value as WxQr;
    return qr.picture && !isCalendarDate(qr.expires) ? t('kit.required', { field: t('planet.mode.wx.expires') }) : undefined;
  },
  render: (value, set, error) => {
    const qr = value as WxQr;
    return (
      <>
        <PictureField label={t('planet.mode.wx.qr')} value={qr.picture} onChange={(picture) => set(pickQr(qr, picture, Math.floor(Date.now() / 1000)))} />
        {qr.picture && (
          <Field label={t('planet.mode.wx.expires')} error={error} hint={t('planet.mode.wx.expiresHint')}>
            {(id, note) => <input id={id} type="date" aria-describedby={note} aria-invalid={error ? true : undefined} value={qr.expires} onChange={(e) => set({ ...qr, expires: e.target.value })} />}
          </Field>
        )}
        <p className="lc-mode__muted">{t('planet.mode.wx.rule')}：{t('planet.mode.wx.rule.members')}</p>
      </>
    );
  },
};

/** Binds a WeChat group to a planet, or edits one: name, QR picture (7-day expiry), member count. */
export function wxGroupForm(planets: Planet[] | null, planet?: Planet): ListForm<WxGroup, WxGroupForm> {
  const members = t('planet.mode.wx.members');
  const fields: FormField<WxGroupForm>[] = [
    { kind: 'text', name: 'name', label: t('planet.mode.wx.name'), required: true, max: MODE_LIMITS.groupNameMax },
    qrField,
    { kind: 'number', name: 'member_count', label: members, integer: true, check: wholeNumberIn(members, 0, MODE_LIMITS.groupMembersMax) },
  ];
  return {
    width: 520,
    title: (group) => t(group ? 'planet.mode.wx.editTitle' : 'planet.mode.wx.create'),
    initial: (group) => wxGroupFormOf(group, planet?.id ?? planets?.[0]?.id ?? 0),
    fields: planet ? fields : [planetChoices<{ planet: number }, WxGroupForm>(planets).field, ...fields],
  };
}

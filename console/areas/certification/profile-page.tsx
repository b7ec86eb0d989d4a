import { Link } from 'react-router';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import type { ProfileForm } from '@shared/certification/forms.ts';
import { profileResource, profileView } from '@shared/certification/resources.ts';
import { PROFILE_LIMITS } from '@shared/certification/rules.ts';
import type { ProfileBadges } from '@shared/certification/types.ts';
import type { FormField } from '@console/kit/form-fields.tsx';
import { pictureField } from '@console/kit/picture-field.tsx';
import { SettingsForm } from '@console/kit/settings-form.tsx';
import { useRecord } from '@console/kit/use-record.ts';
import { routeTitle } from '@console/app/route-title.ts';
import { optionLabel } from './apply-fields.tsx';
import './certification-texts.ts';
import './certification.css';

const ALL = {};

/** /setting/teacher/information: the public teacher profile, saved on the server, and the labels approved applications give it. */
export default function ProfilePage() {
  const t = useStore($t);
  const fields: FormField<ProfileForm>[] = [
    { kind: 'text', name: 'name', label: t('certification.profile.name'), required: true, max: PROFILE_LIMITS.nameMax },
    pictureField<ProfileForm>({ name: 'avatar', label: t('certification.profile.avatar') }),
    { kind: 'text', name: 'title', label: t('certification.profile.title'), max: PROFILE_LIMITS.titleMax, hint: t('certification.profile.titleHint') },
    { kind: 'text', name: 'specialities', label: t('certification.profile.specialities'), max: PROFILE_LIMITS.specialitiesMax, hint: t('certification.profile.specialitiesHint') },
    { kind: 'textarea', name: 'intro', label: t('certification.profile.introField'), max: PROFILE_LIMITS.introMax, rows: 6 },
  ];
  return (
    <section className="lc-card">
      <h1 className="lc-page-title">{routeTitle('/setting/teacher/information')}</h1>
      <p className="lc-cert__muted">{t('certification.profile.intro')}</p>
      <Badges />
      <SettingsForm resource={profileResource} fields={fields} className="lc-cert-panel" />
    </section>
  );
}

function Badges() {
  const t = useStore($t);
  const badges: ProfileBadges | undefined = useRecord(profileView, ALL).data?.badges;
  if (!badges) return null;
  const shown = [
    badges.identified ? t('certification.badge.identified') : '',
    badges.certified ? `${t('certification.badge.certified')}${badges.category ? ` · ${optionLabel('category', badges.category)}` : ''}` : '',
    badges.enterprise ? `${t('certification.badge.enterprise')} · ${badges.enterprise}` : '',
  ].filter(Boolean);
  return (
    <section className="lc-cert-section" aria-labelledby="cert-badges">
      <h2 id="cert-badges">{t('certification.profile.badges')}</h2>
      <div className="lc-cert__actions">
        {shown.length ? (
          <ul className="lc-cert-badges">{shown.map((label) => <li key={label} className="lc-cert-tag lc-cert-tag--approved">{label}</li>)}</ul>
        ) : (
          <p className="lc-cert__muted">{t('certification.profile.noBadges')}</p>
        )}
        <Link to="/setting/myRoleApply">{t('certification.profile.toApply')}</Link>
      </div>
    </section>
  );
}

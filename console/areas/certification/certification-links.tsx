import { Link } from 'react-router';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { routeTitle } from '@console/app/route-title.ts';
import './certification-texts.ts';
import './certification.css';

const PAGES = ['/setting/teacher/information', '/setting/myRoleApply', '/setting/identificationApply', '/setting/ttScope'] as const;

/** /setting/self's 资料与认证: the teacher profile, the applications and the Douyin scopes. */
export function CertificationLinks() {
  const t = useStore($t);
  return (
    <section className="lc-card" aria-labelledby="cert-links">
      <h2 id="cert-links">{t('certification.links.heading')}</h2>
      <ul className="lc-cert-links">
        {PAGES.map((path) => (
          <li key={path}><Link to={path}>{routeTitle(path)}</Link></li>
        ))}
      </ul>
    </section>
  );
}

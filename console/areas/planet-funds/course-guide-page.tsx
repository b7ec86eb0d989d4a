import { Link } from 'react-router';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import '@console/areas/planets/planet-texts.ts';
import { GuideIllustration } from './guide-illustrations.tsx';
import './planet-funds.css';

/** The five steps, each with the real screen it happens on. */
const STEPS = [
  { n: 1, to: '/source' },
  { n: 2, to: '/content/audio/batch' },
  { n: 3, to: '/p/planet/lesson' },
  { n: 4, to: '/p/planet/lesson' },
  { n: 5, to: '/p/planet/list' },
] as const;

/**
 * /p/course/guide (课程指南): how a planet owner makes courses and offers them to members: materials, batch course
 * creation, offering a course in a planet, member prices, promotion in the feed.
 */
export default function CourseGuidePage() {
  const t = useStore($t);
  return (
    <section className="lc-card lc-funds lc-course-guide">
      <h1 className="lc-page-title">{t('planet.funds.guide.title')}</h1>
      <p>{t('planet.funds.guide.intro')}</p>
      <ol aria-label={t('planet.funds.guide.steps')}>
        {STEPS.map(({ n, to }) => (
          <li key={n} className="lc-guide-step">
            <GuideIllustration step={n} label={t('planet.funds.guide.illustration', { n })} />
            <div>
              <span className="lc-guide-step__n">{t('planet.funds.guide.step', { n })}</span>
              <h2>{t(`planet.funds.guide.s${n}.title`)}</h2>
              <p>{t(`planet.funds.guide.s${n}.text`)}</p>
              <Link className="lc-button lc-button--default" to={to}>
                {t(`planet.funds.guide.s${n}.link`)}
              </Link>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

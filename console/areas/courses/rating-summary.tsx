import { useStore } from '@nanostores/react';
import type { RatingSummary } from '@shared/courses/evaluation-types.ts';
import { $t } from '@shared/i18n/i18n.ts';

/** Five stars, `rating` of them filled; named for screen readers ("4 星"), drawn for the eye. */
export function RatingStars({ rating }: { rating: number }) {
  const t = useStore($t);
  const whole = Math.round(rating);
  return (
    <span className="lc-rating" role="img" aria-label={t('courses.evaluation.stars', { n: rating })}>
      {[1, 2, 3, 4, 5].map((star) => (
        <span key={star} aria-hidden="true" className={star <= whole ? 'lc-rating__star is-on' : 'lc-rating__star'}>★</span>
      ))}
    </span>
  );
}

/** 评价概况: the average with its stars, the count, a bar per rating, and what awaits a reply or is hidden. */
export function RatingSummaryPanel({ summary }: { summary: RatingSummary }) {
  const t = useStore($t);
  const widest = Math.max(1, ...summary.stars);
  return (
    <section className="lc-rating-summary" aria-label={t('courses.evaluation.summary')}>
      <div className="lc-rating-summary__average">
        <p className="lc-rating-summary__figure">
          <span className="lc-visually-hidden">{t('courses.evaluation.average')}</span>
          {summary.average.toFixed(1)}
        </p>
        <RatingStars rating={summary.average} />
        <p className="lc-course-muted">{t('courses.evaluation.count', { n: summary.count })}</p>
      </div>
      <ul className="lc-rating-summary__bars">
        {[5, 4, 3, 2, 1].map((star) => {
          const count = summary.stars[star - 1] ?? 0;
          return (
            <li key={star}>
              <span className="lc-rating-summary__label">{t('courses.evaluation.stars', { n: star })}</span>
              <span aria-hidden="true" className="lc-rating-summary__track"><span className="lc-rating-summary__bar" style={{ width: `${(count / widest) * 100}%` }} /></span>
              <span className="lc-rating-summary__count">{count}</span>
            </li>
          );
        })}
      </ul>
      <div className="lc-rating-summary__notes">
        <p>{t('courses.evaluation.unreplied', { n: summary.unreplied })}</p>
        <p>{t('courses.evaluation.hiddenCount', { n: summary.hidden })}</p>
        <p className="lc-course-muted">{t('courses.evaluation.summaryNote')}</p>
      </div>
    </section>
  );
}

import { useId } from 'react';
import { useStore } from '@nanostores/react';
import { formatDateTime } from '@shared/format/date.ts';
import { $locale, $t } from '@shared/i18n/i18n.ts';
import type { LiveSeriesForm } from '@shared/live/forms.ts';
import { LIVE_LIMITS, seriesStarts, seriesTitle } from '@shared/live/rules.ts';

const WEEKDAYS_ZH = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];
const WEEKDAYS_EN = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const whole = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;

/** The sessions a series' form will make, as it stands: each one's title and start, updated as the teacher types. */
export function SeriesPreview({ form }: { form: LiveSeriesForm }) {
  const t = useStore($t);
  const heading = useId();
  const weekdays = useStore($locale) === 'en' ? WEEKDAYS_EN : WEEKDAYS_ZH;
  const ready = form.title.trim() !== '' && form.first_start_at > 0 && whole(form.count, LIVE_LIMITS.seriesMin, LIVE_LIMITS.seriesMax) && whole(form.every_days, 1, LIVE_LIMITS.everyDaysMax);
  const starts = ready ? seriesStarts(form.first_start_at, form.count, form.every_days) : [];
  return (
    <section className="lc-live-preview" aria-live="polite" aria-labelledby={heading}>
      <h2 id={heading}>{t('live.batch.preview')}</h2>
      {starts.length === 0 ? (
        <p>{t('live.batch.previewEmpty')}</p>
      ) : (
        <ol>
          {starts.map((startAt, i) => (
            <li key={startAt}>
              {seriesTitle(form.title, i + 1)} · {formatDateTime(startAt).slice(0, 16)} {weekdays[new Date(startAt * 1000).getDay()]}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

import { useStore } from '@nanostores/react';
import { formatFen, yuanToFen } from '@shared/format/currency.ts';
import { formatDateTime } from '@shared/format/date.ts';
import { $t } from '@shared/i18n/i18n.ts';
import { bookFormOf, type BookForm } from '@shared/teach/forms.ts';
import { bookCourseChoicesSource, booksResource, type TeachQuery } from '@shared/teach/resources.ts';
import { isbn13Problem, TEACH_LIMITS } from '@shared/teach/rules.ts';
import type { Book, BookCourse } from '@shared/teach/book.ts';
import { CheckChoices } from '@console/kit/check-choices.tsx';
import { RecordCover } from '@widgets/ui/initials-cover/record-cover.tsx';
import { moneyField } from '@console/kit/field-kinds.tsx';
import type { FormField } from '@console/kit/form-fields.tsx';
import { ListScreen } from '@console/kit/list-screen.tsx';
import { pictureField } from '@console/kit/picture-field.tsx';
import './teach-texts.ts';
import './teach.css';

const DEFAULTS: TeachQuery = { page: 1, pageSize: 10, keyword: '' };
const NO_COURSES: readonly BookCourse[] = [];
const ALL = {};

type Translate = ReturnType<typeof $t.get>;

function bookFields(t: Translate, book: Book | null): FormField<BookForm>[] {
  const priceLabel = t('teach.book.price');
  const coursesLabel = t('teach.book.courses');
  return [
    { kind: 'text', name: 'title', label: t('teach.book.title'), required: true, max: TEACH_LIMITS.bookTitleMax },
    { kind: 'text', name: 'author', label: t('teach.book.author'), max: TEACH_LIMITS.bookAuthorMax },
    { kind: 'text', name: 'publisher', label: t('teach.book.publisher'), max: TEACH_LIMITS.bookPublisherMax },
    {
      kind: 'text',
      name: 'isbn',
      label: t('teach.book.isbn'),
      max: TEACH_LIMITS.isbnTypedMax,
      hint: t('teach.book.isbnHint'),
      check: (value) => (isbn13Problem(value as string) ? t('teach.book.badIsbn') : undefined),
    },
    pictureField<BookForm>({ name: 'cover', label: t('teach.book.cover') }),
    moneyField<BookForm>('price', {
      label: priceLabel,
      hint: t('teach.book.priceHint'),
      check: (value) => {
        const fen = yuanToFen(value as string);
        if (fen === null) return t('teach.book.badPrice');
        return fen > TEACH_LIMITS.bookPriceMax ? t('teach.book.priceTooHigh') : undefined;
      },
    }),
    {
      kind: 'custom',
      name: 'course_ids',
      label: coursesLabel,
      check: (value) => ((value as number[]).length > TEACH_LIMITS.bookCoursesMax ? t('teach.book.tooManyCourses', { n: TEACH_LIMITS.bookCoursesMax }) : undefined),
      render: (value, set, error) => (
        <CheckChoices
          label={coursesLabel}
          hint={t('teach.book.coursesHint')}
          error={error}
          source={bookCourseChoicesSource}
          query={ALL}
          labelOf={(course) => course.title}
          held={book?.courses ?? NO_COURSES}
          none={t('teach.book.noCourses')}
          value={value as number[]}
          onChange={(ids) => set(ids as BookForm[keyof BookForm])}
        />
      ),
    },
    { kind: 'textarea', name: 'description', label: t('teach.book.description'), max: TEACH_LIMITS.bookDescriptionMax, rows: 4 },
  ];
}

/** /teach/book: textbooks recommended with or shipped with courses — cover from the picture library, ISBN, price, courses. */
export default function BooksPage() {
  const t = useStore($t);
  return (
    <ListScreen<Book, TeachQuery, BookForm, object>
      title={t('teach.book.heading')}
      resource={booksResource}
      defaults={DEFAULTS}
      filters={[{ kind: 'search', key: 'keyword', label: t('teach.book.search') }]}
      columns={[
        {
          key: 'cover',
          header: t('teach.book.cover'),
          render: (book) =>
            <RecordCover className="lc-teach-book__cover" url={book.cover_url} alt={t('teach.book.coverOf', { title: book.title })} name={book.title} seed={book.id} width={48} height={64} />,
        },
        {
          key: 'title',
          header: t('teach.book.title'),
          width: '26%',
          render: (book) => {
            const byline = [book.author, book.publisher].filter(Boolean).join(' · ');
            return (
              <div>
                <strong className="lc-teach-book__title">{book.title}</strong>
                {byline && <p className="lc-teach-teacher__title">{byline}</p>}
              </div>
            );
          },
        },
        { key: 'isbn', header: t('teach.book.isbn'), render: (book) => book.isbn || '—' },
        { key: 'price', header: t('teach.book.priceColumn'), render: (book) => formatFen(book.price) },
        {
          key: 'courses',
          header: t('teach.book.courses'),
          render: (book) => (book.courses.length ? <p className="lc-teach__clamp">{book.courses.map((course) => course.title).join(t('teach.book.courseSeparator'))}</p> : '—'),
        },
        { key: 'updated', header: t('teach.book.updated'), render: (book) => formatDateTime(book.updated_at) },
      ]}
      rowKey={(book) => book.id}
      rowName={(book) => book.title}
      createLabel={t('teach.book.create')}
      form={{
        title: (book) => t(book ? 'teach.book.editTitle' : 'teach.book.create'),
        initial: bookFormOf,
        fields: (book) => bookFields(t, book),
      }}
      empty={t('teach.book.empty')}
    />
  );
}

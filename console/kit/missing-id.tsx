import { Link, useSearchParams } from 'react-router';

/**
 * The record id a screen of one record reads from its address (`?id=`, or the first of `names` present): a
 * positive whole number, or null when the address names none.
 */
export function useIdParam(names: readonly string[] = ['id']): number | null {
  const [params] = useSearchParams();
  const text = names.map((name) => params.get(name)).find((value) => value !== null);
  const id = Number(text ?? '');
  return text && Number.isSafeInteger(id) && id > 0 ? id : null;
}

type Props = {
  /** which id is missing and what the screen cannot do without it: 缺少学员编号，无法显示详情 */
  message: string;
  /** the list the record is chosen from */
  back: { to: string; label: string };
};

/** A screen of one record opened without its id (a bookmark, a hand-typed address): says what is missing and leads back. */
export function MissingId({ message, back }: Props) {
  return (
    <section className="lc-card lc-missing-id">
      <h1 className="lc-page-title">{message}</h1>
      <p>
        <Link to={back.to}>{back.label}</Link>
      </p>
    </section>
  );
}

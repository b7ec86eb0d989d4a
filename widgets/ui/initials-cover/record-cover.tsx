import { InitialsCover, type InitialsCoverProps } from './initials-cover.tsx';

/** A record's picture (a cover, an avatar) at the given size, or its initials when it has none. */
export function RecordCover({ url, alt = '', ...initials }: InitialsCoverProps & { url: string; alt?: string }) {
  if (!url) return <InitialsCover {...initials} />;
  return <img className={initials.className} src={url} alt={alt} width={initials.width} height={initials.height} />;
}

import type { Translate } from '@shared/i18n/i18n.ts';
import type { Material } from '@shared/materials/types.ts';
import { AudioPlay } from './audio-play.tsx';

/**
 * The name cell: a picture shows its thumbnail and opens the viewer, a video its poster and opens the
 * preview, an audio plays in place, a document links to its file. Names are always text, never HTML.
 */
export function MaterialName({ material, onOpen, t }: { material: Material; onOpen?: (material: Material) => void; t: Translate }) {
  const name = material.file_name;
  const kind = material.target_type;
  if (onOpen && kind === 'picture') {
    return (
      <button type="button" className="lc-material-name lc-material-name--button" aria-label={`${t('material.preview')} ${name}`} onClick={() => onOpen(material)}>
        {material.url ? <img className="lc-material-name__thumb" src={material.url} alt="" loading="lazy" /> : <span className="lc-material-name__thumb" />}
        <span className="lc-material-name__text">{name}</span>
      </button>
    );
  }
  if (onOpen && kind === 'video') {
    return (
      <button type="button" className="lc-material-name lc-material-name--button" aria-label={`${t('material.preview')} ${name}`} onClick={() => onOpen(material)}>
        <span className="lc-material-name__poster">
          {material.holder ? <img src={material.holder} alt="" loading="lazy" /> : null}
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true"><path d="M5 3.5v9l7-4.5z" fill="currentColor" /></svg>
        </span>
        <span className="lc-material-name__text">{name}</span>
      </button>
    );
  }
  if (kind === 'audio') {
    return (
      <span className="lc-material-name">
        <AudioPlay material={material} t={t} />
        <span className="lc-material-name__text">{name}</span>
      </span>
    );
  }
  if (kind === 'document' && material.url) {
    return (
      <a className="lc-material-name" href={material.url} target="_blank" rel="noopener noreferrer">
        <span className="lc-material-name__suffix" aria-hidden="true">{material.file_suffix.toUpperCase()}</span>
        <span className="lc-material-name__text">{name}</span>
      </a>
    );
  }
  return (
    <span className="lc-material-name">
      {kind === 'picture' && material.url && <img className="lc-material-name__thumb" src={material.url} alt="" loading="lazy" />}
      <span className="lc-material-name__text">{name}</span>
    </span>
  );
}

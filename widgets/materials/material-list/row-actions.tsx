import type { Translate } from '@shared/i18n/i18n.ts';
import type { Material } from '@shared/materials/types.ts';

/** What a row or card can do; the edit/move/remove entries exist in normal mode only (spec §2 selector mode). */
export type MaterialActions = {
  /** picture: image viewer; video: preview dialog */
  open?: (material: Material) => void;
  edit?: (material: Material) => void;
  move?: (material: Material) => void;
  /** picture and document only (spec §2: audio and video rows have no delete) */
  remove?: (material: Material) => void;
};

/** 编辑 · 移动 · 删除 of one material; each button names the material for screen readers. */
export function RowActions({ material, actions, t }: { material: Material; actions: MaterialActions; t: Translate }) {
  const name = material.file_name;
  return (
    <span className="lc-material-actions">
      {actions.edit && (
        <button type="button" className="lc-material-actions__button" aria-label={`${t('material.edit')} ${name}`} onClick={() => actions.edit?.(material)}>
          {t('material.edit')}
        </button>
      )}
      {actions.move && (
        <button type="button" className="lc-material-actions__button" aria-label={`${t('material.move')} ${name}`} onClick={() => actions.move?.(material)}>
          {t('material.move')}
        </button>
      )}
      {actions.remove && (
        <button
          type="button"
          className="lc-material-actions__button lc-material-actions__button--danger"
          aria-label={`${t('material.delete')} ${name}`}
          onClick={() => actions.remove?.(material)}
        >
          {t('material.delete')}
        </button>
      )}
    </span>
  );
}

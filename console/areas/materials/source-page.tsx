import { useNavigate } from 'react-router';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { batchPath, storeBatchSelection } from '@shared/materials/batch-selection.ts';
import { MaterialLibrary } from '@widgets/materials/material-library.tsx';

/** /source: the material library with kind tabs and categories; audio and video selections can become courses. */
export default function SourcePage() {
  const t = useStore($t);
  const navigate = useNavigate();
  return (
    <div className="lc-source-page">
      <h1 className="lc-visually-hidden">{t('material.libraryTitle')}</h1>
      <MaterialLibrary
        onBatchCreate={(kind, items) => {
          if (kind !== 'audio' && kind !== 'video') return;
          navigate(batchPath(kind, storeBatchSelection(kind, items)));
        }}
      />
    </div>
  );
}

import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { batchPath, storeBatchSelection } from '@shared/materials/batch-selection.ts';
import { createLibraryFollower, readLibraryState, writeLibraryState } from '@shared/materials/library-state.ts';
import { MaterialLibrary } from '@widgets/materials/material-library.tsx';
import { useAccountOpens } from '@console/app/account-opens.ts';

/**
 * /source: the material library with kind tabs and categories; audio and video selections can become courses.
 * What it shows (kind, category, keyword, dates, sort, page, picture view) lives in the address bar: the library
 * reports each change, and an address changed from outside (back/forward, a shared link) opens it afresh there.
 */
export default function SourcePage() {
  const t = useStore($t);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readLibraryState(params), [params]);
  const [follower] = useState(createLibraryFollower);
  const generation = follower.follow(state);
  const opens = useAccountOpens();
  // a staff account whose role has no 内容管理 page would land on the no-permission page
  const courseKinds = (['audio', 'video'] as const).filter((kind) => opens(`/content/${kind}/batch`));
  return (
    <div className="lc-source-page">
      <h1 className="lc-visually-hidden">{t('material.libraryTitle')}</h1>
      <MaterialLibrary
        key={generation}
        initialState={state}
        onStateChange={(next, { replace }) => {
          follower.reported(next);
          setParams((current) => writeLibraryState(current, next), { replace });
        }}
        courseKinds={courseKinds}
        onBatchCreate={(kind, items) => {
          if (kind !== 'audio' && kind !== 'video') return;
          navigate(batchPath(kind, storeBatchSelection(kind, items)));
        }}
      />
    </div>
  );
}

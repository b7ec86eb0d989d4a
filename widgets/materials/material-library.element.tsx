import { useMemo, useState } from 'react';
import { createLibraryFollower, libraryStateKey, readLibraryState } from '@shared/materials/library-state.ts';
import type { ElementWidgetProps } from '@widgets/elements/runtime-types.ts';
import { SignInGate } from '@widgets/elements/sign-in-gate.tsx';
import { MaterialLibrary } from './material-library.tsx';
import { materialsMessages } from '@shared/i18n/materials/messages.ts';
import { uploadsMessages } from '@shared/i18n/uploads/messages.ts';
import { addElementTexts } from '@widgets/elements/element-texts.ts';

addElementTexts(materialsMessages, uploadsMessages);

type Props = ElementWidgetProps & { kind?: string; state?: string };

/**
 * `<lectern-material-library kind="video">`: the whole library; `kind` picks the tab shown first. It keeps what it
 * shows to itself unless the page asks: `state` (a query string such as `kind=audio&keyword=朗读&page=2`, as the
 * console keeps it in its address) says where it opens, and every change of what it shows is emitted as
 * `lectern-state-change` with `{ state, query, replace }`. A page that wants the list in its own address writes `query` there
 * and hands it back in `state` when it loads; handing back what was just reported changes nothing.
 */
export default function MaterialLibraryElement({ kind, state, container, emit }: Props) {
  const start = useMemo(() => {
    const params = new URLSearchParams(state ?? '');
    if (kind && !params.has('kind')) params.set('kind', kind);
    return readLibraryState(params);
  }, [kind, state]);
  // a new kind or state from the page is a new starting point: the library opens afresh there
  const [follower] = useState(createLibraryFollower);
  const generation = follower.follow(start);
  return (
    <SignInGate>
      <MaterialLibrary
        key={generation}
        initialState={start}
        onStateChange={(next, { replace }) => {
          follower.reported(next);
          emit('lectern-state-change', { state: next, query: libraryStateKey(next), replace });
        }}
        container={container}
      />
    </SignInGate>
  );
}

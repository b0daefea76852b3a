import { useId } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { usePeekMode } from '../hooks/usePeekMode';
import type { PeekTarget } from '../types/PeekTarget';
import { type PeekHistoryState, readPeekHistoryState } from '../utils/peekHistoryState';
import { searchWithPeek } from '../utils/peekSearch';
import { PeekContent } from './PeekContent';
import { PeekDialog } from './PeekDialog';
import { PeekDrawer } from './PeekDrawer';
import { PeekHeader } from './PeekHeader';

/**
 * Shows the item of `?peek=` over the current page in the member's mode: a Center dialog or a Side
 * drawer. In Full page mode the address is turned into the item's own page (a shared or reloaded
 * peek link), which remembers the page under it.
 */
export function PeekHost({ target }: { target: PeekTarget }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { mode, setMode } = usePeekMode();
  const labelId = useId();

  const listPath = `${location.pathname}${searchWithPeek(location.search, null)}`;
  if (mode === 'FullPage') {
    const state: PeekHistoryState = { peekFrom: listPath };
    return <Navigate to={target.path} replace state={state} />;
  }
  const close = () => {
    // Opened by a click here: the entry before is the page without the peek, so Back stays honest.
    if (readPeekHistoryState(location.state).peekOpened) void navigate(-1);
    else void navigate(listPath, { replace: true });
  };
  const Frame = mode === 'Center' ? PeekDialog : PeekDrawer;
  return (
    <Frame
      labelId={labelId}
      focusKey={target.key}
      onClose={close}
      header={
        <PeekHeader
          target={target}
          labelId={labelId}
          mode={mode}
          listPath={listPath}
          onModeChange={setMode}
          onClose={close}
        />
      }
    >
      <PeekContent key={target.key} target={target} />
    </Frame>
  );
}

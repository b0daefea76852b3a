import type { ReactNode } from 'react';

/** What the Center and Side frames of a peek are given. */
export interface PeekFrameProps {
  /** The id of the header's label, which names the frame for assistive technology. */
  labelId: string;
  header: ReactNode;
  children: ReactNode;
  onClose: () => void;
  /** Changes when another item is peeked: the focus moves into the frame again. */
  focusKey: string;
}

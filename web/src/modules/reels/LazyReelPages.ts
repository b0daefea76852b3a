import { lazyPage } from '../app/utils/lazyPage';

/** The member reel pages, loaded when one is opened. */
export const NoteFileReelPage = lazyPage(() =>
  import('./components/NoteFileReelPage').then((m) => m.NoteFileReelPage),
);
export const InsightReelPage = lazyPage(() =>
  import('./components/InsightReelPage').then((m) => m.InsightReelPage),
);

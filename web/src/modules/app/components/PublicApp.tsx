import { useState } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { NotFoundPage } from '../../common/components/NotFoundPage';
import { commonStrings } from '../../common/strings';
import { EmbedHighlightPage } from '../../insights/components/EmbedHighlightPage';
import { PublicInsightPage } from '../../insights/components/PublicInsightPage';
import { EmbedNoteFileReelPage } from '../../reels/components/EmbedNoteFileReelPage';
import { EmbedReelPage } from '../../reels/components/EmbedReelPage';
import { EmbedTagReelPage } from '../../reels/components/EmbedTagReelPage';
import { PublicHighlightPage } from '../../sharing/components/PublicHighlightPage';
import { PublicNotePage } from '../../sharing/components/PublicNotePage';

function createPublicRouter() {
  return createBrowserRouter([
    { path: '/p/:shareToken', element: <PublicInsightPage /> },
    { path: '/p/data/:shareToken', element: <PublicNotePage /> },
    { path: '/public-object/:shareToken', element: <PublicHighlightPage /> },
    { path: '/embed/highlights/:highlightId', element: <EmbedHighlightPage /> },
    { path: '/embed/reels/:reelId', element: <EmbedReelPage /> },
    { path: '/embed/reels/note/:noteId/file/:fileId', element: <EmbedNoteFileReelPage /> },
    { path: '/embed/reels/tags/:tagId', element: <EmbedTagReelPage /> },
    {
      path: '*',
      element: (
        <NotFoundPage homePath="/" homeLabel={commonStrings.appName} body={commonStrings.notFoundBodyRoot} />
      ),
    },
  ]);
}

/**
 * The public insights mode (spec 000 §1): share links (of insights, notes and highlights) and embeds, for readers who are not signed
 * in. No viewer is loaded and no request carries cookies.
 */
export function PublicApp() {
  const [router] = useState(createPublicRouter);
  return <RouterProvider router={router} />;
}

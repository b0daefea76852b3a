import { Suspense, lazy } from 'react';
import { LoadingState } from '../../common/components/LoadingState';
import { editorStrings } from '../strings';
import type { CollaborativeEditorProps } from './CollaborativeEditor';

// tiptap, ProseMirror and Yjs are downloaded only by pages that show a document.
const loadEditor = () => import('./CollaborativeEditor');
const CollaborativeEditor = lazy(loadEditor);

/** Starts downloading the editor early (while the page still loads its data); safe to call often. */
export function preloadCollaborativeEditor(): void {
  void loadEditor();
}

/** The collaborative editor, loaded on first use. */
export function LazyCollaborativeEditor(props: CollaborativeEditorProps) {
  return (
    <Suspense fallback={<LoadingState label={editorStrings.loading} />}>
      <CollaborativeEditor {...props} />
    </Suspense>
  );
}

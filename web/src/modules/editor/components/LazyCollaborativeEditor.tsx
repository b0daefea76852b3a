import { LoadingState } from '../../common/components/LoadingState';
import { preloadable } from '../../common/utils/preloadable';
import { editorStrings } from '../strings';
import type { CollaborativeEditorProps } from './CollaborativeEditor';

// tiptap, ProseMirror and Yjs are downloaded only by pages that show a document.
const CollaborativeEditor = preloadable<CollaborativeEditorProps>(
  () => import('./CollaborativeEditor').then((module) => module.default),
  <LoadingState label={editorStrings.loading} />,
);

/** Starts downloading the editor early (while the page still loads its data); safe to call often. */
export function preloadCollaborativeEditor(): void {
  void CollaborativeEditor.preload().catch(() => undefined);
}

/** The collaborative editor, loaded on first use. */
export function LazyCollaborativeEditor(props: CollaborativeEditorProps) {
  return <CollaborativeEditor {...props} />;
}

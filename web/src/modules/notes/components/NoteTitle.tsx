import { InlineTitle } from '../../common/components/InlineTitle';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { NOTE_TITLE_MAX } from '../../projects/strings';
import { RENAME_NOTE_MUTATION } from '../operations';
import { noteStrings } from '../strings';

/** The note's title, renamed inline by members who may edit; an emptied field keeps the title. */
export function NoteTitle({ noteId, title, editable }: { noteId: string; title: string; editable: boolean }) {
  const [rename, { loading, error, reset }] = useGraphqlMutation(RENAME_NOTE_MUTATION);
  return (
    <InlineTitle
      title={title}
      untitled={noteStrings.untitledNote}
      renameHint={noteStrings.renameHint}
      label={noteStrings.titleLabel}
      maxLength={NOTE_TITLE_MAX}
      editable={editable}
      saving={loading}
      error={error}
      onCancel={reset}
      onSave={async (draft) => {
        const next = draft.trim();
        if (next === '') {
          reset();
          return true;
        }
        // The answer is the note's title, which every cached view of the note shows.
        return Boolean(await rename({ input: { id: noteId, title: next } }));
      }}
    />
  );
}

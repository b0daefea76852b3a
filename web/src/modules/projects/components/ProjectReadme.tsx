import Typography from '@mui/material/Typography';
import { useViewer } from '../../auth/hooks/useViewer';
import { LazyCollaborativeEditor } from '../../editor/components/LazyCollaborativeEditor';
import { editorStrings } from '../../editor/strings';
import { caretColor } from '../../editor/utils/caretColor';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { MEMBERS_QUERY } from '../../settings/operations';
import { projectStrings } from '../strings';

/**
 * /projects/{projectId}/readme: the project's readme, one shared document in the collaborative
 * editor (the same editor and server as notes and insights), for what the study is, who is in it and
 * where things are. Read-only for those who may not edit the project (the server enforces it).
 */
export function ProjectReadme({ project, editable }: { project: { id: string }; editable: boolean }) {
  const { viewer } = useViewer();
  const members = useGraphqlQuery(MEMBERS_QUERY, {}, { skip: !editable });
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {editable ? projectStrings.readmeIntro : projectStrings.readmeIntroReadOnly}
      </Typography>
      <LazyCollaborativeEditor
        key={`${project.id}:${editable}`}
        documentName={`readme.${project.id}`}
        readOnly={!editable}
        user={{
          name: viewer?.account.name ?? editorStrings.someone,
          color: caretColor(viewer?.account.id ?? ''),
        }}
        members={members.data?.members ?? []}
        label={projectStrings.readmeLabel}
        testId="project-readme"
        placeholder={projectStrings.readmePlaceholder}
      />
    </>
  );
}

import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { TEMPLATES_QUERY } from '../operations';
import { templateStrings as strings } from '../strings';

/**
 * "Template" in a create dialog: the workspace's templates of `type`, or none. Not shown while the
 * workspace has no template of that type, so a dialog stays as simple as it was.
 */
export function TemplateSelect({
  type,
  value,
  onChange,
}: {
  type: 'INSIGHT' | 'PROJECT';
  value: string;
  onChange: (templateId: string) => void;
}) {
  const { data } = useGraphqlQuery(TEMPLATES_QUERY, { type });
  const templates = data?.workspaceTemplates ?? [];
  if (templates.length === 0) return null;
  return (
    <TextField
      select
      fullWidth
      margin="normal"
      label={strings.templateLabel}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">
        <em>{strings.noTemplate}</em>
      </MenuItem>
      {templates.map((template) => (
        <MenuItem key={template.id} value={template.id}>
          {template.title}
        </MenuItem>
      ))}
    </TextField>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import type { Role } from '../../auth/types/Viewer';
import { ErrorNotice } from '../../common/components/ErrorNotice';
import { RoleSelect } from '../../settings/components/RoleSelect';

/**
 * The end of both single sign-on forms (OpenID Connect and SAML): the role people get when they join
 * through the identity provider, whether its e-mail addresses are trusted, and the save button with
 * its outcome. The words come from the protocol's strings.
 */
export function SsoJoinRulesAndSave({
  strings,
  defaultRole,
  onDefaultRoleChange,
  trust,
  onTrustChange,
  saving,
  saved,
  error,
}: {
  strings: { defaultRole: string; trustLabel: string; saved: string; saving: string; save: string };
  defaultRole: Role;
  onDefaultRoleChange: (role: Role) => void;
  trust: boolean;
  onTrustChange: (trust: boolean) => void;
  saving: boolean;
  saved: boolean;
  error: unknown;
}) {
  return (
    <>
      <Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
          {strings.defaultRole}
        </Typography>
        <RoleSelect value={defaultRole} onChange={onDefaultRoleChange} label={strings.defaultRole} />
      </Box>
      <FormControlLabel
        control={<Checkbox checked={trust} onChange={(e) => onTrustChange(e.target.checked)} />}
        label={strings.trustLabel}
      />
      <ErrorNotice error={error} />
      {saved ? <Alert severity="success">{strings.saved}</Alert> : null}
      <Box>
        <Button type="submit" variant="contained" disabled={saving}>
          {saving ? strings.saving : strings.save}
        </Button>
      </Box>
    </>
  );
}

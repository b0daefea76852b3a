import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SamlSettingsQuery } from '../../../gql/graphql';
import { ErrorNotice } from '../../common/components/ErrorNotice';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import {
  FINISH_SAML_SP_KEY_ROTATION_MUTATION,
  START_SAML_SP_KEY_ROTATION_MUTATION,
} from '../saml-operations';
import { samlStrings } from '../saml-strings';

type Settings = SamlSettingsQuery['samlSettings'];

/**
 * Rolling the SP's key in two steps: start (the metadata publishes the next certificate beside the
 * current one, so the IdP can learn it), then finish once the IdP has it (the next key signs).
 */
export function SamlKeyRotation({ settings }: { settings: Settings }) {
  const options = { refetchQueries: ['SamlSettings'] };
  const [start, startState] = useGraphqlMutation(START_SAML_SP_KEY_ROTATION_MUTATION, options);
  const [finish, finishState] = useGraphqlMutation(FINISH_SAML_SP_KEY_ROTATION_MUTATION, options);
  const underWay = settings.spNextCertificate !== null && settings.spNextCertificate !== undefined;
  return (
    <Stack spacing={1} sx={{ maxWidth: 640, mb: 2 }} data-testid="saml-key-rotation">
      <Typography variant="subtitle2">{samlStrings.keyRotation}</Typography>
      {underWay ? (
        <Alert severity="warning">{samlStrings.keyRotationUnderWay}</Alert>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {samlStrings.keyRotationHelp}
        </Typography>
      )}
      <Stack direction="row" spacing={1}>
        {underWay ? (
          <Button variant="outlined" disabled={finishState.loading} onClick={() => void finish({})}>
            {samlStrings.finishKeyRotation}
          </Button>
        ) : (
          <Button variant="outlined" disabled={startState.loading} onClick={() => void start({})}>
            {samlStrings.startKeyRotation}
          </Button>
        )}
      </Stack>
      <ErrorNotice error={startState.error ?? finishState.error} />
    </Stack>
  );
}

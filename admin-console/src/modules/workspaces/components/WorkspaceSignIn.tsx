import { Card, CardContent, Typography } from '@mui/material';
import { workspaceStrings } from '../strings';
import { FactList } from './FactList';
import type { AdminWorkspace } from '../types/adminWorkspace';
import { formatDateTime } from '../utils/formatDateTime';

/** The workspace's single sign-on and SCIM status (issue 32): protocol, issuer, enforcement, tokens, last sync. */
export function WorkspaceSignIn({ workspace }: { workspace: AdminWorkspace }) {
  const { signIn } = workspace;
  const strings = workspaceStrings.signIn;
  const facts: [string, string][] = [
    [strings.sso, signIn.ssoProtocol ?? strings.noSso],
    ...(signIn.ssoIssuer
      ? ([
          [strings.issuer, signIn.ssoIssuer],
          [strings.tested, signIn.ssoTestedAt ? formatDateTime(signIn.ssoTestedAt) : strings.notTested],
        ] as [string, string][])
      : []),
    [
      strings.enforced,
      signIn.ssoEnforced ? strings.enforcedYes(signIn.breakGlassManagers) : strings.enforcedNo,
    ],
    [strings.scimTokens, String(signIn.scimTokens)],
    [strings.lastSync, signIn.lastScimSyncAt ? formatDateTime(signIn.lastScimSyncAt) : strings.neverSynced],
  ];
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          {workspaceStrings.signInTitle}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {workspaceStrings.signInIntro}
        </Typography>
        <FactList facts={facts} labelWidth={220} testId="workspace-sign-in" />
      </CardContent>
    </Card>
  );
}

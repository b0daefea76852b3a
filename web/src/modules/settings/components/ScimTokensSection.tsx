import { CopyField } from '../../common/components/CopyField';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { CREATE_SCIM_TOKEN_MUTATION, REVOKE_SCIM_TOKEN_MUTATION, SCIM_TOKENS_QUERY } from '../operations';
import { settingsStrings } from '../strings';
import { SecretTokensSection, type SecretTokensStrings } from './SecretTokensSection';

const scimTokenStrings: SecretTokensStrings = {
  heading: settingsStrings.scimTitle,
  subtitle: settingsStrings.scimSubtitle,
  title: settingsStrings.newScimToken,
  nameLabel: settingsStrings.scimTokenName,
  createdWarning: settingsStrings.scimTokenCreated,
  empty: settingsStrings.noScimTokens,
  revokeBody: settingsStrings.scimRevokeBody,
};

/**
 * The SCIM provisioning section of /settings/users (managers): the workspace's SCIM base URL and its
 * SCIM tokens (created and shown once, listed, revoked).
 */
export function ScimTokensSection() {
  const { data, error, loading, refetch } = useGraphqlQuery(SCIM_TOKENS_QUERY);
  const [create, creating] = useGraphqlMutation(CREATE_SCIM_TOKEN_MUTATION);
  const [revoke, revoking] = useGraphqlMutation(REVOKE_SCIM_TOKEN_MUTATION);
  return (
    <SecretTokensSection
      strings={scimTokenStrings}
      tokens={data?.scimTokens}
      loading={loading}
      error={error}
      refetch={refetch}
      create={async (name) => (await create({ name }))?.createScimToken.token}
      creating={creating}
      revoke={async (id) => Boolean(await revoke({ id }))}
      revoking={revoking}
    >
      <CopyField label={settingsStrings.scimBaseUrl} value={`${window.location.origin}/scim/v2`} />
    </SecretTokensSection>
  );
}

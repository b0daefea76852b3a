import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { API_TOKENS_QUERY, CREATE_API_TOKEN_MUTATION, REVOKE_API_TOKEN_MUTATION } from '../operations';
import { settingsStrings } from '../strings';
import { SecretTokensSection, type SecretTokensStrings } from './SecretTokensSection';

const apiTokenStrings: SecretTokensStrings = {
  heading: settingsStrings.tokensTitle,
  subtitle: settingsStrings.tokensSubtitle,
  title: settingsStrings.newToken,
  nameLabel: settingsStrings.tokenName,
  createdWarning: settingsStrings.tokenCreated,
  empty: settingsStrings.noTokens,
  revokeBody: settingsStrings.revokeBody,
};

/** Your API tokens on /settings/user/account: created (shown once), listed, revoked. */
export function ApiTokensSection() {
  const { data, error, loading, refetch } = useGraphqlQuery(API_TOKENS_QUERY);
  const [create, creating] = useGraphqlMutation(CREATE_API_TOKEN_MUTATION);
  const [revoke, revoking] = useGraphqlMutation(REVOKE_API_TOKEN_MUTATION);
  return (
    <SecretTokensSection
      strings={apiTokenStrings}
      tokens={data?.apiTokens}
      loading={loading}
      error={error}
      refetch={refetch}
      create={async (name) => (await create({ name }))?.createApiToken.token}
      creating={creating}
      revoke={async (id) => Boolean(await revoke({ id }))}
      revoking={revoking}
    />
  );
}

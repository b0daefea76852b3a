import { apolloClient } from '../../graphql/utils/apolloClient';

/**
 * Asks the server again for what the open page shows after a change of data points or themes: the
 * counts, the grid, the volume chart. (Other members' changes arrive the same way through the app
 * shell's live refresh.)
 */
export function refreshChannelQueries(): void {
  void apolloClient()
    .refetchQueries({ include: 'active' })
    .catch(() => undefined);
}

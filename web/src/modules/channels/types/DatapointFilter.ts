import type { ChannelDatapointsInput } from '../../../gql/graphql';

/** What narrows a data points grid: everything of the query's input but the channel, the page and the order. */
export type DatapointFilter = Omit<ChannelDatapointsInput, 'channelId' | 'limit' | 'offset' | 'direction'>;

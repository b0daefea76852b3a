import { Role } from '@fieldnote/core';
import { TokenScope } from '../../context/token-scope';
import { CREATES_IN_OWN_WORKSPACE, type ModuleCases } from '../../testing/operation-cases';

/** How the channels calls keep workspace B's data from workspace A, and what an API token may call. */
export const cases: ModuleCases = {
  isolation: [
    {
      name: 'channels',
      document: '{ channels { id title description datasets { title } themes { title } } }',
      onOwnHost: 'NO_LEAK',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'channel(id)',
      document: 'query($id: ID!) { channel(id: $id) { id title datasets { id title } themes { id title } } }',
      variables: (b) => ({ id: b.channelId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'channelTheme(id)',
      document: 'query($id: ID!) { channelTheme(id: $id) { id title channelTitle datapointCount } }',
      variables: (b) => ({ id: b.channelThemeId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'channelDatapoints(channelId)',
      document:
        'query($c: ID!) { channelDatapoints(input: { channelId: $c }) { total items { id text author } } }',
      variables: (b) => ({ c: b.channelId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'channelDatapoint(id)',
      document: 'query($id: ID!) { channelDatapoint(id: $id) { id text author channelId themes { title } } }',
      variables: (b) => ({ id: b.channelDatapointIds[0] }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'channelTopics(channelId)',
      document: 'query($c: ID!) { channelTopics(channelId: $c) { id title query datapointCount } }',
      variables: (b) => ({ c: b.channelId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'channelTopic(id)',
      document: 'query($id: ID!) { channelTopic(id: $id) { id title query channelTitle datapointCount } }',
      variables: (b) => ({ id: b.channelTopicId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'channelDatapoints(topicId)',
      document:
        'query($c: ID!, $t: ID!) { channelDatapoints(input: { channelId: $c, topicId: $t }) { total items { id text } } }',
      variables: (b) => ({ c: b.channelId, t: b.channelTopicId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'channelDatapoints(matching)',
      document:
        'query($c: ID!) { channelDatapoints(input: { channelId: $c, matching: "secret" }) { total items { id text } } }',
      variables: (b) => ({ c: b.channelId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'channelVolume(topicId)',
      document:
        'query($c: ID!, $t: ID!) { channelVolume(input: { channelId: $c, topicId: $t }) { start count } }',
      variables: (b) => ({ c: b.channelId, t: b.channelTopicId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'channelDatapoints(themeId)',
      document:
        'query($c: ID!, $t: ID!) { channelDatapoints(input: { channelId: $c, themeId: $t }) { total items { id text } } }',
      variables: (b) => ({ c: b.channelId, t: b.channelThemeId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'channelVolume(channelId)',
      document: 'query($c: ID!) { channelVolume(input: { channelId: $c, interval: DAY }) { start count } }',
      variables: (b) => ({ c: b.channelId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'startChannelThemeSuggestions(channelId)',
      document:
        'mutation($c: ID!) { startChannelThemeSuggestions(input: { channelId: $c, amount: LEAST, unthemedOnly: false }) { id status channelId } }',
      variables: (b) => ({ c: b.channelId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'themeJobs(channelId)',
      document:
        'query($c: ID!) { themeJobs(input: { channelId: $c }) { latest { id status channelSuggestions { considered } } } }',
      variables: (b) => ({ c: b.channelId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'createChannel',
      document: 'mutation { createChannel(input: { title: "Planted by A" }) { id } }',
      onOwnHost: { notRun: CREATES_IN_OWN_WORKSPACE },
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'updateChannel',
      document: 'mutation($id: ID!) { updateChannel(input: { id: $id, title: "Defaced by A" }) { id } }',
      variables: (b) => ({ id: b.channelId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'deleteChannel',
      document: 'mutation($id: ID!) { deleteChannel(id: $id) }',
      variables: (b) => ({ id: b.channelId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'importChannelDatapoints',
      document:
        'mutation($c: ID!, $d: ID) { importChannelDatapoints(input: { channelId: $c, datasetId: $d, rows: [{ rowNumber: 1, text: "Planted by A" }] }) { importedCount } }',
      variables: (b) => ({ c: b.channelId, d: b.channelDatasetId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'importChannelDatapoints(new dataset)',
      document:
        'mutation($c: ID!) { importChannelDatapoints(input: { channelId: $c, datasetTitle: "Planted by A", rows: [{ rowNumber: 1, text: "Planted by A" }] }) { importedCount } }',
      variables: (b) => ({ c: b.channelId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'deleteChannelDataset',
      document: 'mutation($id: ID!) { deleteChannelDataset(id: $id) }',
      variables: (b) => ({ id: b.channelDatasetId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'deleteChannelDatapoints',
      document: 'mutation($ids: [ID!]!) { deleteChannelDatapoints(ids: $ids) }',
      variables: (b) => ({ ids: b.channelDatapointIds }),
      onOwnHost: { data: { deleteChannelDatapoints: 0 } },
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'createChannelTheme',
      document:
        'mutation($c: ID!) { createChannelTheme(input: { channelId: $c, title: "Planted by A" }) { id } }',
      variables: (b) => ({ c: b.channelId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'updateChannelTheme',
      document: 'mutation($id: ID!) { updateChannelTheme(input: { id: $id, title: "Defaced by A" }) { id } }',
      variables: (b) => ({ id: b.channelThemeId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'deleteChannelTheme',
      document: 'mutation($id: ID!) { deleteChannelTheme(id: $id) }',
      variables: (b) => ({ id: b.channelThemeId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'createChannelTopic',
      document:
        'mutation($c: ID!) { createChannelTopic(input: { channelId: $c, title: "Planted by A", query: "secret" }) { id } }',
      variables: (b) => ({ c: b.channelId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'updateChannelTopic',
      document:
        'mutation($id: ID!) { updateChannelTopic(input: { id: $id, title: "Defaced by A", query: "two" }) { id } }',
      variables: (b) => ({ id: b.channelTopicId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'deleteChannelTopic',
      document: 'mutation($id: ID!) { deleteChannelTopic(id: $id) }',
      variables: (b) => ({ id: b.channelTopicId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'addDatapointsToTheme',
      document:
        'mutation($t: ID!, $p: [ID!]!) { addDatapointsToTheme(input: { themeId: $t, datapointIds: $p }) { datapointCount } }',
      variables: (b) => ({ t: b.channelThemeId, p: b.channelDatapointIds }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'removeDatapointsFromTheme',
      document:
        'mutation($t: ID!, $p: [ID!]!) { removeDatapointsFromTheme(input: { themeId: $t, datapointIds: $p }) { datapointCount } }',
      variables: (b) => ({ t: b.channelThemeId, p: b.channelDatapointIds }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
  ],
};

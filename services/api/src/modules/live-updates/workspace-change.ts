import type { BusEvent } from '@fieldnote/core';
import type { WorkspaceChangeModel } from './dto/workspace-change.model';

/**
 * The kinds of research data whose changes open pages follow. Account, session, token and member
 * events stay off the live channel: they are nobody else's business and no page lists them live.
 */
export const LIVE_KINDS = new Set([
  'project',
  'folder',
  'note',
  'file',
  'transcript',
  'highlight',
  'tag',
  'tags',
  'tag_board',
  'tag_group',
  'tag_chart',
  'insight',
  'share_link',
  'comment',
  // Only ids travel: each open page asks for its own inbox again, which answers the caller's alone.
  'notification',
  'dashboard',
  'chart',
  // People (issue 10): the grid, a person's page and a note's Contacts tab follow other members' edits.
  'person',
  'people',
  // Segments of people: the people page's picker and a person's segments follow other members' edits.
  'segment',
  // Groups (issue 10): who may see a private project changes with them (ids only).
  'user_group',
  // Access requests: a project's access page lists pending ones as they come (ids only).
  'access_request',
  // Channels of continuous feedback: the channel list, a channel's page and its themes follow edits
  // and imports (see ID_KEYS for the id each carries).
  'channel',
  'channel_theme',
  'channel_topic',
  'channel_dataset',
  'channel_datapoints',
]);

/**
 * The payload key of a kind's id when it is not `<camelKind>Id`: channel events name their theme
 * and dataset without the channel prefix, and data point events carry many ids, so their change
 * names the channel whose list to refresh.
 */
const ID_KEYS: Readonly<Record<string, string>> = {
  channel_theme: 'themeId',
  channel_topic: 'topicId',
  channel_dataset: 'datasetId',
  channel_datapoints: 'channelId',
};

/** Mercurius pub/sub topic of one workspace's changes. */
export function workspaceTopic(workspaceId: string): string {
  return `workspace-changes.${workspaceId}`;
}

/** What the live channel tells about a bus event, or null when it is not one it carries. */
export function toWorkspaceChange(event: BusEvent): WorkspaceChangeModel | null {
  const [kind, action] = event.subject.split('.');
  if (!event.workspaceId || !kind || !action || !LIVE_KINDS.has(kind)) return null;
  const idOf = (key: string): string | null => {
    const value = event.payload[key];
    return typeof value === 'string' ? value : null;
  };
  const camel = kind.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
  return {
    kind,
    action,
    id: idOf(ID_KEYS[kind] ?? `${camel}Id`) ?? idOf('id'),
    projectId: idOf('projectId'),
    noteId: idOf('noteId'),
    occurredAt: new Date(event.occurredAt),
  };
}

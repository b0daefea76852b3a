import { topicQueryParts } from './topicQueryParts';
import { topicShare } from './topicShare';
import { parseChannelView } from './channelView';
import { channelPaths } from './channelPaths';

/** The parts as the topic's chips and connectors read them. */
function reads(query: string): string {
  return topicQueryParts(query)
    .map((part) =>
      part.kind === 'term'
        ? `${part.excluded ? '-' : ''}${part.phrase ? `[${part.text}]` : part.text}`
        : part.kind,
    )
    .join(' ');
}

describe('channel topics in the web app', () => {
  it('should read a query as websearch_to_tsquery does: and between terms, or, phrases, -words', () => {
    expect(reads('login or "log in" or "sign in" or two-factor')).toBe(
      'login or [log in] or [sign in] or two-factor',
    );
    expect(reads('crash -android')).toBe('crash and -android');
    expect(reads('-"dark  mode" sync')).toBe('-[dark mode] and sync');
  });

  it('should drop what the server ignores: an or with nothing on a side, empty quotes, a lone dash', () => {
    expect(reads('or crash OR')).toBe('crash');
    expect(reads('crash or or freeze')).toBe('crash or freeze');
    expect(reads('"" crash - & "unclosed phrase')).toBe('crash and [unclosed phrase]');
  });

  it('should give a topic its share of the channel, never 0% when it holds some', () => {
    expect(topicShare(7, 40)).toBe('18%');
    expect(topicShare(1, 500)).toBe('<1%');
    expect(topicShare(0, 40)).toBe('0%');
    expect(topicShare(3, 0)).toBeNull();
  });

  it('should keep the Topics tab in the hash, and link a topic and the channel topics', () => {
    expect(parseChannelView('#tab=topics').tab).toBe('topics');
    expect(channelPaths.topics({ id: 'abc', title: 'App reviews' })).toMatch(/^\/channels\/.+#tab=topics$/);
    expect(channelPaths.topic({ id: 'abc', title: 'Dark mode' })).toMatch(/^\/t\/dark-mode-/);
  });
});

import type { INestApplicationContext } from '@nestjs/common';
import {
  ChannelDatapointsService,
  ChannelImportService,
  ChannelThemesService,
  ChannelTopicsService,
  ChannelsService,
  type WorkspaceScope,
} from '@fieldnote/api';
import { DEMO_CHANNEL, DEMO_REVIEWS } from './demo-channel';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The demo's channel of app-store reviews, with its themes and topics, made through the member API's own
 * services (so each step writes the outbox event the search index follows, as a real import does).
 */
export async function seedChannels(app: INestApplicationContext, scope: WorkspaceScope): Promise<void> {
  const channel = await app
    .get(ChannelsService)
    .create(scope, { title: DEMO_CHANNEL.title, description: DEMO_CHANNEL.description });
  const now = Date.now();
  await app.get(ChannelImportService).import(scope, {
    channelId: channel.id,
    datasetTitle: DEMO_CHANNEL.datasetTitle,
    rows: DEMO_REVIEWS.map((review, i) => ({
      rowNumber: i + 2, // as in the exported file, under its header row
      text: review.text,
      author: review.author,
      rating: review.rating,
      // Spread over the day too, so the daily chart does not stack every review at midnight.
      occurredAt: new Date(now - review.daysAgo * DAY_MS - ((i * 37) % 600) * 60_000),
    })),
  });
  const { items } = await app
    .get(ChannelDatapointsService)
    .list(scope, { channelId: channel.id, limit: DEMO_REVIEWS.length });
  const idByText = new Map(items.map((item) => [item.text, item.id]));
  for (const theme of DEMO_CHANNEL.themes) {
    const created = await app.get(ChannelThemesService).create(scope, { channelId: channel.id, ...theme });
    const datapointIds = DEMO_REVIEWS.filter((r) => r.themes.includes(theme.title)).map((r) => {
      const id = idByText.get(r.text);
      if (!id) throw new Error(`Demo review not imported: ${r.text}`);
      return id;
    });
    await app.get(ChannelThemesService).addDatapoints(scope, { themeId: created.id, datapointIds });
  }
  for (const topic of DEMO_CHANNEL.topics)
    await app.get(ChannelTopicsService).create(scope, { channelId: channel.id, ...topic });
}

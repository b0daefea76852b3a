import type { INestApplicationContext } from '@nestjs/common';
import { FeedsService, type WorkspaceScope } from '@fieldnote/api';
import { DEMO_FEEDS } from './demo-feeds';

export async function seedFeeds(app: INestApplicationContext, scope: WorkspaceScope): Promise<void> {
  for (const feed of DEMO_FEEDS) await app.get(FeedsService).create(scope, feed);
}

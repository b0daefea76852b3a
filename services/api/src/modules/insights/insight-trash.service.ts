import { Injectable } from '@nestjs/common';
import { INSIGHT_EVENTS, Role } from '@fieldnote/core';
import type { Insight } from '@fieldnote/db';
import { projectAsParent } from '../projects';
import { type EventFieldsOf, SoftDeleteLifecycle, trashAccess } from '../trash';
import { INSIGHT_MESSAGES } from './insight.errors';
import { findLiveInsight } from './insight-lookup';
import { InsightsRepository } from './insights.repository';

/**
 * An insight's way through the trash (the shared lifecycle): in the trash its share links stop
 * opening; it follows its project (it cannot come back while the project is in the trash); deleting
 * it for good cascades to its share links.
 */
@Injectable()
export class InsightTrashService extends SoftDeleteLifecycle<
  Insight,
  EventFieldsOf<typeof INSIGHT_EVENTS.trashed>
> {
  constructor(insights: InsightsRepository) {
    super({
      name: 'Insight',
      access: trashAccess(Role.CONTRIBUTOR),
      events: INSIGHT_EVENTS,
      payloadOf: (insight) => ({ insightId: insight.id, projectId: insight.projectId }),
      notInTrash: INSIGHT_MESSAGES.notInTrash,
      findLive: findLiveInsight,
      rows: insights,
      parent: projectAsParent(INSIGHT_MESSAGES.projectInTrash),
    });
  }
}

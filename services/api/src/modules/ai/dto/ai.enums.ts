import { registerEnumType } from '@nestjs/graphql';
import { SummaryFramework, SummaryUnavailableReason } from '@fieldnote/core';
import { AiActivityStatus } from '../audit/ai-activity-recorder.service';

registerEnumType(SummaryFramework, {
  name: 'SummaryFramework',
  description: 'Note summary frameworks (spec 000 §3).',
});
registerEnumType(SummaryUnavailableReason, {
  name: 'SummaryUnavailableReason',
  description:
    'Why summary actions are unavailable (spec 000 §4): viewers cannot generate summaries; no edit permission; not enough content; read-only mode.',
});

export { SummaryFramework, SummaryUnavailableReason };

registerEnumType(AiActivityStatus, {
  name: 'AiActivityStatus',
  description:
    'How an AI request ended: SUCCEEDED, FAILED (the provider failed), or CANCELLED (a member stopped it; nothing it wrote was stored).',
});

export { AiActivityStatus };

import { registerEnumType } from '@nestjs/graphql';
import { AiAutoFeature, AiAutoFeatureMode, SuggestedHighlightReview } from '@fieldnote/core';

registerEnumType(AiAutoFeature, {
  name: 'AiAutoFeature',
  description: 'The auto-feature keys (spec 001): summarize, highlights, tags, redact, insights.',
});
registerEnumType(AiAutoFeatureMode, {
  name: 'AiAutoFeatureMode',
  description: 'On (applied automatically), Suggest (shown for review) or Off (spec 001).',
});
registerEnumType(SuggestedHighlightReview, {
  name: 'SuggestedHighlightReview',
  description: 'How the review of a suggested highlight ends (spec 000 §3).',
});

export { AiAutoFeature, AiAutoFeatureMode, SuggestedHighlightReview };

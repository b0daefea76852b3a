import { registerEnumType } from '@nestjs/graphql';

/** Spec 000 §3: a tag's sentiment, with the spec's own (lower-case) spelling. */
export enum TagSentiment {
  positive = 'positive',
  negative = 'negative',
  mixed = 'mixed',
}

registerEnumType(TagSentiment, {
  name: 'TagSentiment',
  description: 'How the highlights under a tag feel about the product (spec 000 §3).',
});

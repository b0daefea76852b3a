import { Field, Float, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { AiAnswerBlockType, AiCitationType } from '@fieldnote/core';
import type { AskAnswer } from '../ask-answer';

registerEnumType(AiCitationType, {
  name: 'AiCitationType',
  description: 'What an AI answer cites (spec 000 §3): a highlight, insight, note, theme or tag.',
});
registerEnumType(AiAnswerBlockType, {
  name: 'AiAnswerBlockType',
  description:
    'An AI answer’s content blocks (spec 000 §3): a heading (h1-h3), text with citations, the emerging-themes graph.',
});

@ObjectType('AiCitation', {
  description: 'A source an AI answer cites, its quote verified against it (spec 000 §3).',
})
export class AiCitationModel {
  @Field(() => ID, { description: 'The cited highlight or note.' }) id!: string;
  @Field(() => AiCitationType) type!: AiCitationType;
  @Field(() => ID, { nullable: true, description: 'A highlight’s note; a note’s project.' }) parentId!:
    string | null;
  @Field({ description: 'The note’s title.' }) title!: string;
  @Field(() => String, { nullable: true }) projectTitle!: string | null;
  @Field({ description: 'The source’s text around the quote.' }) text!: string;
  @Field({ description: 'The quote: the source’s own words, found in it (exactly, or aligned above 0.8).' })
  quote!: string;
  @Field({ description: 'The number the answer’s text cites it by.' }) citationReferenceId!: string;
  @Field({
    description:
      'Opens the note at the quote’s words: /data/{noteId}#quote-{start}-{end} (or its highlight).',
  })
  url!: string;
  @Field(() => ID) noteId!: string;
  @Field(() => Int, { nullable: true, description: 'The quote’s offsets in the note’s text.' })
  startOffset!: number | null;
  @Field(() => Int, { nullable: true }) endOffset!: number | null;
  @Field({ description: 'EXACT or ALIGNED.' }) verification!: string;
  @Field(() => Float, { description: 'The alignment’s share of a perfect match (1 when exact).' })
  alignmentScore!: number;
}

@ObjectType('AiAnswerBlock')
export class AiAnswerBlockModel {
  @Field(() => AiAnswerBlockType) type!: AiAnswerBlockType;
  @Field(() => Int, { nullable: true, description: 'A heading’s level, 1 to 3.' }) level!: number | null;
  @Field() text!: string;
  @Field(() => [String], { description: 'The citations (citationReferenceId) the text rests on.' })
  citationReferenceIds!: string[];
}

@ObjectType('AiAnswerCounts', {
  description: 'What the answer drew on (spec 000 §3 counts, with the notes and people of its sample).',
})
export class AiAnswerCountsModel {
  @Field(() => Int) projects!: number;
  @Field(() => Int) highlights!: number;
  @Field(() => Int) channels!: number;
  @Field(() => Int, { description: 'Items the search found and the answer read.' }) items!: number;
  @Field(() => Int) notes!: number;
  @Field(() => Int, { description: 'People linked to those notes.' }) people!: number;
}

@ObjectType('AiAnswerProvider')
export class AiAnswerProviderModel {
  @Field() kind!: string;
  @Field() model!: string;
}

@ObjectType('AiAnswer', { description: 'An answer with verified citations (spec 000 §3 AI answer).' })
export class AiAnswerModel {
  @Field() question!: string;
  @Field() isQuestion!: boolean;
  @Field() summary!: string;
  @Field({ description: 'The answer’s sample restated: how many passages, notes, projects and people.' })
  sample!: string;
  @Field(() => [AiCitationModel]) citations!: AiCitationModel[];
  @Field(() => [AiAnswerBlockModel]) content!: AiAnswerBlockModel[];
  @Field(() => AiAnswerCountsModel) counts!: AiAnswerCountsModel;
  @Field(() => AiAnswerProviderModel) provider!: AiAnswerProviderModel;
  @Field({ description: 'Quoted passages only, no written answer (the built-in provider).' })
  extractive!: boolean;
  @Field(() => Int, { description: 'Quotes not found in their sources, dropped.' }) droppedQuotes!: number;
  @Field(() => Int, { description: 'Sentences left without a verified citation, removed.' })
  removedSentences!: number;
  @Field(() => ID, { description: 'The answer’s entry in the AI audit trail.' }) aiActivityId!: string;

  static from(a: AskAnswer): AiAnswerModel {
    return Object.assign(new AiAnswerModel(), {
      ...a,
      citations: a.citations.map((c) => Object.assign(new AiCitationModel(), c)),
      content: a.content.map((b) => Object.assign(new AiAnswerBlockModel(), b)),
      counts: Object.assign(new AiAnswerCountsModel(), a.counts),
      provider: Object.assign(new AiAnswerProviderModel(), a.provider),
    });
  }
}

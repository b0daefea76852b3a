import { Field, ID, ObjectType } from '@nestjs/graphql';
import { LargeText } from '../../../graphql/large-text.decorator';

/** A tag as public pages show it: its name and colour, nothing else of the workspace. */
@ObjectType('PublicTag')
export class PublicTagModel {
  @Field() title!: string;
  @Field() color!: string;
}

/** A highlight as public pages show it: the quote, the title of its note and its tags. */
@ObjectType('PublicHighlight')
export class PublicHighlightModel {
  @Field(() => ID) id!: string;
  @Field() @LargeText() quote!: string;
  @Field() noteTitle!: string;
  @Field(() => [PublicTagModel]) tags!: PublicTagModel[];
}

/**
 * A published insight opened through its share link, without signing in: its title, publish date
 * and document, and the highlights its cards embed. Nothing else of the workspace.
 */
@ObjectType('SharedInsight')
export class SharedInsightModel {
  @Field() title!: string;
  @Field(() => Date, { nullable: true }) publishedAt!: Date | null;
  @Field(() => String, {
    nullable: true,
    description:
      'The document as serialised ProseMirror JSON; a highlight card whose highlight is not shown has a null highlightId.',
  })
  @LargeText()
  contentJson!: string | null;
  @Field({ description: 'Plain text, for documents written before rich text.' })
  @LargeText()
  content!: string;
  @Field(() => [PublicHighlightModel], {
    description:
      "The highlights its cards embed that still exist and that both the insight's author and the link's creator can read now.",
  })
  highlights!: PublicHighlightModel[];
}

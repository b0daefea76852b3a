import { Field, Int, ObjectType } from '@nestjs/graphql';
import { HighlightModel } from './highlight.model';

/** One page of highlights, with how many match in all. */
@ObjectType('HighlightPage')
export class HighlightPageModel {
  @Field(() => Int, { description: 'How many highlights match the filter, on every page together.' })
  total!: number;
  @Field(() => Int) offset!: number;
  @Field(() => Int) limit!: number;
  @Field(() => [HighlightModel], { description: 'Newest first.' }) items!: HighlightModel[];
}

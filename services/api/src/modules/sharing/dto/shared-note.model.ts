import { Field, ObjectType } from '@nestjs/graphql';
import { LargeText } from '../../../graphql/large-text.decorator';

/**
 * A note opened through its share link (`/p/data/{token}`), without signing in: its title, the day
 * it was added and its plain text. Nothing else of the workspace (no people, fields or highlights).
 */
@ObjectType('SharedNote')
export class SharedNoteModel {
  @Field() title!: string;
  @Field() createdAt!: Date;
  @Field({ description: 'The note as plain text, its blocks on their own lines.' })
  @LargeText()
  content!: string;
}

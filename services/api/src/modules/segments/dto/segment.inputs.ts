import { Field, ID, InputType } from '@nestjs/graphql';
import { IsArray, IsString } from 'class-validator';

// Lengths and formats are checked by the service with the spec's messages, not here.

@InputType()
export class CreateSegmentInput {
  @Field({ description: 'At most 200 characters; unique in the workspace, ignoring case.' })
  @IsString()
  title!: string;
}

@InputType()
export class RenameSegmentInput {
  @Field(() => ID) @IsString() id!: string;
  @Field({ description: 'At most 200 characters; unique in the workspace, ignoring case.' })
  @IsString()
  title!: string;
}

@InputType()
export class SegmentPeopleInput {
  @Field(() => ID) @IsString() segmentId!: string;
  @Field(() => [ID], { description: 'At most 1000 people a call.' })
  @IsArray()
  @IsString({ each: true })
  personIds!: string[];
}

import { Field, ID, InputType } from '@nestjs/graphql';
import { ArrayMaxSize, IsArray, IsString } from 'class-validator';
import { segmentErrors } from '../segment.errors';
import { MAX_SEGMENT_PEOPLE_PER_CALL } from '../segment.limits';

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
  @ArrayMaxSize(MAX_SEGMENT_PEOPLE_PER_CALL, {
    message: segmentErrors.tooManyPeople(MAX_SEGMENT_PEOPLE_PER_CALL).message,
  })
  @IsString({ each: true })
  personIds!: string[];
}

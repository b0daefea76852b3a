import { Field, ID, InputType } from '@nestjs/graphql';
import { IsOptional, IsString } from 'class-validator';

// Lengths and documents are checked by the service with the spec's messages (000 §9), not here.

@InputType()
export class CreateInsightTemplateInput {
  @Field({ description: 'At most 200 characters (spec 000 §9).' }) @IsString() title!: string;
  @Field(() => String, { nullable: true, description: 'At most 1000 characters (spec 000 §9).' })
  @IsOptional()
  @IsString()
  description?: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      'The document as serialised ProseMirror JSON, at most 200,000 characters; highlight cards are left out. Left out: the document of fromInsightId, or an empty one.',
  })
  @IsOptional()
  @IsString()
  contentJson?: string | null;
  @Field(() => ID, { nullable: true, description: 'An insight whose document the template starts from.' })
  @IsOptional()
  @IsString()
  fromInsightId?: string | null;
}

@InputType()
export class CreateProjectTemplateInput {
  @Field({ description: 'At most 200 characters (spec 000 §9).' }) @IsString() title!: string;
  @Field(() => String, { nullable: true, description: 'At most 1000 characters (spec 000 §9).' })
  @IsOptional()
  @IsString()
  description?: string | null;
  @Field(() => ID, {
    description: 'The project whose summary, own tags and own note and insight fields the template carries.',
  })
  @IsString()
  fromProjectId!: string;
}

/** Fields left out stay as they are. */
@InputType()
export class UpdateWorkspaceTemplateInput {
  @Field(() => ID) @IsString() id!: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() title?: string | null;
  @Field(() => String, { nullable: true, description: 'An empty text clears it.' })
  @IsOptional()
  @IsString()
  description?: string | null;
  @Field(() => String, { nullable: true, description: 'Insight templates only.' })
  @IsOptional()
  @IsString()
  contentJson?: string | null;
}

@InputType()
export class CreateProjectFromTemplateInput {
  @Field(() => ID) @IsString() templateId!: string;
  @Field(() => String, { nullable: true, description: "Left out or empty: the template's title." })
  @IsOptional()
  @IsString()
  title?: string | null;
}

@InputType()
export class CreateInsightFromTemplateInput {
  @Field(() => ID) @IsString() templateId!: string;
  @Field(() => ID) @IsString() projectId!: string;
  @Field(() => String, { nullable: true, description: "Left out or empty: the template's title." })
  @IsOptional()
  @IsString()
  title?: string | null;
}

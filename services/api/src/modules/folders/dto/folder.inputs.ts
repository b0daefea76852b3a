import { Field, ID, InputType } from '@nestjs/graphql';
import { IsOptional, IsString } from 'class-validator';

// The name's length is checked by FoldersService with a clear message, not here.

@InputType()
export class CreateFolderInput {
  @Field() @IsString() name!: string;
  @Field(() => ID, { nullable: true, description: 'The folder to create it in; omit for the top level.' })
  @IsOptional()
  @IsString()
  parentId?: string | null;
}

@InputType()
export class UpdateFolderInput {
  @Field(() => ID) @IsString() id!: string;
  @Field() @IsString() name!: string;
}

@InputType()
export class MoveFolderInput {
  @Field(() => ID) @IsString() id!: string;
  @Field(() => ID, { nullable: true, description: 'The new enclosing folder; null for the top level.' })
  @IsOptional()
  @IsString()
  parentId?: string | null;
}

@InputType()
export class MoveProjectToFolderInput {
  @Field(() => ID) @IsString() projectId!: string;
  @Field(() => ID, {
    nullable: true,
    description: 'The folder; null takes the project out to the top level.',
  })
  @IsOptional()
  @IsString()
  folderId?: string | null;
}

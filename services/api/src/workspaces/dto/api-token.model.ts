import { Field, ID, ObjectType } from '@nestjs/graphql';
import type { ApiToken } from '@fieldnote/db';

@ObjectType('ApiToken')
export class ApiTokenModel {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field() createdAt!: Date;
  @Field(() => Date, { nullable: true }) lastUsedAt!: Date | null;

  static from(token: ApiToken): ApiTokenModel {
    return Object.assign(new ApiTokenModel(), {
      id: token.id,
      name: token.name,
      createdAt: token.createdAt,
      lastUsedAt: token.lastUsedAt,
    });
  }
}

@ObjectType('CreatedApiToken')
export class CreatedApiTokenModel {
  @Field({ description: 'The secret. Shown once: only its hash is kept.' }) token!: string;
  @Field(() => ApiTokenModel) apiToken!: ApiTokenModel;
}

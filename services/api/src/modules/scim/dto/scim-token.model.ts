import { Field, ID, ObjectType } from '@nestjs/graphql';
import type { ScimTokenRow } from '../scim-tokens.repository';

@ObjectType('ScimToken', { description: 'A bearer token an identity provider uses for SCIM provisioning.' })
export class ScimTokenModel {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field() createdAt!: Date;
  @Field(() => Date, { nullable: true }) lastUsedAt!: Date | null;

  static from(row: ScimTokenRow): ScimTokenModel {
    return Object.assign(new ScimTokenModel(), {
      id: row.id,
      name: row.name,
      createdAt: new Date(row.created_at),
      lastUsedAt: row.last_used_at ? new Date(row.last_used_at) : null,
    });
  }
}

@ObjectType('CreatedScimToken')
export class CreatedScimTokenModel {
  @Field({ description: 'The secret. Shown once: only its hash is kept.' }) token!: string;
  @Field(() => ScimTokenModel) scimToken!: ScimTokenModel;
}

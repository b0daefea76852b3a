import { Field, ID, ObjectType } from '@nestjs/graphql';
import type { ShareLink } from '@fieldnote/db';

/** A public link to an insight, `/p/{token}`, as the members of its workspace see it. */
@ObjectType('ShareLink')
export class ShareLinkModel {
  @Field(() => ID) id!: string;
  @Field(() => ID) insightId!: string;
  @Field({ description: 'The 12 characters after /p/ in the public address.' }) token!: string;
  @Field(() => ID) createdBy!: string;
  @Field() createdAt!: Date;
  @Field(() => Date, { nullable: true }) revokedAt!: Date | null;
  @Field({ description: 'False once revoked.' }) active!: boolean;

  static from(l: ShareLink): ShareLinkModel {
    return Object.assign(new ShareLinkModel(), {
      id: l.id,
      insightId: l.insightId,
      token: l.token,
      createdBy: l.createdBy,
      createdAt: l.createdAt,
      revokedAt: l.revokedAt,
      active: l.revokedAt === null,
    });
  }
}

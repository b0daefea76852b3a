import { Field, ID, ObjectType } from '@nestjs/graphql';
import type { ShareLink } from '@fieldnote/db';

/**
 * A public link to an insight (`/p/{token}`), a note (`/p/data/{token}`) or a highlight
 * (`/public-object/{token}`), as the members of its workspace see it: exactly one of `insightId`,
 * `noteId` and `highlightId` is set.
 */
@ObjectType('ShareLink')
export class ShareLinkModel {
  @Field(() => ID) id!: string;
  @Field(() => ID, { nullable: true }) insightId!: string | null;
  @Field(() => ID, { nullable: true }) noteId!: string | null;
  @Field(() => ID, { nullable: true }) highlightId!: string | null;
  @Field({ description: 'The 12 characters that end the public address.' }) token!: string;
  @Field({ description: 'The public address on the workspace host: /p/…, /p/data/… or /public-object/….' })
  path!: string;
  @Field(() => ID) createdBy!: string;
  @Field() createdAt!: Date;
  @Field(() => Date, { nullable: true }) revokedAt!: Date | null;
  @Field({ description: 'False once revoked.' }) active!: boolean;

  static from(l: ShareLink): ShareLinkModel {
    return Object.assign(new ShareLinkModel(), {
      id: l.id,
      insightId: l.insightId,
      noteId: l.noteId,
      highlightId: l.highlightId,
      token: l.token,
      path: l.insightId ? `/p/${l.token}` : l.noteId ? `/p/data/${l.token}` : `/public-object/${l.token}`,
      createdBy: l.createdBy,
      createdAt: l.createdAt,
      revokedAt: l.revokedAt,
      active: l.revokedAt === null,
    });
  }
}

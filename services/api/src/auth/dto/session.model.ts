import { Field, ID, ObjectType } from '@nestjs/graphql';
import type { SessionSummary } from '@fieldnote/control-plane';

@ObjectType('AccountSession', { description: 'A browser session of the signed-in account.' })
export class SessionModel {
  @Field(() => ID) id!: string;
  @Field() createdAt!: Date;
  @Field(() => Date, { nullable: true, description: 'Updated at most once a minute.' })
  lastUsedAt!: Date | null;
  @Field() expiresAt!: Date;
  @Field(() => String, { nullable: true, description: 'The User-Agent of the browser that signed in.' })
  userAgent!: string | null;
  @Field(() => String, { nullable: true, description: 'The address the sign-in came from.' })
  ip!: string | null;
  @Field({ description: 'Whether this is the session making the request.' })
  current!: boolean;

  static from(session: SessionSummary): SessionModel {
    return Object.assign(new SessionModel(), {
      id: session.id,
      createdAt: session.createdAt,
      lastUsedAt: session.lastUsedAt,
      expiresAt: session.expiresAt,
      userAgent: session.userAgent,
      ip: session.ip,
      current: session.current,
    });
  }
}

import { Field, ID, ObjectType } from '@nestjs/graphql';
import type { DomainView } from '@fieldnote/control-plane';

@ObjectType('WorkspaceDomain', {
  description:
    "An e-mail domain of the workspace (managers only). Once verified by its DNS TXT record, confirmed addresses of the domain see the workspace among their available teams (type DOMAIN), and 'Sign in with SSO' on the root app routes them to it.",
})
export class WorkspaceDomainModel {
  @Field(() => ID) id!: string;
  @Field({ description: 'Lowercase, such as example.com.' }) domain!: string;
  @Field({ description: 'Whether the TXT record was found.' }) verified!: boolean;
  @Field(() => Date, { nullable: true }) verifiedAt!: Date | null;
  @Field({ description: 'The name of the TXT record to add at the DNS provider.' }) txtRecordName!: string;
  @Field({ description: 'The value of the TXT record.' }) txtRecordValue!: string;
  @Field() createdAt!: Date;

  static from(view: DomainView): WorkspaceDomainModel {
    return Object.assign(new WorkspaceDomainModel(), {
      id: view.id,
      domain: view.domain,
      verified: view.verifiedAt !== null,
      verifiedAt: view.verifiedAt,
      txtRecordName: view.txtRecordName,
      txtRecordValue: view.txtRecordValue,
      createdAt: view.createdAt,
    });
  }
}

import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { AuditAction, AuditObjectType } from '@fieldnote/core';
import type { AuditEntry } from '@fieldnote/control-plane';
import type { ScimProvisioningView } from '../scim-provisioning.service';

@ObjectType('ScimChange', {
  description: 'One change an identity provider made through SCIM (its audit entry).',
})
export class ScimChangeModel {
  @Field(() => ID) id!: string;
  @Field() occurredAt!: Date;
  @Field(() => AuditAction) action!: AuditAction;
  @Field(() => AuditObjectType) objectType!: AuditObjectType;
  @Field({ description: "The member's e-mail or the group's name." }) objectLabel!: string;
  @Field({ description: 'The SCIM token that made it ("SCIM: <token name>").' }) actorName!: string;

  static from(entry: AuditEntry): ScimChangeModel {
    return Object.assign(new ScimChangeModel(), {
      id: entry.id,
      occurredAt: entry.occurredAt,
      action: entry.action,
      objectType: entry.objectType,
      objectLabel: entry.objectLabel,
      actorName: entry.actorName,
    });
  }
}

@ObjectType('ScimProvisioning', {
  description: "The workspace's SCIM provisioning at a glance (managers only): never a token's secret.",
})
export class ScimProvisioningModel {
  @Field(() => Int, { description: 'Live SCIM tokens.' }) activeTokens!: number;
  @Field(() => Date, { nullable: true, description: 'When an identity provider last used a live token.' })
  lastSyncAt!: Date | null;
  @Field(() => [ScimChangeModel], { description: 'The 10 newest changes made through SCIM, newest first.' })
  recentChanges!: ScimChangeModel[];

  static from(view: ScimProvisioningView): ScimProvisioningModel {
    return Object.assign(new ScimProvisioningModel(), {
      activeTokens: view.activeTokens,
      lastSyncAt: view.lastSyncAt,
      recentChanges: view.recentChanges.map((e) => ScimChangeModel.from(e)),
    });
  }
}

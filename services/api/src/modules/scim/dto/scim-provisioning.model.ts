import { Field, Int, ObjectType } from '@nestjs/graphql';
import { AuditEntryModel } from '../../../audit/audit-log.models';
import type { ScimProvisioningView } from '../scim-provisioning.service';

@ObjectType('ScimProvisioning', {
  description: "The workspace's SCIM provisioning at a glance (managers only): never a token's secret.",
})
export class ScimProvisioningModel {
  @Field(() => Int, { description: 'Live SCIM tokens.' }) activeTokens!: number;
  @Field(() => Date, { nullable: true, description: 'When an identity provider last used a live token.' })
  lastSyncAt!: Date | null;
  @Field(() => [AuditEntryModel], { description: 'The 10 newest changes made through SCIM, newest first.' })
  recentChanges!: AuditEntryModel[];

  static from(view: ScimProvisioningView): ScimProvisioningModel {
    return Object.assign(new ScimProvisioningModel(), {
      activeTokens: view.activeTokens,
      lastSyncAt: view.lastSyncAt,
      recentChanges: view.recentChanges.map((e) => AuditEntryModel.from(e)),
    });
  }
}

import { Field, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { DATA_RETENTION_CATEGORIES } from '@fieldnote/core';

/** What a policy deletes by age. */
export enum DataRetentionCategory {
  RECORDINGS = 'RECORDINGS',
  NOTES = 'NOTES',
  TRASH = 'TRASH',
}
registerEnumType(DataRetentionCategory, {
  name: 'DataRetentionCategory',
  description: `What a retention policy deletes: ${DATA_RETENTION_CATEGORIES.join(', ')} (files and recordings; notes, to the trash; what is in the trash, for good).`,
});

@ObjectType('DataRetentionPolicy', {
  description:
    'A data retention policy: a period in days (30, 60, 90, 180, 365) per kind, or null to keep it.',
})
export class DataRetentionPolicyModel {
  @Field(() => Int, { nullable: true }) recordingsDays!: number | null;
  @Field(() => Int, { nullable: true }) notesDays!: number | null;
  @Field(() => Int, { nullable: true }) trashDays!: number | null;
  @Field({ description: 'Deleting a recording keeps its transcript and the highlights cut from it.' })
  keepHighlightsAndTranscripts!: boolean;
}

@ObjectType('DataRetentionGroup', {
  description: 'How many items of a kind, older than how many days, a deletion takes.',
})
export class DataRetentionGroupModel {
  @Field(() => DataRetentionCategory) category!: DataRetentionCategory;
  @Field(() => Int) days!: number;
  @Field(() => Int) count!: number;
}

@ObjectType('DataRetentionDeletion', {
  description: 'A deletion managers were warned of, or one a policy would make.',
})
export class DataRetentionDeletionModel {
  @Field(() => GraphQLISODateTime) deletesAt!: Date;
  @Field(() => [DataRetentionGroupModel]) groups!: DataRetentionGroupModel[];
  @Field({
    description:
      'The sentence the warning says, e.g. "On 9 December 2026, 14 recordings and files … will be deleted …".',
  })
  text!: string;
}

@ObjectType('DataRetentionSettings', {
  description: "The workspace's data retention settings, or one project's.",
})
export class DataRetentionSettingsModel {
  @Field(() => ID, { nullable: true }) projectId!: string | null;
  @Field(() => String, { nullable: true }) projectTitle!: string | null;
  @Field(() => DataRetentionPolicyModel) workspacePolicy!: DataRetentionPolicyModel;
  @Field({ description: "Whether a manager locked the workspace's policy: projects cannot override it." })
  locked!: boolean;
  @Field(() => DataRetentionPolicyModel, {
    nullable: true,
    description:
      "The project's own policy, when it overrides the workspace's (null: it follows the workspace).",
  })
  projectPolicy!: DataRetentionPolicyModel | null;
  @Field(() => DataRetentionPolicyModel, { description: 'The policy that applies.' })
  effectivePolicy!: DataRetentionPolicyModel;
  @Field({ description: "Whether the workspace's plan includes retention policies." })
  allowed!: boolean;
  @Field(() => [Int], { description: 'The periods a policy may name (spec 000 §9).' })
  choices!: number[];
  @Field(() => [DataRetentionDeletionModel], {
    description: 'Deletions managers were warned of, not carried out yet.',
  })
  scheduled!: DataRetentionDeletionModel[];
}

import { Field, Float, ID, ObjectType } from '@nestjs/graphql';
import { toShortId } from '@fieldnote/core';
import type { ProjectView } from '@fieldnote/db';
import { ProjectViewLayout, ViewObjectType } from './project-view.enums';

/** A saved view of a project (spec 000 §2 /projects/{projectId}/v/{viewId}). */
@ObjectType('ProjectView')
export class ProjectViewModel {
  @Field(() => ID) id!: string;
  @Field({ description: 'The short base62 form of the id used in paths (spec 000 §2).' }) shortId!: string;
  @Field(() => ID) projectId!: string;
  @Field() title!: string;
  @Field(() => ProjectViewLayout) layout!: ProjectViewLayout;
  @Field(() => ViewObjectType) objectType!: ViewObjectType;
  @Field(() => Float, { description: 'Ordering key: views list by rank, left to right.' }) rank!: number;
  @Field({ description: 'The view state as JSON text (spec 000 §3 project view state).' }) state!: string;
  @Field(() => ID) createdBy!: string;
  @Field() createdAt!: Date;
  @Field() updatedAt!: Date;

  static from(v: ProjectView): ProjectViewModel {
    return Object.assign(new ProjectViewModel(), {
      id: v.id,
      shortId: toShortId(v.id),
      projectId: v.projectId,
      title: v.title,
      layout: v.layout as ProjectViewLayout,
      objectType: v.objectType as ViewObjectType,
      rank: v.rank,
      state: JSON.stringify(v.state),
      createdBy: v.createdBy,
      createdAt: v.createdAt,
      updatedAt: v.updatedAt,
    });
  }
}

import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { toShortId } from '@fieldnote/core';
import type { Project } from '@fieldnote/db';

/** Per-project figures and the caller's own star, read alongside the project. */
export interface ProjectExtras {
  notes: number;
  insights: number;
  starred: boolean;
}

@ObjectType('Project')
export class ProjectModel {
  @Field(() => ID) id!: string;
  @Field() shortId!: string;
  @Field() title!: string;
  @Field(() => String, { nullable: true }) summary!: string | null;
  @Field(() => String, { nullable: true, description: 'An icon name, at most 100 characters.' })
  icon!: string | null;
  @Field(() => String, { nullable: true, description: '#rrggbb, or null for the default colour.' })
  color!: string | null;
  @Field(() => ID, {
    nullable: true,
    description: 'The folder (project category) it is in; null at the top level.',
  })
  folderId!: string | null;
  @Field(() => Float, { description: 'Ordering key: projects list by rank.' }) rank!: number;
  @Field({ description: 'Whether the caller starred it; starred projects list first.' }) starred!: boolean;
  @Field() archived!: boolean;
  @Field({
    description:
      'Private: open only to workspace managers and the members and groups given access (spec 000 §6).',
  })
  private!: boolean;
  @Field(() => Date, { nullable: true }) archivedAt!: Date | null;
  @Field(() => ID, { description: 'The member who created it (the "Your projects" list).' })
  createdBy!: string;
  @Field(() => Int) noteCount!: number;
  @Field(() => Int) insightCount!: number;
  @Field() createdAt!: Date;
  @Field() updatedAt!: Date;

  static from(p: Project, extras: ProjectExtras): ProjectModel {
    return Object.assign(new ProjectModel(), {
      id: p.id,
      shortId: toShortId(p.id),
      title: p.title,
      summary: p.summary,
      icon: p.icon,
      color: p.color,
      folderId: p.categoryId,
      rank: p.rank,
      starred: extras.starred,
      archived: p.archivedAt !== null,
      private: p.generalAccess === 'NONE',
      archivedAt: p.archivedAt,
      createdBy: p.createdBy,
      noteCount: extras.notes,
      insightCount: extras.insights,
      createdAt: p.createdAt,
      updatedAt: p.updatedAt,
    });
  }
}

import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { toShortId } from '@fieldnote/core';
import type { Insight, Note, Project } from '@fieldnote/db';
import { LargeText } from '../../graphql/large-text.decorator';

// Tags and highlights live in their own modules; re-exported for the readers here.
export { HighlightModel } from '../../modules/highlights/dto/highlight.model';
export { TagModel } from '../../modules/tags/dto/tag.model';

@ObjectType('Project')
export class ProjectModel {
  @Field(() => ID) id!: string;
  @Field() shortId!: string;
  @Field() title!: string;
  @Field(() => String, { nullable: true }) summary!: string | null;
  @Field(() => Int) noteCount!: number;
  @Field(() => Int) insightCount!: number;
  @Field() createdAt!: Date;
  @Field() updatedAt!: Date;

  static from(p: Project, counts: { notes: number; insights: number }): ProjectModel {
    return Object.assign(new ProjectModel(), {
      id: p.id,
      shortId: toShortId(p.id),
      title: p.title,
      summary: p.summary,
      noteCount: counts.notes,
      insightCount: counts.insights,
      createdAt: p.createdAt,
      updatedAt: p.updatedAt,
    });
  }
}

@ObjectType('Note')
export class NoteModel {
  @Field(() => ID) id!: string;
  @Field() shortId!: string;
  @Field(() => ID) projectId!: string;
  @Field() title!: string;
  @Field() @LargeText() content!: string;
  @Field(() => ID) createdBy!: string;
  @Field() createdAt!: Date;
  @Field() updatedAt!: Date;

  static from(n: Note): NoteModel {
    return Object.assign(new NoteModel(), {
      id: n.id,
      shortId: toShortId(n.id),
      projectId: n.projectId,
      title: n.title,
      content: n.content,
      createdBy: n.createdBy,
      createdAt: n.createdAt,
      updatedAt: n.updatedAt,
    });
  }
}

@ObjectType('Insight')
export class InsightModel {
  @Field(() => ID) id!: string;
  @Field() shortId!: string;
  @Field(() => ID) projectId!: string;
  @Field() title!: string;
  @Field() @LargeText() content!: string;
  @Field() published!: boolean;
  @Field(() => Date, { nullable: true }) publishedAt!: Date | null;
  @Field() createdAt!: Date;

  static from(i: Insight): InsightModel {
    return Object.assign(new InsightModel(), {
      id: i.id,
      shortId: toShortId(i.id),
      projectId: i.projectId,
      title: i.title,
      content: i.content,
      published: i.published,
      publishedAt: i.publishedAt,
      createdAt: i.createdAt,
    });
  }
}

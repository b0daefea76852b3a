import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { toShortId } from '@fieldnote/core';
import { type ProjectStructure, projectStructureSchema } from '../project-structure';
import type { TemplateRow } from '../templates.repository';
import { WorkspaceTemplateType } from './template-type.enum';

@ObjectType('TemplateTag')
export class TemplateTagModel {
  @Field() title!: string;
  @Field({ description: '#rrggbb' }) color!: string;
}

@ObjectType('TemplateField')
export class TemplateFieldModel {
  @Field({ description: 'NOTE or INSIGHT.' }) target!: string;
  @Field() label!: string;
  @Field({ description: 'The custom field type (spec 000 §3).' }) type!: string;
  @Field(() => Int, { description: 'Select options it brings.' }) optionCount!: number;
}

/** What a project template gives a new project. */
@ObjectType('ProjectTemplateStructure')
export class ProjectTemplateStructureModel {
  @Field(() => String, { nullable: true }) summary!: string | null;
  @Field(() => [TemplateTagModel]) tags!: TemplateTagModel[];
  @Field(() => [TemplateFieldModel]) fields!: TemplateFieldModel[];

  static from(s: ProjectStructure): ProjectTemplateStructureModel {
    return Object.assign(new ProjectTemplateStructureModel(), {
      summary: s.summary,
      tags: s.tags.map((t) => Object.assign(new TemplateTagModel(), { title: t.title, color: t.color })),
      fields: s.fields.map((f) =>
        Object.assign(new TemplateFieldModel(), {
          target: f.target,
          label: f.label,
          type: f.type,
          optionCount: f.options.length,
        }),
      ),
    });
  }
}

/** A workspace template (spec 001 §3): an insight's starting document, or a project's starting structure. */
@ObjectType('WorkspaceTemplate')
export class WorkspaceTemplateModel {
  @Field(() => ID) id!: string;
  @Field() shortId!: string;
  @Field(() => WorkspaceTemplateType) type!: WorkspaceTemplateType;
  @Field({ description: 'At most 200 characters (spec 000 §9).' }) title!: string;
  @Field({ description: 'At most 1000 characters (spec 000 §9); empty when none.' }) description!: string;
  @Field(() => String, {
    nullable: true,
    description:
      'Insight templates: the document as ProseMirror JSON (serialised); null for project templates.',
  })
  contentJson!: string | null;
  @Field({ description: 'Insight templates: the plain text of the document.' }) content!: string;
  @Field(() => ProjectTemplateStructureModel, { nullable: true, description: 'Project templates only.' })
  projectStructure!: ProjectTemplateStructureModel | null;
  @Field(() => ID) createdBy!: string;
  @Field() createdAt!: Date;
  @Field() updatedAt!: Date;

  static from(row: TemplateRow): WorkspaceTemplateModel {
    return Object.assign(new WorkspaceTemplateModel(), {
      id: row.id,
      shortId: toShortId(row.id),
      type: row.type as WorkspaceTemplateType,
      title: row.title,
      description: row.description,
      contentJson: row.content_json == null ? null : JSON.stringify(row.content_json),
      content: row.content,
      projectStructure:
        row.structure == null
          ? null
          : ProjectTemplateStructureModel.from(projectStructureSchema.parse(row.structure)),
      createdBy: row.created_by,
      createdAt: new Date(row.created_at),
      updatedAt: new Date(row.updated_at),
    });
  }
}

import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { toShortId } from '@fieldnote/core';
import type { ProjectCategory } from '@fieldnote/db';

/** Counts read alongside a folder. */
export interface FolderCounts {
  projects: number;
  folders: number;
}

/** A folder of projects (spec 000: project category), nested under `parentId`. */
@ObjectType('Folder')
export class FolderModel {
  @Field(() => ID) id!: string;
  @Field({ description: 'The short base62 form of the id used in paths (spec 000 §2).' }) shortId!: string;
  @Field() name!: string;
  @Field(() => ID, { nullable: true, description: 'The enclosing folder; null at the top level.' })
  parentId!: string | null;
  @Field(() => Int, { description: 'Projects directly inside (not in the trash).' }) projectCount!: number;
  @Field(() => Int, { description: 'Sub-folders directly inside.' }) folderCount!: number;
  @Field() createdAt!: Date;
  @Field() updatedAt!: Date;

  static from(f: ProjectCategory, counts: FolderCounts): FolderModel {
    return Object.assign(new FolderModel(), {
      id: f.id,
      shortId: toShortId(f.id),
      name: f.name,
      parentId: f.parentId,
      projectCount: counts.projects,
      folderCount: counts.folders,
      createdAt: f.createdAt,
      updatedAt: f.updatedAt,
    });
  }
}

import { Field, ID, ObjectType } from '@nestjs/graphql';
import { type Config, toShortId } from '@fieldnote/core';
import { type WorkspaceRef, workspaceUrl } from '@fieldnote/control-plane';
import { Region } from '../../common/enums';

@ObjectType('Workspace')
export class WorkspaceModel {
  @Field(() => ID) id!: string;
  @Field({ description: 'Short base62 form of the id, used in paths.' }) shortId!: string;
  @Field() name!: string;
  @Field() subdomain!: string;
  @Field(() => Region) region!: Region;
  @Field({ description: "The workspace's own address." }) url!: string;

  /** Workspace refs are cached and shared, so each one's model is built once. */
  static from(ref: WorkspaceRef, config: Config): WorkspaceModel {
    const known = built.get(ref);
    if (known) return known;
    const model = Object.assign(new WorkspaceModel(), {
      id: ref.id,
      shortId: toShortId(ref.id),
      name: ref.name,
      subdomain: ref.subdomain,
      region: ref.region,
      url: workspaceUrl(config, ref.subdomain),
    });
    built.set(ref, model);
    return model;
  }
}

const built = new WeakMap<WorkspaceRef, WorkspaceModel>();

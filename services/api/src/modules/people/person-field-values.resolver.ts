import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { GqlContext } from '../../context/gql-context';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { CustomFieldValueModel } from '../custom-fields';
import { PersonModel } from './dto/person.model';
import { PeopleService } from './people.service';
import { Role } from '@fieldnote/core';

/** A person's custom field values (people fields are the workspace's), for the people grid's columns. */
@Resolver(() => PersonModel)
export class PersonFieldValuesResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly people: PeopleService,
  ) {}

  @ResolveField(() => [CustomFieldValueModel], {
    description: "The person's custom field values; a page of people loads them in one query.",
  })
  async fieldValues(
    @Parent() person: PersonModel,
    @Context() ctx: GqlContext,
  ): Promise<CustomFieldValueModel[]> {
    if (!person.fieldValuesBatch) {
      const scope = await this.access.require(ctx.req, Role.VIEWER);
      person.fieldValuesBatch = this.people.fieldValuesBatch(scope, [person.id]);
    }
    return (await person.fieldValuesBatch.get(person.id)).map((v) => CustomFieldValueModel.from(v));
  }
}

import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { GqlContext } from '../../context/gql-context';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { PersonModel } from '../people';
import { SegmentModel } from './dto/segment.model';
import { SegmentsService } from './segments.service';
import { Role } from '@fieldnote/core';

/** The segments a person is in; a page of people loads them in one query. */
@Resolver(() => PersonModel)
export class PersonSegmentsResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly service: SegmentsService,
  ) {}

  @ResolveField(() => [SegmentModel], { description: 'The segments the person is in, by title.' })
  async segments(@Parent() person: PersonModel, @Context() ctx: GqlContext): Promise<SegmentModel[]> {
    const scope = await this.access.require(ctx.req, Role.VIEWER);
    const batch = person.segmentsBatch ?? { personIds: [person.id] };
    batch.loaded ??= this.service.ofPeople(scope.em, scope, batch.personIds);
    return ((await batch.loaded).get(person.id) ?? []).map((c) =>
      SegmentModel.from(c.segment, c.personCount),
    );
  }
}

import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Role } from '@fieldnote/core';
import type { GqlContext } from '../../context/gql-context';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { INPUT_VALIDATION, InputArgs } from '../../graphql/input-args.decorator';
import { PersonListArgs } from './dto/person-list.args';
import { PersonModel, PersonPageModel } from './dto/person.model';
import { CreatePersonInput, UpdatePersonInput } from './dto/person.inputs';
import { ImportPeopleInput, PersonImportResultModel } from './dto/person-import.inputs';
import { type CountedPerson, PeopleService } from './people.service';
import { PersonImportService } from './person-import.service';
import { PersonMergeService } from './person-merge.service';
import type { PersonSegmentsBatch } from '../segments';

const toModel = ({ person, counts }: CountedPerson): PersonModel => PersonModel.from(person, counts);

/** People (contacts): the list, one person, and the changes contributors make. Viewers only read. */
@Resolver(() => PersonModel)
export class PeopleResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly peopleService: PeopleService,
    private readonly merger: PersonMergeService,
    private readonly importer: PersonImportService,
  ) {}

  @Query(() => PersonPageModel, {
    description: 'A page of the workspace’s people, sorted and filtered on the server.',
  })
  async people(
    @Args(INPUT_VALIDATION) args: PersonListArgs,
    @Context() ctx: GqlContext,
  ): Promise<PersonPageModel> {
    const scope = await this.access.require(ctx.req, Role.VIEWER);
    const page = await this.peopleService.list(scope, args);
    const nodes = page.nodes.map(toModel);
    const fieldValuesBatch = this.peopleService.fieldValuesBatch(
      scope,
      nodes.map((n) => n.id),
    );
    const segmentsBatch: PersonSegmentsBatch = { personIds: nodes.map((n) => n.id) };
    for (const node of nodes) Object.assign(node, { fieldValuesBatch, segmentsBatch });
    return Object.assign(new PersonPageModel(), { nodes, totalCount: page.totalCount });
  }

  @Query(() => PersonModel, { description: 'By UUID, short id or slug-short id.' })
  async person(@Args('id', { type: () => ID }) id: string, @Context() ctx: GqlContext): Promise<PersonModel> {
    return toModel(await this.peopleService.get(await this.access.require(ctx.req, Role.VIEWER), id));
  }

  @Mutation(() => PersonModel)
  async createPerson(
    @InputArgs('input') input: CreatePersonInput,
    @Context() ctx: GqlContext,
  ): Promise<PersonModel> {
    return toModel(
      await this.peopleService.create(await this.access.require(ctx.req, Role.CONTRIBUTOR), input),
    );
  }

  @Mutation(() => PersonModel)
  async updatePerson(
    @InputArgs('input') input: UpdatePersonInput,
    @Context() ctx: GqlContext,
  ): Promise<PersonModel> {
    return toModel(
      await this.peopleService.update(await this.access.require(ctx.req, Role.CONTRIBUTOR), input),
    );
  }

  @Mutation(() => Boolean, { description: 'Deletes the person and their links to notes; the notes stay.' })
  async deletePerson(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<boolean> {
    await this.peopleService.delete(await this.access.require(ctx.req, Role.CONTRIBUTOR), id);
    return true;
  }

  @Mutation(() => PersonModel, {
    description:
      'Moves every note of the removed person to the kept one, fills the kept one’s empty name or e-mail from it, and deletes it. Returns the kept person.',
  })
  async mergePeople(
    @Args('keepId', { type: () => ID }) keepId: string,
    @Args('removeId', { type: () => ID }) removeId: string,
    @Context() ctx: GqlContext,
  ): Promise<PersonModel> {
    return toModel(
      await this.merger.merge(await this.access.require(ctx.req, Role.CONTRIBUTOR), keepId, removeId),
    );
  }

  @Mutation(() => PersonImportResultModel, {
    description:
      'Creates people from mapped CSV rows (at most 1000 a call); refused rows are reported and change nothing.',
  })
  async importPeople(
    @InputArgs('input') input: ImportPeopleInput,
    @Context() ctx: GqlContext,
  ): Promise<PersonImportResultModel> {
    const result = await this.importer.import(
      await this.access.require(ctx.req, Role.CONTRIBUTOR),
      input.rows,
    );
    return Object.assign(new PersonImportResultModel(), result);
  }
}

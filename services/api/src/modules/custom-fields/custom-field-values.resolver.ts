import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Role } from '@fieldnote/core';
import type { GqlContext } from '../../context/gql-context';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { InputArgs } from '../../graphql/input-args.decorator';
import { CustomFieldValuesService } from './custom-field-values.service';
import { CustomFieldTarget } from './dto/custom-field-enums';
import { SetCustomFieldValueInput } from './dto/custom-field.inputs';
import { CustomFieldValueModel } from './dto/custom-field-value.model';

/** Custom field values on notes and insights: members read them, contributors fill them in. */
@Resolver(() => CustomFieldValueModel)
export class CustomFieldValuesResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly values: CustomFieldValuesService,
  ) {}

  @Query(() => [CustomFieldValueModel], { description: 'The values filled in on a note or an insight.' })
  async customFieldValues(
    @Args('target', { type: () => CustomFieldTarget }) target: CustomFieldTarget,
    @Args('objectId', { type: () => ID }) objectId: string,
    @Context() ctx: GqlContext,
  ): Promise<CustomFieldValueModel[]> {
    const rows = await this.values.list(await this.access.require(ctx.req, Role.VIEWER), target, objectId);
    return rows.map((r) => CustomFieldValueModel.from(r));
  }

  @Mutation(() => CustomFieldValueModel, { description: 'Sets a value, checked against the field type.' })
  async setCustomFieldValue(
    @InputArgs('input') input: SetCustomFieldValueInput,
    @Context() ctx: GqlContext,
  ): Promise<CustomFieldValueModel> {
    return CustomFieldValueModel.from(
      await this.values.set(await this.access.require(ctx.req, Role.CONTRIBUTOR), input),
    );
  }

  @Mutation(() => Boolean, { description: 'Clears a value; false when there was none.' })
  async clearCustomFieldValue(
    @Args('fieldId', { type: () => ID }) fieldId: string,
    @Args('target', { type: () => CustomFieldTarget }) target: CustomFieldTarget,
    @Args('objectId', { type: () => ID }) objectId: string,
    @Context() ctx: GqlContext,
  ): Promise<boolean> {
    return this.values.clear(await this.access.require(ctx.req, Role.CONTRIBUTOR), fieldId, target, objectId);
  }
}

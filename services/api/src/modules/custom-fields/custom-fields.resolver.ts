import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Role } from '@fieldnote/core';
import type { GqlContext } from '../../context/gql-context';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { InputArgs } from '../../graphql/input-args.decorator';
import { CustomFieldOptionsService } from './custom-field-options.service';
import { type CountedField, CustomFieldsService } from './custom-fields.service';
import { CustomFieldTarget, CustomFieldType } from './dto/custom-field-enums';
import {
  AddCustomFieldOptionsInput,
  ChangeCustomFieldTypeInput,
  CreateCustomFieldInput,
  UpdateCustomFieldInput,
  UpdateCustomFieldOptionInput,
} from './dto/custom-field.inputs';
import { CustomFieldChangePreviewModel, CustomFieldModel } from './dto/custom-field.model';

const toModel = ({ field, valueCount }: CountedField): CustomFieldModel =>
  CustomFieldModel.from(field, valueCount);
const toPreview = (p: CustomFieldChangePreviewModel): CustomFieldChangePreviewModel =>
  Object.assign(new CustomFieldChangePreviewModel(), p);

/**
 * Custom field definitions: anyone in the workspace reads them; contributors define a project's
 * fields and managers the workspace's (checked in the services).
 */
@Resolver(() => CustomFieldModel)
export class CustomFieldsResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly fields: CustomFieldsService,
    private readonly options: CustomFieldOptionsService,
  ) {}

  @Query(() => [CustomFieldModel], {
    description:
      "With projectId: the workspace fields then the project's own. Without: the workspace fields.",
  })
  async customFields(
    @Args('target', { type: () => CustomFieldTarget }) target: CustomFieldTarget,
    @Args('projectId', { type: () => ID, nullable: true }) projectId: string | null,
    @Context() ctx: GqlContext,
  ): Promise<CustomFieldModel[]> {
    return (await this.fields.list(await this.access.require(ctx.req, Role.VIEWER), target, projectId)).map(
      toModel,
    );
  }

  @Query(() => CustomFieldChangePreviewModel, {
    description: 'What changing the type would do to the values filled in: how many are kept and cleared.',
  })
  async customFieldTypeChangePreview(
    @Args('id', { type: () => ID }) id: string,
    @Args('type', { type: () => CustomFieldType }) type: CustomFieldType,
    @Context() ctx: GqlContext,
  ): Promise<CustomFieldChangePreviewModel> {
    return toPreview(
      await this.fields.previewTypeChange(await this.access.require(ctx.req, Role.VIEWER), id, type),
    );
  }

  @Query(() => CustomFieldChangePreviewModel, {
    description:
      'What deleting the option would do: values that hold it, and how many are left empty and cleared.',
  })
  async customFieldOptionDeletePreview(
    @Args('fieldId', { type: () => ID }) fieldId: string,
    @Args('optionId', { type: () => ID }) optionId: string,
    @Context() ctx: GqlContext,
  ): Promise<CustomFieldChangePreviewModel> {
    return toPreview(
      await this.options.previewDelete(await this.access.require(ctx.req, Role.VIEWER), fieldId, optionId),
    );
  }

  @Mutation(() => CustomFieldModel)
  async createCustomField(
    @InputArgs('input') input: CreateCustomFieldInput,
    @Context() ctx: GqlContext,
  ): Promise<CustomFieldModel> {
    return toModel(await this.fields.create(await this.access.require(ctx.req, Role.CONTRIBUTOR), input));
  }

  @Mutation(() => CustomFieldModel)
  async updateCustomField(
    @InputArgs('input') input: UpdateCustomFieldInput,
    @Context() ctx: GqlContext,
  ): Promise<CustomFieldModel> {
    return toModel(await this.fields.update(await this.access.require(ctx.req, Role.CONTRIBUTOR), input));
  }

  @Mutation(() => CustomFieldModel, {
    description:
      'Changes the type; values that read as the new type are kept, the rest cleared (see the preview).',
  })
  async changeCustomFieldType(
    @InputArgs('input') input: ChangeCustomFieldTypeInput,
    @Context() ctx: GqlContext,
  ): Promise<CustomFieldModel> {
    return toModel(await this.fields.changeType(await this.access.require(ctx.req, Role.CONTRIBUTOR), input));
  }

  @Mutation(() => Boolean, { description: 'Deletes the field and every value filled in for it.' })
  async deleteCustomField(
    @Args('id', { type: () => ID }) id: string,
    @Context() ctx: GqlContext,
  ): Promise<boolean> {
    await this.fields.delete(await this.access.require(ctx.req, Role.CONTRIBUTOR), id);
    return true;
  }

  @Mutation(() => CustomFieldModel, {
    description: 'Merges options in by label; existing options stay as they are.',
  })
  async addCustomFieldOptions(
    @InputArgs('input') input: AddCustomFieldOptionsInput,
    @Context() ctx: GqlContext,
  ): Promise<CustomFieldModel> {
    return toModel(await this.options.add(await this.access.require(ctx.req, Role.CONTRIBUTOR), input));
  }

  @Mutation(() => CustomFieldModel)
  async updateCustomFieldOption(
    @InputArgs('input') input: UpdateCustomFieldOptionInput,
    @Context() ctx: GqlContext,
  ): Promise<CustomFieldModel> {
    return toModel(await this.options.update(await this.access.require(ctx.req, Role.CONTRIBUTOR), input));
  }

  @Mutation(() => CustomFieldModel, {
    description:
      'Deletes the option; values lose it, and a value left with none is cleared (see the preview).',
  })
  async deleteCustomFieldOption(
    @Args('fieldId', { type: () => ID }) fieldId: string,
    @Args('optionId', { type: () => ID }) optionId: string,
    @Context() ctx: GqlContext,
  ): Promise<CustomFieldModel> {
    return toModel(
      await this.options.delete(await this.access.require(ctx.req, Role.CONTRIBUTOR), fieldId, optionId),
    );
  }
}

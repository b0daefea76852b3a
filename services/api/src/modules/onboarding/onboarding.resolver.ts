import { Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Role } from '@fieldnote/core';
import type { GqlContext } from '../../context/gql-context';
import { WorkspaceAccess } from '../../context/workspace-access.service';
import { InputArgs } from '../../graphql/input-args.decorator';
import { OnboardingModel } from './dto/onboarding.model';
import { SaveOnboardingInput } from './dto/onboarding.inputs';
import { OnboardingService } from './onboarding.service';

/** The caller's own onboarding: every member (viewers too) answers and sees their own checklist. */
@Resolver(() => OnboardingModel)
export class OnboardingResolver {
  constructor(
    private readonly access: WorkspaceAccess,
    private readonly service: OnboardingService,
  ) {}

  @Query(() => OnboardingModel, {
    description: "The caller's onboarding answers and getting-started checklist.",
  })
  async onboarding(@Context() ctx: GqlContext): Promise<OnboardingModel> {
    return Object.assign(
      new OnboardingModel(),
      await this.service.get(await this.access.require(ctx.req, Role.VIEWER)),
    );
  }

  @Mutation(() => OnboardingModel, { description: 'Replaces the caller’s answers.' })
  async saveOnboarding(
    @InputArgs('input') input: SaveOnboardingInput,
    @Context() ctx: GqlContext,
  ): Promise<OnboardingModel> {
    const scope = await this.access.require(ctx.req, Role.VIEWER);
    return Object.assign(new OnboardingModel(), await this.service.save(scope, input));
  }
}

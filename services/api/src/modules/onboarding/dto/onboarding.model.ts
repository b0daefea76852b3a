import { Field, ObjectType } from '@nestjs/graphql';
import {
  JobRole,
  OnboardingChecklistItem,
  OnboardingChecklistState,
  OnboardingUseCase,
} from './onboarding.enums';

@ObjectType('OnboardingChecklistStep')
export class OnboardingChecklistStepModel {
  @Field(() => OnboardingChecklistItem) item!: string;
  @Field({ description: "Read from the member's own work, not ticked by hand." }) done!: boolean;
}

/** The caller's onboarding: their answers and the getting-started checklist. */
@ObjectType('Onboarding')
export class OnboardingModel {
  @Field({ description: 'Whether the member has saved answers.' }) answered!: boolean;
  @Field(() => [OnboardingUseCase]) useCases!: string[];
  @Field(() => String, {
    nullable: true,
    description: 'Spec 001 §3 organisation size bucket: 1-25, 26-200, 201-500, 501-1000, 1001-5000 or 5000+.',
  })
  orgSize!: string | null;
  @Field(() => JobRole, { nullable: true }) jobRole!: string | null;
  @Field(() => [OnboardingChecklistStepModel]) checklist!: OnboardingChecklistStepModel[];
  @Field(() => OnboardingChecklistState, { description: 'ACTIVE until every step is done, then COMPLETED.' })
  checklistState!: string;
}

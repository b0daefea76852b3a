import { Module } from '@nestjs/common';
import { OnboardingRepository } from './onboarding.repository';
import { OnboardingResolver } from './onboarding.resolver';
import { OnboardingService } from './onboarding.service';

/** Onboarding after creating a workspace: a member's answers and the getting-started checklist. */
@Module({
  providers: [OnboardingRepository, OnboardingResolver, OnboardingService],
})
export class OnboardingModule {}

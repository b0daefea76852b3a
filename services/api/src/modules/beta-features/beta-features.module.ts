import { Module } from '@nestjs/common';
import { BetaFeaturesRepository } from './beta-features.repository';
import { BetaFeaturesResolver } from './beta-features.resolver';
import { BetaFeaturesService } from './beta-features.service';

/** The workspace's beta switches (spec 000 §2 /settings/beta). */
@Module({
  providers: [BetaFeaturesRepository, BetaFeaturesResolver, BetaFeaturesService],
})
export class BetaFeaturesModule {}

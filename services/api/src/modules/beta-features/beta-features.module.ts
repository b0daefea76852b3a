import { Module } from '@nestjs/common';
import { BetaFeaturesRepository } from './beta-features.repository';
import { BetaFeaturesResolver } from './beta-features.resolver';
import { BetaFeaturesService } from './beta-features.service';
import { BetaSwitches } from './beta-switches.service';

/** The workspace's beta switches (spec 000 §2 /settings/beta); BetaSwitches is how features read them. */
@Module({
  providers: [BetaFeaturesRepository, BetaFeaturesResolver, BetaFeaturesService, BetaSwitches],
  exports: [BetaSwitches],
})
export class BetaFeaturesModule {}

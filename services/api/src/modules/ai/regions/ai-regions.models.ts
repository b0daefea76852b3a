import { Field, InputType, ObjectType } from '@nestjs/graphql';
import { IsEnum } from 'class-validator';
import { Region } from '../../../common/enums';
import type { AiRegionSettings } from './ai-regions.service';

@ObjectType('AiRegionOption')
export class AiRegionOptionModel {
  @Field(() => Region) region!: Region;
  @Field({ description: 'Where the region is, e.g. "Ireland, Europe".' }) location!: string;
  @Field(() => String, {
    nullable: true,
    description: 'The model that answers there; null: none is configured.',
  })
  model!: string | null;
  @Field({ description: 'A model answers there, so a manager may choose it.' }) available!: boolean;
}

@ObjectType('AiRegionSettings')
export class AiRegionSettingsModel {
  @Field(() => Region, { description: "The region whose model answers the workspace's AI requests." })
  region!: Region;
  @Field(() => Region, {
    description: 'The workspace data region: its AI region until a manager chooses another.',
  })
  dataRegion!: Region;
  @Field({ description: "The plan's allowChooseAiRegion." }) chooseAllowed!: boolean;
  @Field(() => [AiRegionOptionModel]) options!: AiRegionOptionModel[];

  static from(s: AiRegionSettings): AiRegionSettingsModel {
    return Object.assign(new AiRegionSettingsModel(), s);
  }
}

@InputType()
export class UpdateAiRegionInput {
  @Field(() => Region) @IsEnum(Region) region!: Region;
}

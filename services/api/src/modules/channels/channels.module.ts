import { Module } from '@nestjs/common';
import { AiModule } from '../ai';
import { ChannelDatapointsResolver } from './channel-datapoints.resolver';
import { ChannelDatapointsService } from './channel-datapoints.service';
import { ChannelImportService } from './channel-import.service';
import { ChannelThemesResolver } from './channel-themes.resolver';
import { ChannelThemesService } from './channel-themes.service';
import { ChannelTopicsResolver } from './channel-topics.resolver';
import { ChannelTopicsService } from './channel-topics.service';
import { ChannelsResolver } from './channels.resolver';
import { ChannelsService } from './channels.service';
import { DatapointSentimentResolver } from './datapoint-sentiment.resolver';
import { ThemeSuggestionsResolver } from './theme-suggestions/theme-suggestions.resolver';
import { ThemeSuggestionsService } from './theme-suggestions/theme-suggestions.service';

/** Channels of continuous feedback: channels, themes, topics, data points and their import, theme suggestions. */
@Module({
  imports: [AiModule],
  providers: [
    ChannelsResolver,
    ChannelThemesResolver,
    ChannelTopicsResolver,
    ChannelDatapointsResolver,
    ThemeSuggestionsResolver,
    DatapointSentimentResolver,
    ChannelsService,
    ChannelThemesService,
    ChannelTopicsService,
    ChannelDatapointsService,
    ChannelImportService,
    ThemeSuggestionsService,
  ],
})
export class ChannelsModule {}

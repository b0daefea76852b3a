// The channels module's public surface: the only file other modules, the all-in-one and the tests
// import (npm run lint refuses a deep import). Everything else in this folder is internal.
export * from './channel.limits';
export { ChannelsService } from './channels.service';
export { ChannelImportService } from './channel-import.service';
export { ChannelThemesService } from './channel-themes.service';
export { ChannelTopicsService } from './channel-topics.service';
export { ChannelDatapointsService } from './channel-datapoints.service';
export { ChannelsModule } from './channels.module';

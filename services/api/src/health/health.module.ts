import { Module } from '@nestjs/common';
import { PingController } from './ping.controller';

/** /ping, the liveness and readiness probe. */
@Module({
  controllers: [PingController],
})
export class HealthModule {}

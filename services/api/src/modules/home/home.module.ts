import { Module } from '@nestjs/common';
import { HomeResolver } from './home.resolver';
import { HomeService } from './home.service';

/** The home page: a member's recent work. */
@Module({
  providers: [HomeResolver, HomeService],
})
export class HomeModule {}

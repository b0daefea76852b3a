import { Module } from '@nestjs/common';
import { HomeResolver } from './home.resolver';
import { HomeService } from './home.service';
import { HomeRepository } from './home.repository';

/** The home page: a member's recent work. */
@Module({
  providers: [HomeRepository, HomeResolver, HomeService],
})
export class HomeModule {}

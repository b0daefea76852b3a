import { Module } from '@nestjs/common';
import { ProjectsModule } from '../projects';
import { FoldersResolver } from './folders.resolver';
import { FoldersService } from './folders.service';
import { FoldersRepository } from './folders.repository';

/** Folders that hold projects. */
@Module({
  imports: [ProjectsModule],
  providers: [FoldersRepository, FoldersResolver, FoldersService],
})
export class FoldersModule {}

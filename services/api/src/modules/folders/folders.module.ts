import { Module } from '@nestjs/common';
import { ProjectsModule } from '../projects';
import { FoldersResolver } from './folders.resolver';
import { FoldersService } from './folders.service';

/** Folders that hold projects. */
@Module({
  imports: [ProjectsModule],
  providers: [FoldersResolver, FoldersService],
})
export class FoldersModule {}

import { Module } from '@nestjs/common';
import { FileStorageModule } from '../file-storage';
import { ProjectsModule } from '../projects';
import { ProjectExportRunner } from './project-export.runner';
import { ProjectImportRoute } from './project-import.route';
import { ProjectTransferController } from './project-transfer.controller';
import { ProjectTransferRepository } from './project-transfer.repository';
import { ProjectTransferResolver } from './project-transfer.resolver';
import { ProjectTransferService } from './project-transfer.service';

/** Project export and import as the spec's community file set, one zip (issue 36). */
@Module({
  imports: [FileStorageModule, ProjectsModule],
  controllers: [ProjectTransferController],
  providers: [
    ProjectTransferRepository,
    ProjectTransferResolver,
    ProjectTransferService,
    ProjectExportRunner,
    ProjectImportRoute,
  ],
})
export class ProjectTransferModule {}

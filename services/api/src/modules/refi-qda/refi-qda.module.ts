import { Module } from '@nestjs/common';
import { RefiQdaRepository } from './refi-qda.repository';
import { RefiQdaResolver } from './refi-qda.resolver';
import { RefiQdaRoutes } from './refi-qda.routes';
import { RefiQdaRunner } from './refi-qda.runner';
import { RefiQdaService } from './refi-qda.service';

/** Exchange with QDA tools in the REFI-QDA format: QDPX/QDC export, and import as a job (issue 36). */
@Module({ providers: [RefiQdaResolver, RefiQdaService, RefiQdaRepository, RefiQdaRunner, RefiQdaRoutes] })
export class RefiQdaModule {}

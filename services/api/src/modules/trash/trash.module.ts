import { Module } from '@nestjs/common';
import { TrashResolver } from './trash.resolver';
import { TrashService } from './trash.service';
import { TrashRepository } from './trash.repository';

/** The trash: what was deleted and can be restored. */
@Module({
  providers: [TrashRepository, TrashResolver, TrashService],
})
export class TrashModule {}

import { Module } from '@nestjs/common';
import { TrashResolver } from './trash.resolver';
import { TrashService } from './trash.service';

/** The trash: what was deleted and can be restored. */
@Module({
  providers: [TrashResolver, TrashService],
})
export class TrashModule {}

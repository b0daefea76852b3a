import { Injectable } from '@nestjs/common';
import type { WorkspaceScope } from '../../../context/workspace-access.service';
import { type AiActivityRow, AiActivityRepository } from './ai-activity.repository';

/** Reading the AI audit trail (managers; the resolver requires the role). */
@Injectable()
export class AiActivityService {
  constructor(private readonly activity: AiActivityRepository) {}

  async page(
    scope: WorkspaceScope,
    offset: number,
    limit: number,
  ): Promise<{ rows: AiActivityRow[]; total: number }> {
    const schema = scope.workspace.schemaName;
    const [rows, total] = await Promise.all([
      this.activity.page(scope.em, schema, offset, limit),
      this.activity.count(scope.em, schema),
    ]);
    return { rows, total };
  }
}

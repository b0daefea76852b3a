import { Injectable } from '@nestjs/common';
import type { BetaFeature } from '@fieldnote/core';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { BetaFeaturesRepository } from './beta-features.repository';

/** How the features a beta names read its switch: on only once a manager turned it on. */
@Injectable()
export class BetaSwitches {
  constructor(private readonly rows: BetaFeaturesRepository) {}

  async isOn(scope: Pick<WorkspaceScope, 'em' | 'workspace'>, feature: BetaFeature): Promise<boolean> {
    const rows = await this.rows.list(scope.em, scope.workspace.schemaName);
    return rows.some((row) => row.feature === feature && row.enabled);
  }
}

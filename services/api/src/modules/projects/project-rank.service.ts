import { Injectable } from '@nestjs/common';
import { AppError, PROJECT_EVENTS, parsePathId, rankBetween, rebalancedRanks } from '@fieldnote/core';
import type { Project } from '@fieldnote/db';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { recordEvent } from '../../common/record-event';
import { findLiveProject } from './project-lookup';
import { ProjectsRepository } from './projects.repository';

/**
 * Orders projects: a moved project takes the rank halfway between its new neighbours (spec 000
 * §9 ranking: gap 65536, minimum difference 2^-16); when they are too close, every live project is
 * given evenly spaced ranks again in the new order. Callers check the role.
 */
@Injectable()
export class ProjectRankService {
  constructor(private readonly projects: ProjectsRepository) {}

  /** Moves the project right after `rawAfterId`, or to the top when it is null. */
  async move(scope: WorkspaceScope, rawId: string, rawAfterId: string | null): Promise<Project> {
    return scope.em.transactional(async (em) => {
      // The same lock as create and restore: ranks are read and written by one change at a time.
      await this.projects.lockProjectCount(em, scope.workspace.id);
      const project = await findLiveProject(em, rawId);
      const afterId = rawAfterId ? parsePathId(rawAfterId) : null;
      if (afterId === project.id) throw AppError.badInput('A project cannot be placed after itself.');
      const others = (await this.projects.allLiveByRank(em)).filter((p) => p.id !== project.id);
      const index = afterId === null ? -1 : others.findIndex((p) => p.id === afterId);
      if (afterId !== null && index < 0) throw AppError.notFound('Project');
      const before = index >= 0 ? others[index] : null;
      const after = others[index + 1] ?? null;
      const placement =
        before && after && after.rank <= before.rank
          ? { rank: 0, needsRebalance: true }
          : rankBetween(before?.rank ?? null, after?.rank ?? null);
      if (placement.needsRebalance) {
        const ordered = [...others.slice(0, index + 1), project, ...others.slice(index + 1)];
        rebalancedRanks(ordered.length).forEach((rank, i) => (ordered[i].rank = rank));
      } else {
        project.rank = placement.rank;
      }
      await this.projects.save(em);
      await recordEvent(em, PROJECT_EVENTS.reordered, scope.workspace.id, {
        projectId: project.id,
        afterId: before?.id ?? null,
      });
      return project;
    });
  }
}

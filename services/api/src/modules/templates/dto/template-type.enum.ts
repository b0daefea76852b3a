import { registerEnumType } from '@nestjs/graphql';

/** Spec 001 §3: workspaceTemplate PROJECT or INSIGHT. */
export enum WorkspaceTemplateType {
  PROJECT = 'PROJECT',
  INSIGHT = 'INSIGHT',
}

registerEnumType(WorkspaceTemplateType, { name: 'WorkspaceTemplateType' });

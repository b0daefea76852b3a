import { registerEnumType } from '@nestjs/graphql';

/** Spec 000 §2: project view layouts. */
export enum ProjectViewLayout {
  BOARD = 'BOARD',
  CANVAS = 'CANVAS',
  GRID = 'GRID',
  LIST = 'LIST',
  TABLE = 'TABLE',
}
registerEnumType(ProjectViewLayout, { name: 'ProjectViewLayout' });

/** Spec 000 §3: view object types. */
export enum ViewObjectType {
  HIGHLIGHT = 'HIGHLIGHT',
  INSIGHT = 'INSIGHT',
  NOTE = 'NOTE',
}
registerEnumType(ViewObjectType, { name: 'ViewObjectType' });

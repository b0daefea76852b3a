/** Every string of the console frame that a person reads. */
export const shellStrings = {
  product: 'Fieldnote',
  console: 'Operator console',
  navWorkspaces: 'Workspaces',
  navRegions: 'Regions',
  navPlans: 'Plans',
  signOut: 'Sign out',
  notFoundTitle: 'Nothing here',
  notFoundBody: 'This page does not exist in the operator console.',
  toWorkspaces: 'Go to workspaces',
};

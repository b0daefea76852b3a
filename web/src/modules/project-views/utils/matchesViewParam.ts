/** Whether a path's view segment (slug-short id, short id or UUID) names this view. */
export function matchesViewParam(param: string, view: { id: string; shortId: string }): boolean {
  return param === view.id || param === view.shortId || param.endsWith(`-${view.shortId}`);
}

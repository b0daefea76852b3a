/**
 * The server's limits on a canvas (services/core PROJECT_VIEW_LIMITS: canvasObjects, canvasText),
 * checked here too so the tools stop before the server would refuse a save.
 */
export const PROJECT_VIEW_CANVAS_OBJECT_LIMIT = 2_000;
export const PROJECT_VIEW_CANVAS_TEXT_LIMIT = 4_000;

/** Product rule (the spec gives none): segments per workspace, so every picker stays a list. */
export const MAX_SEGMENTS_PER_WORKSPACE = 500;
/** People added to or removed from a segment in one call (spec 001 §9 batch size 1000). */
export const MAX_SEGMENT_PEOPLE_PER_CALL = 1000;

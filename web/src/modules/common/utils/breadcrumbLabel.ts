/** Spec 000 §9: a breadcrumb segment is truncated at 26 characters. */
export const BREADCRUMB_SEGMENT_MAX = 26;
/** Spec 000 §9: more than 3 segments collapse to first / … / last. */
export const BREADCRUMB_MAX_SEGMENTS = 3;

/** The label shown for one breadcrumb segment: at most 26 characters, an ellipsis marking a cut. */
export function breadcrumbLabel(label: string): string {
  return label.length > BREADCRUMB_SEGMENT_MAX ? `${label.slice(0, BREADCRUMB_SEGMENT_MAX - 1)}…` : label;
}

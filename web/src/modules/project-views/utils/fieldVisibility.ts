import type { FieldVisibility } from '../types/ViewState';

/** Whether a column or card field is shown: everything is, unless the view hides it. */
export function isVisible(visibility: FieldVisibility[] | undefined, key: string): boolean {
  return visibility?.find((entry) => entry.key === key)?.visible ?? true;
}

/** The visibility list with `key` set to `visible`. */
export function withVisibility(
  visibility: FieldVisibility[] | undefined,
  key: string,
  visible: boolean,
): FieldVisibility[] {
  return [...(visibility ?? []).filter((entry) => entry.key !== key), { key, visible }];
}

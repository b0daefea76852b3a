/**
 * `base`, or, when a view of the project already has that title, `base 2`, `base 3`…: a second
 * unnamed canvas gets a tab of its own name instead of a twin (compared without case or outer spaces).
 */
export function unusedTitle(base: string, taken: readonly string[]): string {
  const used = new Set(taken.map((title) => title.trim().toLocaleLowerCase()));
  if (!used.has(base.toLocaleLowerCase())) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base} ${n}`;
    if (!used.has(candidate.toLocaleLowerCase())) return candidate;
  }
}

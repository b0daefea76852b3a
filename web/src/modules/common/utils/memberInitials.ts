/** Up to two initials of a name ("Ana María López" → "AM"; an address → its first letter), or "?". */
export function memberInitials(name: string): string {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
  return initials || '?';
}

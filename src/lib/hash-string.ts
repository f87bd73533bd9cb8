/**
 * A stable small number from a string (FNV-1a), so the same name or title always gets the same
 * colour or picture. A module of its own: the pages that only colour initials do not load the
 * drawings (generated-art.tsx).
 */
export function hashString(value: string): number {
  let hash = 2166136261;
  for (let index = 0; index < value.length; index += 1) {
    hash ^= value.charCodeAt(index);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

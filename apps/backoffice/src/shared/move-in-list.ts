/** A list after moving its item at `index` one place up (-1) or down (+1); out of range changes nothing. */
export const moveInList = <T>(list: readonly T[], index: number, by: -1 | 1): T[] => {
  const to = index + by;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const out = [...list];
  [out[index], out[to]] = [out[to] as T, out[index] as T];
  return out;
};

/**
 * The suggestion an arrow key moves to in a combobox of `count` options: -1 is the field itself
 * (nothing chosen), and the moves wrap through it: down from the last option returns to the field,
 * up from the field goes to the last option.
 */
export function moveActive(active: number, step: 1 | -1, count: number): number {
  if (count === 0) return -1;
  const next = active + step;
  if (next >= count) return -1;
  if (next < -1) return count - 1;
  return next;
}

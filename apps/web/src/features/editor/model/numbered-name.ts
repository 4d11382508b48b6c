/** The next free "Viewpoint 3"-style name: one more than the highest number of that form in use. */
export function nextNumberedName(base: string, items: readonly { name: string }[]): string {
  const pattern = new RegExp(`^${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} (\\d+)$`);
  let highest = 0;
  for (const { name } of items) {
    const match = pattern.exec(name);
    if (match) highest = Math.max(highest, Number(match[1]));
  }
  return `${base} ${highest + 1}`;
}

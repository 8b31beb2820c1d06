/** 'classes' → 'class', 'categories' → 'category', 'units' → 'unit': enough for our own labels. */
export function singularOf(plural: string): string {
  if (/sses$/.test(plural)) return plural.slice(0, -2);
  if (/ies$/.test(plural)) return `${plural.slice(0, -3)}y`;
  return plural.replace(/s$/, '');
}

/** "1 unit", "2 units", "0 units": a count with its noun in the right number. */
export function countOf(count: number, plural: string, singular = singularOf(plural)): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

export interface Pagination {
  total: number;
  page: number;
  limit: number;
  pages: number;
}

/** Page of a server list; the server names the item key per resource (e.g. `glClasses`). */
export type ListPayload<ListKey extends string, Item> = { [Key in ListKey]: Item[] } & { pagination: Pagination };

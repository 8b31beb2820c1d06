/** The success envelope of DESIGN §6. */
export const ok = <Data>(data: Data, message?: string) => ({ success: true as const, data, ...(message ? { message } : {}) });

export interface Pagination {
  total: number;
  page: number;
  limit: number;
  pages: number;
}

export const pagination = (total: number, page: number, limit: number): Pagination => ({
  total,
  page,
  limit,
  pages: Math.max(1, Math.ceil(total / limit)),
});

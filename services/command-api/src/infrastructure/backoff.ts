/** Delay before reconnect attempt `attempt` (1, 2, ...): 250 ms doubling to at most 10 s. */
export const reconnectDelayMs = (attempt: number, firstMs = 250, maxMs = 10_000): number => Math.min(maxMs, firstMs * 2 ** Math.min(Math.max(attempt - 1, 0), 20));

import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import type { Answer, ElementOf } from '../../../shared/api/contract-types';

/** A drawn sample as GET /api/audit/sample answers it. */
export type AuditSample = Answer<'AuditController_sample'>;
export type AuditSampleItem = ElementOf<AuditSample['items']>;

export type SamplePopulation = AuditSample['population']['kind'];
export type SampleMethod = AuditSample['method'];

/** What the auditor asks for: a population, its dates, a size, a seed and a method. */
export interface SampleRequest {
  population: SamplePopulation;
  startDate?: string;
  endDate?: string;
  size: number;
  seed: string;
  method: SampleMethod;
}

export const POPULATION_LABELS: Record<SamplePopulation, string> = {
  'journal-entries': 'Posted journal entries',
  invoices: 'Invoices',
  purchases: 'Purchases',
  payments: 'Payments (invoices and payables)',
};

export const METHOD_LABELS: Record<SampleMethod, string> = {
  random: 'Random (every item equally likely)',
  'monetary-unit': 'Monetary-unit (larger amounts more likely)',
};

/** A new seed, a 9-digit number easy to write down in the working papers. */
export function freshSeed(): string {
  const [value] = crypto.getRandomValues(new Uint32Array(1));
  return String(100_000_000 + (value % 900_000_000));
}

/** The sample drawn for the request (none until one is asked for); the same request reads the same answer. */
export function useAuditSample(request: SampleRequest | null) {
  return useQuery({
    queryKey: ['audit', 'sample', request],
    queryFn: () => apiClient.get<AuditSample>('/audit/sample', { ...request }),
    enabled: request !== null,
    staleTime: Infinity,
    retry: false,
  });
}

import { useBackgroundExport } from '../../../shared/hooks/use-background-export';
import { vatKeys } from '../vat-keys';
import { REGISTER_PATHS, type VatRegisterKind } from './use-vat-registers';

/** A register's XLSX export, a background job as the inventory reports' are (use-background-export.ts). */
export function useVatRegisterExport(register: VatRegisterKind) {
  return useBackgroundExport<{ startDate: string; endDate: string }>({
    startPath: () => `${REGISTER_PATHS[register]}/export`,
    statusPath: (jobId) => `/vat/registers/export/${jobId}`,
    queryKey: vatKeys.all,
    texts: { succeeded: 'Register exported successfully', failed: 'Failed to export the register' },
  });
}

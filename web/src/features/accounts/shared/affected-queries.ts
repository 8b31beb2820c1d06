import { queryKeys } from '../../../shared/api/query-keys';

/**
 * What each setup command can change on other screens: lists embed their parents
 * (a group shows its class, an account its group) and count their children.
 */
export const affectedByGlClassChange = [queryKeys.glClasses.all, queryKeys.glGroups.all, queryKeys.glAccounts.all, queryKeys.chartOfAccounts];
export const affectedByGlGroupChange = [queryKeys.glGroups.all, queryKeys.glClasses.all, queryKeys.glAccounts.all, queryKeys.chartOfAccounts];
export const affectedByGlAccountChange = [queryKeys.glAccounts.all, queryKeys.glGroups.all, queryKeys.chartOfAccounts, queryKeys.paymentMethods.all];
export const affectedByPaymentMethodChange = [queryKeys.paymentMethods.all];

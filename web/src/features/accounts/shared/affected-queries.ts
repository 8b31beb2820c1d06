import { queryKeys } from '../../../shared/query-keys';

const { glClasses, glGroups, glAccounts, chartOfAccounts, paymentMethods } = queryKeys;

/**
 * What each setup command can change on other screens: lists embed their parents
 * (a group shows its class, an account its group) and count their children.
 */
export const affectedByGlClassChange = [glClasses.all, glGroups.all, glAccounts.all, chartOfAccounts.all];
export const affectedByGlGroupChange = [glGroups.all, glClasses.all, glAccounts.all, chartOfAccounts.all];
export const affectedByGlAccountChange = [glAccounts.all, glGroups.all, chartOfAccounts.all, paymentMethods.all];
export const affectedByPaymentMethodChange = [paymentMethods.all];

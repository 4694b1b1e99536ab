// The inactive-accounts module's public entry: the daily retention run and the queue of deletions it owes.
export { dueAccountDeletions, forgetAccountDeletion } from './store';
export { inactiveStep, lastActiveMs, noticeText, runInactiveAccounts, type AccountDeletionDoc } from './service';

// The offline feature's public entry (docs/requirements/app-shell-and-landing.md#installable-app-and-offline): what
// other features use to stay readable offline and to refuse booking actions without a connection.
export {
  OfflineActionAlert,
  useOfflineGuard,
  type OfflineAction,
  type OfflineGuard,
} from './components/offline-action';
export { OfflineNotice } from './components/offline-notice';
export { isConnectionError } from './lib/connection-error';
export { writeOfflineCopy } from './lib/offline-copy';
export { isOnline, useOnline } from './lib/online';
export { clearPrivateDataOnThisDevice } from './lib/private-data';
export { withOfflineCopy, type MaybeOfflineCopy } from './lib/with-offline-copy';

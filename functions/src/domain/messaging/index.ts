// The messaging module's public entry: other modules queue messages in their transactions; the triggers deliver them.
export { enqueueMessage, messageDataOf, messagesTo, newTextMessage, redactMessagesTo, type TextMessage } from './store';
export { deliverOutboxMessage, sweepOutbox } from './delivery';
export { messagingProviderFrom, type MessagingProvider } from './provider';
export { redactOldMessages } from './retention';

// Firestore trigger: every message queued in outbox/{id} (KYC decisions, booking transitions) is sent through the
// messaging adapter and marked sent or failed (docs/decisions/080-bookings-and-payments.md#notifications).
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { config } from '../config';
import { deliverOutboxMessage } from '../domain/messaging/delivery';
import { messagingProviderFrom, type MessagingProvider } from '../domain/messaging/provider';
import { MESSAGING_SECRETS, messagingEnv } from '../params';

let provider: MessagingProvider | null = null;
/** Built on first use (a configuration error fails each message with its reason rather than the deploy). */
export const configuredProvider = (): MessagingProvider => (provider ??= messagingProviderFrom(messagingEnv(), config.emulated));

export const outboxDelivery = onDocumentCreated({ document: 'outbox/{id}', region: config.region, memory: '256MiB', secrets: MESSAGING_SECRETS }, async (event) => {
  await deliverOutboxMessage(event.params.id, configuredProvider);
});

// Firestore trigger: every message queued in outbox/{id} (KYC decisions, booking transitions) is sent through the
// messaging adapter and marked sent or failed (docs/decisions/080-bookings-and-payments.md#notifications).
// Retried on failure: the claim (claimedAt) makes a retry of a message already being sent a no-op, so a message is
// never sent twice by retries; an event older than the cut-off is dropped, and the outbox sweeper sends the message
// (it takes pending messages the trigger never claimed) (docs/decisions/198-retries-repair-and-caps.md).
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { config } from '../config';
import { runLogged } from '../lib/log';
import { triggerOptions } from '../options';
import { tooOld } from './event-age';
import { deliverOutboxMessage, messagingProviderFrom, type MessagingProvider } from '../domain/messaging';
import { MESSAGING_SECRETS, messagingEnv } from '../params';

let provider: MessagingProvider | null = null;
/** Built on first use (a configuration error fails each message with its reason rather than the deploy). */
export const configuredProvider = (): MessagingProvider => (provider ??= messagingProviderFrom(messagingEnv(), config.emulated));

export const outboxDelivery = onDocumentCreated({ ...triggerOptions, document: 'outbox/{id}', secrets: MESSAGING_SECRETS }, async (event) => {
  await runLogged('outboxDelivery', event.id, async () => {
    if (tooOld('outboxDelivery', event, { messageId: event.params.id })) return;
    await deliverOutboxMessage(event.params.id, configuredProvider);
  });
});

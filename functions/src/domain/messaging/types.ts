// The messaging adapter's shapes, shared by the providers and the outboxDelivery trigger.
import type { OutboxChannel } from '@kotastay/shared/schemas/booking';

export type OutgoingMessage = {
  /** E.164, e.g. +919812345678. */
  to: string;
  channel: OutboxChannel;
  text: string;
  /** The outbox message's template and parameters (OutboxDoc), for providers that send approved templates. */
  template?: string;
  params?: Record<string, string>;
};
export type SendResult = { providerMessageId: string };

export type MessagingProvider = {
  /** Stored on the outbox document as `provider`. */
  readonly name: string;
  send(message: OutgoingMessage): Promise<SendResult>;
};

/**
 * A send that failed: `message` is short and safe to show staff on the messages page. `transient` (the provider could
 * not be reached, timed out, 429 or 5xx): the outbox sweeper tries again; otherwise the failure is final.
 */
export class MessagingError extends Error {
  constructor(
    message: string,
    readonly transient = false,
  ) {
    super(message);
    this.name = 'MessagingError';
  }
}

export type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body: string; signal?: AbortSignal },
) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;


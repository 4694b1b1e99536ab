// The messaging adapter (docs/decisions/080-bookings-and-payments.md#notifications): one `send` behind which a
// local recorder (development, emulators) or a production provider (WhatsApp Cloud API) delivers a rendered text.
// Chosen by MESSAGING_PROVIDER; the outboxDelivery trigger is its only caller.
import { randomUUID } from 'node:crypto';
import { logger } from '../../lib/log';
import { MessagingError, type FetchLike, type MessagingProvider } from './types';
import { parseWhatsappTemplates, whatsappCloud } from './whatsapp-cloud';

export { MessagingError, type MessagingProvider, type OutgoingMessage, type SendResult } from './types';

/** Development and emulators: nothing leaves the machine; the message is logged and marked sent by the trigger. */
export function localMessaging(): MessagingProvider {
  return {
    name: 'local',
    async send(message) {
      const providerMessageId = `local_${randomUUID()}`;
      // Only the last digits in the log: a project that sets `local` outside the emulators keeps phones out of its logs.
      logger.info('Message recorded (local messaging provider)', { to: `…${message.to.slice(-4)}`, channel: message.channel, providerMessageId });
      return { providerMessageId };
    },
  };
}

type Env = Record<string, string | undefined>;

/**
 * The provider the environment configures, or an error saying what is missing. `local` is the default only inside
 * the emulators: a deployed project without a provider fails each message visibly instead of pretending to send.
 */
export function messagingProviderFrom(env: Env, emulated: boolean, fetchImpl: FetchLike = fetch): MessagingProvider {
  const chosen = env.MESSAGING_PROVIDER?.trim() || (emulated ? 'local' : '');
  if (chosen === 'local') return localMessaging();
  if (chosen === 'whatsapp-cloud') {
    const phoneNumberId = env.WHATSAPP_PHONE_NUMBER_ID?.trim() ?? '';
    const token = env.WHATSAPP_ACCESS_TOKEN?.trim() ?? '';
    if (!phoneNumberId || !token) {
      throw new MessagingError('WhatsApp is not configured: set WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_ACCESS_TOKEN.');
    }
    if (env.WHATSAPP_TEMPLATE_NAME?.trim()) {
      // The old one-{{1}}-template setting: Meta does not approve such a template.
      throw new MessagingError('WHATSAPP_TEMPLATE_NAME is no longer used: configure one template per message in WHATSAPP_TEMPLATES.');
    }
    const templates = env.WHATSAPP_TEMPLATES?.trim();
    return whatsappCloud({ phoneNumberId, token, ...(templates ? { templates: parseWhatsappTemplates(templates) } : {}) }, fetchImpl);
  }
  if (!chosen) throw new MessagingError('No messaging provider is configured (MESSAGING_PROVIDER).');
  throw new MessagingError(`Unknown messaging provider "${chosen}" (MESSAGING_PROVIDER).`);
}

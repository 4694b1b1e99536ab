// Meta's WhatsApp Cloud API: POST https://graph.facebook.com/v20.0/{PHONE_NUMBER_ID}/messages with a bearer token.
// A business may start a conversation only with an approved template, so production configures one
// (WHATSAPP_TEMPLATE_NAME) whose body is a single {{1}} parameter carrying the rendered text; without a template the
// text is sent as a plain text message (accepted only inside a 24-hour customer-service window — for testing).
import { MessagingError, type FetchLike, type MessagingProvider } from './types';

export type WhatsappCloudConfig = {
  phoneNumberId: string;
  token: string;
  template?: { name: string; language: string };
};

export const GRAPH_API = 'https://graph.facebook.com/v20.0';
const TIMEOUT_MS = 10_000;

type GraphResponse = { messages?: { id?: string }[]; error?: { message?: string; code?: number } };

/** The Cloud API's `to` is the number in international format without the plus. */
const waNumber = (e164: string) => e164.replace(/^\+/, '');

export function whatsappRequestBody(config: WhatsappCloudConfig, to: string, text: string): Record<string, unknown> {
  const base = { messaging_product: 'whatsapp', recipient_type: 'individual', to: waNumber(to) };
  if (config.template) {
    return {
      ...base,
      type: 'template',
      template: {
        name: config.template.name,
        language: { code: config.template.language },
        components: [{ type: 'body', parameters: [{ type: 'text', text }] }],
      },
    };
  }
  return { ...base, type: 'text', text: { preview_url: false, body: text } };
}

export function whatsappCloud(config: WhatsappCloudConfig, fetchImpl: FetchLike): MessagingProvider {
  return {
    name: 'whatsapp-cloud',
    async send({ to, text }) {
      let res: Awaited<ReturnType<FetchLike>>;
      try {
        res = await fetchImpl(`${GRAPH_API}/${encodeURIComponent(config.phoneNumberId)}/messages`, {
          method: 'POST',
          headers: { authorization: `Bearer ${config.token}`, 'content-type': 'application/json' },
          body: JSON.stringify(whatsappRequestBody(config, to, text)),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (err) {
        throw new MessagingError(`WhatsApp could not be reached: ${(err as Error).message}`);
      }
      const body = (await res.json().catch(() => ({}))) as GraphResponse;
      if (!res.ok) {
        const detail = body.error?.message ?? 'no details';
        throw new MessagingError(`WhatsApp refused the message (${res.status}${body.error?.code ? `, code ${body.error.code}` : ''}): ${detail}`);
      }
      const id = body.messages?.[0]?.id;
      if (!id) throw new MessagingError('WhatsApp answered without a message id.');
      return { providerMessageId: id };
    },
  };
}

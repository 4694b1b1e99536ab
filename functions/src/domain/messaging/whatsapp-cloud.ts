// Meta's WhatsApp Cloud API: POST https://graph.facebook.com/v20.0/{PHONE_NUMBER_ID}/messages with a bearer token.
// A business may start a conversation only with an approved template, and Meta does not approve a body that is a
// single {{1}} variable: each outbox template (OutboxDoc.template) maps to its own approved template, whose body
// variables are filled from the message's params in the configured order (WHATSAPP_TEMPLATES). A message whose
// template is not configured goes as plain text, which WhatsApp accepts only inside a 24-hour customer-service window.
import { MessagingError, type FetchLike, type MessagingProvider, type OutgoingMessage } from './types';

/** One approved WhatsApp template: its name, language code and which OutboxDoc.params fill {{1}}, {{2}}, … */
export type WhatsappTemplate = { name: string; language: string; params: string[] };

export type WhatsappCloudConfig = {
  phoneNumberId: string;
  token: string;
  /** OutboxDoc.template → the approved template that carries it. */
  templates?: Record<string, WhatsappTemplate>;
};

export const GRAPH_API = 'https://graph.facebook.com/v20.0';
const TIMEOUT_MS = 10_000;

type GraphResponse = { messages?: { id?: string }[]; error?: { message?: string; code?: number } };

/** The Cloud API's `to` is the number in international format without the plus. */
const waNumber = (e164: string) => e164.replace(/^\+/, '');

/** WHATSAPP_TEMPLATES (JSON) checked field by field; a mistake names the template and field. */
export function parseWhatsappTemplates(json: string): Record<string, WhatsappTemplate> {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw new MessagingError('WHATSAPP_TEMPLATES is not valid JSON.');
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new MessagingError('WHATSAPP_TEMPLATES must be an object: template → {name, language, params}.');
  const out: Record<string, WhatsappTemplate> = {};
  for (const [key, v] of Object.entries(raw as Record<string, unknown>)) {
    const t = v as Partial<WhatsappTemplate> | null;
    if (!t || typeof t.name !== 'string' || !t.name || typeof t.language !== 'string' || !t.language)
      throw new MessagingError(`WHATSAPP_TEMPLATES.${key} needs a name and a language.`);
    if (!Array.isArray(t.params) || !t.params.every((p) => typeof p === 'string'))
      throw new MessagingError(`WHATSAPP_TEMPLATES.${key}.params must list the message's params in the template's order.`);
    out[key] = { name: t.name, language: t.language, params: t.params };
  }
  return out;
}

export function whatsappRequestBody(config: WhatsappCloudConfig, message: OutgoingMessage): Record<string, unknown> {
  const base = { messaging_product: 'whatsapp', recipient_type: 'individual', to: waNumber(message.to) };
  const t = message.template ? config.templates?.[message.template] : undefined;
  if (t) {
    const parameters = t.params.map((key) => {
      const value = message.params?.[key];
      if (value === undefined) throw new MessagingError(`The message has no "${key}" for the WhatsApp template ${t.name}.`);
      // Meta refuses an empty variable.
      return { type: 'text', text: value.trim() || '-' };
    });
    return {
      ...base,
      type: 'template',
      template: { name: t.name, language: { code: t.language }, components: parameters.length ? [{ type: 'body', parameters }] : [] },
    };
  }
  return { ...base, type: 'text', text: { preview_url: false, body: message.text } };
}

export function whatsappCloud(config: WhatsappCloudConfig, fetchImpl: FetchLike): MessagingProvider {
  return {
    name: 'whatsapp-cloud',
    async send(message) {
      const body = JSON.stringify(whatsappRequestBody(config, message));
      let res: Awaited<ReturnType<FetchLike>>;
      try {
        res = await fetchImpl(`${GRAPH_API}/${encodeURIComponent(config.phoneNumberId)}/messages`, {
          method: 'POST',
          headers: { authorization: `Bearer ${config.token}`, 'content-type': 'application/json' },
          body,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (err) {
        throw new MessagingError(`WhatsApp could not be reached: ${(err as Error).message}`, true);
      }
      const answer = (await res.json().catch(() => ({}))) as GraphResponse;
      if (!res.ok) {
        const detail = answer.error?.message ?? 'no details';
        const transient = res.status === 429 || res.status >= 500;
        throw new MessagingError(
          `WhatsApp refused the message (${res.status}${answer.error?.code ? `, code ${answer.error.code}` : ''}): ${detail}`,
          transient,
        );
      }
      const id = answer.messages?.[0]?.id;
      if (!id) throw new MessagingError('WhatsApp answered without a message id.');
      return { providerMessageId: id };
    },
  };
}

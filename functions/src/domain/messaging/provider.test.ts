import { describe, expect, test } from 'vitest';
import { MessagingError, messagingProviderFrom } from './provider';
import type { FetchLike } from './types';
import { GRAPH_API } from './whatsapp-cloud';

type Call = { url: string; init: Parameters<FetchLike>[1] };

function stubFetch(status: number, body: unknown) {
  const calls: Call[] = [];
  const fetchImpl: FetchLike = async (url, init) => {
    calls.push({ url, init });
    return { ok: status >= 200 && status < 300, status, json: async () => body };
  };
  return { calls, fetchImpl };
}

const WA = { MESSAGING_PROVIDER: 'whatsapp-cloud', WHATSAPP_PHONE_NUMBER_ID: '1234567890', WHATSAPP_ACCESS_TOKEN: 'EAAG-test' };
const message = { to: '+919812345678', channel: 'whatsapp' as const, text: 'KotaStay: your visit is at 11:00 on 24 Nov.' };

describe('choosing the provider', () => {
  test('local is the default only inside the emulators', async () => {
    const local = messagingProviderFrom({}, true);
    expect(local.name).toBe('local');
    expect((await local.send(message)).providerMessageId).toMatch(/^local_[0-9a-f-]{36}$/);
    expect(() => messagingProviderFrom({}, false)).toThrow(MessagingError);
    expect(() => messagingProviderFrom({}, false)).toThrow(/MESSAGING_PROVIDER/);
    expect(messagingProviderFrom({ MESSAGING_PROVIDER: 'local' }, false).name).toBe('local');
  });

  test('whatsapp-cloud needs its phone number id and token; an unknown name is refused', () => {
    expect(() => messagingProviderFrom({ MESSAGING_PROVIDER: 'whatsapp-cloud' }, false)).toThrow(/WHATSAPP_PHONE_NUMBER_ID/);
    expect(() => messagingProviderFrom({ ...WA, WHATSAPP_ACCESS_TOKEN: ' ' }, true)).toThrow(/WHATSAPP_ACCESS_TOKEN/);
    expect(() => messagingProviderFrom({ MESSAGING_PROVIDER: 'pigeon' }, true)).toThrow(/Unknown messaging provider "pigeon"/);
    expect(messagingProviderFrom(WA, false).name).toBe('whatsapp-cloud');
  });
});

describe('WhatsApp Cloud API', () => {
  test('posts a text message to the phone number id with the bearer token and returns the wamid', async () => {
    const { calls, fetchImpl } = stubFetch(200, { messaging_product: 'whatsapp', messages: [{ id: 'wamid.HBgM' }] });
    const res = await messagingProviderFrom(WA, false, fetchImpl).send(message);
    expect(res).toEqual({ providerMessageId: 'wamid.HBgM' });
    expect(calls).toHaveLength(1);
    const call = calls[0] as Call;
    expect(call.url).toBe(`${GRAPH_API}/1234567890/messages`);
    expect(GRAPH_API).toBe('https://graph.facebook.com/v20.0');
    expect(call.init.method).toBe('POST');
    expect(call.init.headers.authorization).toBe('Bearer EAAG-test');
    expect(JSON.parse(call.init.body)).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919812345678',
      type: 'text',
      text: { preview_url: false, body: message.text },
    });
  });

  const TEMPLATES = JSON.stringify({
    visit_scheduled: { name: 'kotastay_visit_scheduled', language: 'en', params: ['pg', 'time', 'escort', 'escortPhone'] },
  });
  const scheduled = {
    ...message,
    template: 'visit_scheduled',
    params: { pg: 'Saraswati Girls Hostel', time: '11:00, 24 Nov', escort: 'Ravi Kumar', escortPhone: '', area: 'RGN' },
  };

  test('a configured template is sent with its own variables in the configured order (an empty one as "-")', async () => {
    const { calls, fetchImpl } = stubFetch(200, { messages: [{ id: 'wamid.T' }] });
    await messagingProviderFrom({ ...WA, WHATSAPP_TEMPLATES: TEMPLATES }, false, fetchImpl).send(scheduled);
    expect(JSON.parse((calls[0] as Call).init.body)).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919812345678',
      type: 'template',
      template: {
        name: 'kotastay_visit_scheduled',
        language: { code: 'en' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Saraswati Girls Hostel' },
              { type: 'text', text: '11:00, 24 Nov' },
              { type: 'text', text: 'Ravi Kumar' },
              { type: 'text', text: '-' },
            ],
          },
        ],
      },
    });
  });

  test('a template that is not configured goes as plain text; a missing parameter fails before anything is sent', async () => {
    const { calls, fetchImpl } = stubFetch(200, { messages: [{ id: 'wamid.P' }] });
    const wa = messagingProviderFrom({ ...WA, WHATSAPP_TEMPLATES: TEMPLATES }, false, fetchImpl);
    await wa.send({ ...scheduled, template: 'confirmed' });
    expect(JSON.parse((calls[0] as Call).init.body)).toMatchObject({ type: 'text', text: { body: message.text } });
    const missing = wa.send({ ...scheduled, params: { pg: 'Saraswati Girls Hostel' } });
    await expect(missing).rejects.toThrow('The message has no "time" for the WhatsApp template kotastay_visit_scheduled.');
    expect(calls).toHaveLength(1);
  });

  test('bad template configuration is refused with the field to fix; the old single-{{1}} setting is refused', () => {
    expect(() => messagingProviderFrom({ ...WA, WHATSAPP_TEMPLATES: '{' }, false)).toThrow('WHATSAPP_TEMPLATES is not valid JSON.');
    expect(() => messagingProviderFrom({ ...WA, WHATSAPP_TEMPLATES: '{"confirmed":{"name":"x"}}' }, false)).toThrow('WHATSAPP_TEMPLATES.confirmed needs a name and a language.');
    expect(() => messagingProviderFrom({ ...WA, WHATSAPP_TEMPLATES: '{"confirmed":{"name":"x","language":"en","params":[1]}}' }, false)).toThrow(/confirmed\.params/);
    expect(() => messagingProviderFrom({ ...WA, WHATSAPP_TEMPLATE_NAME: 'kotastay_update' }, false)).toThrow(/WHATSAPP_TEMPLATES/);
  });

  test('a refusal becomes a MessagingError naming the status, code and Meta’s message', async () => {
    const { fetchImpl } = stubFetch(400, { error: { message: '(#131030) Recipient phone number not in allowed list', code: 131030 } });
    const send = messagingProviderFrom(WA, false, fetchImpl).send(message);
    await expect(send).rejects.toThrow(MessagingError);
    await expect(messagingProviderFrom(WA, false, fetchImpl).send(message)).rejects.toThrow(
      'WhatsApp refused the message (400, code 131030): (#131030) Recipient phone number not in allowed list',
    );
    await expect(send).rejects.toMatchObject({ transient: false });
  });

  test('429 and 5xx and an unreachable API are transient (tried again); other refusals are final', async () => {
    for (const [status, transient] of [[429, true], [500, true], [503, true], [400, false], [401, false], [404, false]] as const) {
      const { fetchImpl } = stubFetch(status, { error: { message: 'x' } });
      await expect(messagingProviderFrom(WA, false, fetchImpl).send(message), String(status)).rejects.toMatchObject({ transient });
    }
    const down: FetchLike = async () => {
      throw new Error('timeout');
    };
    await expect(messagingProviderFrom(WA, false, down).send(message)).rejects.toMatchObject({ transient: true });
  });

  test('a network failure or an answer without an id is a MessagingError too', async () => {
    const down: FetchLike = async () => {
      throw new Error('getaddrinfo ENOTFOUND graph.facebook.com');
    };
    await expect(messagingProviderFrom(WA, false, down).send(message)).rejects.toThrow(/could not be reached: getaddrinfo ENOTFOUND/);
    const { fetchImpl } = stubFetch(200, { messages: [] });
    await expect(messagingProviderFrom(WA, false, fetchImpl).send(message)).rejects.toThrow('WhatsApp answered without a message id.');
  });
});

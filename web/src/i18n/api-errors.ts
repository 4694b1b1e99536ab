// What a failed API call says to the reader, in their language (docs/decisions/140-hindi.md). In English: the API's
// own message (it names the exact fields and limits, as docs/requirements/errors-and-messages.md gives them). In
// Hindi: common's apiErrors text for the error's code (with the field names for invalid_input), else the API's
// message — a code the client has no text for still says what the server said.
import { ApiError } from '../lib/api-client';
import i18n from './index';

function apiBody(err: unknown): { error?: string; message?: string; fields?: Record<string, string> } | null {
  return err instanceof ApiError && typeof err.body === 'object' && err.body !== null ? (err.body as never) : null;
}

/** The reader's text for a failed API call; null when the error carries no API message (a network failure…). */
export function apiErrorMessage(err: unknown, instance = i18n): string | null {
  const body = apiBody(err);
  const serverMessage = typeof body?.message === 'string' && body.message ? body.message : null;
  if (instance.language === 'en') return serverMessage;
  const code = typeof body?.error === 'string' ? body.error : null;
  if (code && instance.exists(`common:apiErrors.${code}`)) {
    const fields = Object.keys(body?.fields ?? {}).join(', ');
    return instance.t(`apiErrors.${code}` as 'apiErrors.internal', { ns: 'common', fields });
  }
  if (!body && err instanceof TypeError) return instance.t('apiErrors.network', { ns: 'common' });
  return serverMessage;
}

/** apiErrorMessage, else the error's own text. */
export const apiErrorText = (err: unknown, instance = i18n): string =>
  apiErrorMessage(err, instance) ?? (err instanceof Error ? err.message : String(err));

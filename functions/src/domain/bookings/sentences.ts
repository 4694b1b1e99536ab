// Messages composed from a gateway's own words.
/**
 * "The payment failed: <the gateway's reason>." as one sentence: the reason's own closing full stop (the gateways'
 * and the local checkout's descriptions end with one) is not doubled (issue #21: "…(local test checkout).. Nothing").
 */
export function paymentFailedSentence(description: string | null | undefined): string {
  const reason = (description ?? '').trim().replace(/[\s.!?।]+$/u, '');
  return reason ? `The payment failed: ${reason}.` : 'The payment failed.';
}

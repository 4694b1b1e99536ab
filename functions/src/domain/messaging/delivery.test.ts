import { describe, expect, test } from 'vitest';
import { fallbackText } from './delivery';

describe('fallbackText (KYC messages queued without a text)', () => {
  test('approval and rejection, with the reason when there is one; unknown templates have none', () => {
    expect(fallbackText('kyc_approved', {})).toBe('KotaStay: your PG owner verification is approved. You can now list your PG on KotaStay.');
    expect(fallbackText('kyc_rejected', { reason: ' The photo is blurred. ' })).toBe(
      'KotaStay: your PG owner verification needs changes. Reason: The photo is blurred. Open KotaStay to correct and resubmit it.',
    );
    expect(fallbackText('kyc_rejected', {})).toBe('KotaStay: your PG owner verification needs changes. Open KotaStay to correct and resubmit it.');
    expect(fallbackText('visit_scheduled', {})).toBeNull();
    expect(fallbackText(undefined, {})).toBeNull();
  });
});

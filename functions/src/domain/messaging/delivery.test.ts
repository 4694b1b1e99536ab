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

  test('in Hindi when the applicant applied in Hindi; anything else is English', () => {
    expect(fallbackText('kyc_approved', {}, 'hi')).toBe(
      'KotaStay: PG मालिक के रूप में आपका सत्यापन स्वीकृत हो गया है। अब आप KotaStay पर अपना PG लिस्ट कर सकते हैं।',
    );
    expect(fallbackText('kyc_rejected', { reason: 'फोटो धुंधली है।' }, 'hi')).toBe(
      'KotaStay: PG मालिक के रूप में आपके सत्यापन में बदलाव चाहिए। कारण: फोटो धुंधली है। KotaStay खोलकर सुधारें और फिर से भेजें।',
    );
    expect(fallbackText('kyc_rejected', {}, 'hi')).toBe('KotaStay: PG मालिक के रूप में आपके सत्यापन में बदलाव चाहिए। KotaStay खोलकर सुधारें और फिर से भेजें।');
    expect(fallbackText('kyc_approved', {}, 'fr')).toBe(fallbackText('kyc_approved', {}, 'en'));
    expect(fallbackText('kyc_approved', {}, undefined)).toBe(fallbackText('kyc_approved', {}));
  });
});

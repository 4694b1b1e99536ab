// User-facing strings of the map feature (Hindi). Same keys as en.ts.
import type { Strings } from '../../../i18n/strings';
import type { en } from './en';

export const hi: Strings<typeof en> = {
  pin: 'मैप पर पिन',
  pinAt: 'पिन: {{latitude}}, {{longitude}}',
  loadError: 'मैप लोड नहीं हो पाया। इंटरनेट कनेक्शन देखें, या "मेरी लोकेशन लें" दबाएँ।',
};

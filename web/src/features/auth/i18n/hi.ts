// User-facing strings of the auth feature (Hindi). Same keys as en.ts.
import type { Strings } from '../../../i18n/strings';
import type { en } from './en';

export const hi: Strings<typeof en> = {
  notify: {
    recaptchaError: { title: 'reCAPTCHA में गड़बड़ी', text: 'वेरिफ़िकेशन शुरू नहीं हो पाया। कृपया फिर से कोशिश करें।' },
    invalidPhone: { title: 'मोबाइल नंबर सही नहीं है', text: 'कृपया 10 अंकों का भारतीय मोबाइल नंबर डालें' },
    sendFailed: { title: 'OTP नहीं भेजा जा सका', text: 'कृपया थोड़ी देर बाद फिर से कोशिश करें' },
    invalidOtp: { title: 'OTP सही नहीं है', text: 'कृपया 6 अंकों का वेरिफ़िकेशन कोड डालें' },
    sessionExpired: { title: 'सेशन ख़त्म हो गया', text: 'कृपया नया वेरिफ़िकेशन कोड मँगाएँ' },
    verifyFailed: { title: 'वेरिफ़िकेशन नहीं हुआ', text: 'वेरिफ़िकेशन कोड सही नहीं है' },
    otpSent: { title: 'OTP भेज दिया गया', text: 'आपके फ़ोन पर वेरिफ़िकेशन कोड भेज दिया गया है' },
    verified: { title: 'वेरिफ़िकेशन हो गया', text: 'आपका मोबाइल नंबर वेरिफ़ाई हो गया है' },
    signedOut: { title: 'लॉग आउट हो गए', text: 'फिर मिलेंगे।' },
  },
  providerErrors: {
    'auth/invalid-verification-code': 'वेरिफ़िकेशन कोड सही नहीं है',
    'auth/code-expired': 'इस कोड का समय ख़त्म हो गया है। कृपया नया कोड मँगाएँ।',
    'auth/too-many-requests': 'बहुत ज़्यादा बार कोशिश हो गई। कुछ मिनट रुककर फिर से कोशिश करें।',
    'auth/quota-exceeded': 'अभी और कोड नहीं भेजे जा सकते। कृपया थोड़ी देर बाद कोशिश करें।',
    'auth/invalid-phone-number': 'यह मोबाइल नंबर सही नहीं है। 10 अंक जाँच लें।',
    'auth/network-request-failed': 'इंटरनेट कनेक्शन नहीं है। नेटवर्क देखें और फिर से कोशिश करें।',
    'auth/captcha-check-failed': 'सुरक्षा जाँच पूरी नहीं हुई। कृपया फिर से कोशिश करें।',
  },
  signIn: {
    title: 'KotaStay में आपका स्वागत है',
    subtitle: 'अपने मोबाइल नंबर से लॉगिन करें या नया अकाउंट बनाएँ',
    phoneLabel: 'मोबाइल नंबर',
    phoneHelper: '10 अंकों का भारतीय मोबाइल नंबर, +91 या 0 के बिना',
    countryCode: '+91',
    sendOtp: 'OTP भेजें',
    sending: 'भेज रहे हैं…',
    otpLabel: 'वेरिफ़िकेशन कोड',
    otpHelper: 'SMS में आया 6 अंकों का कोड',
    codeSentTo: '{{phone}} पर कोड भेजा गया',
    verify: 'वेरिफ़ाई करें',
    verifying: 'वेरिफ़ाई हो रहा है…',
    changeNumber: 'नंबर बदलें',
    resendIn: '{{seconds}} सेकंड में दोबारा भेज सकते हैं',
    resend: 'कोड दोबारा भेजें',
    legal: 'आगे बढ़कर आप हमारी <terms>शर्तें</terms> और <privacy>प्राइवेसी पॉलिसी</privacy> मानते हैं।',
    emulatorHint: 'लोकल डेमो: कोई SMS नहीं भेजा जाता। कोड {{code}} है।',
    emulatorHintWaiting: 'लोकल डेमो: कोई SMS नहीं भेजा जाता। Auth emulator में कोड ढूँढ रहे हैं…',
  },
  benefits: {
    title: 'छात्र लॉगिन क्यों करते हैं',
    location: { title: 'जगह और किराये के हिसाब से PG देखें', text: 'आपकी कोचिंग के पास के PG, असली मासिक किराये के साथ।' },
    amenities: { title: 'सुविधाएँ और फ़ोटो', text: 'मेस, AC, Wi-Fi, पढ़ाई का समय और हर कमरे की असली फ़ोटो।' },
    verified: { title: 'टीम से वेरिफ़ाइड PG', text: 'लिस्ट होने से पहले हमारी टीम हर PG पर ख़ुद जाकर देखती है।' },
    visits: {
      title: 'विज़िट बुक करें, कमरा पक्का करें',
      text: 'हमारी टीम के साथ PG देखें, फिर छोटा-सा टोकन देकर अपना कमरा रोक लें।',
    },
  },
  admin: {
    loginTitle: 'KotaStay एडमिन',
    loginSubtitle: 'अपने एडमिन अकाउंट वाले मोबाइल नंबर से लॉगिन करें।',
    teamLoginTitle: 'KotaStay टीम',
    teamLoginSubtitle: 'बुकिंग या मूव-इन टीम के लिए रजिस्टर्ड मोबाइल नंबर से लॉगिन करें।',
    notAuthorised: 'अनुमति नहीं है',
    notAuthorisedText:
      '{{phone}} नंबर से लॉगिन तो है, पर इसे {{area}} का ऐक्सेस नहीं है। किसी सुपर एडमिन से इस नंबर को रोल दिलवाएँ, या लॉग आउट करके दूसरे नंबर से लॉगिन करें।',
    areaAdmin: 'एडमिन',
    areaTeam: 'टीम',
    continue: 'आगे बढ़ें',
    signOut: 'लॉग आउट',
  },
};

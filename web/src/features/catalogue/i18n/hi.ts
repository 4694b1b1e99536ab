// User-facing strings of the catalogue feature (Hindi). Same keys as en.ts.
import type { Strings } from '../../../i18n/strings';
import type { en } from './en';

export const hi: Strings<typeof en> = {
  admin: {
    back: 'डैशबोर्ड पर वापस',
    title: 'कैटलॉग',
    intro: 'वे कोचिंग, ब्रांच और इलाक़े जिन्हें छात्र खोजते हैं। कोई भी बदलाव सर्च में तुरंत दिखने लगता है।',
    tabs: { coachings: 'कोचिंग', branches: 'ब्रांच', areas: 'इलाक़े' },
    add: { coachings: 'कोचिंग जोड़ें', branches: 'ब्रांच जोड़ें', areas: 'इलाक़ा जोड़ें' },
    editTitle: { coachings: 'कोचिंग बदलें', branches: 'ब्रांच बदलें', areas: 'इलाक़ा बदलें' },
    empty: {
      coachings: 'अभी कोई कोचिंग नहीं है।',
      branches: 'इस कोचिंग की अभी कोई ब्रांच नहीं है।',
      areas: 'अभी कोई इलाक़ा नहीं है।',
    },
    loadFailed: 'लिस्ट लोड नहीं हो पाई। अपना कनेक्शन जाँचें और पेज रीलोड करें।',
    edit: 'बदलें',
    delete: 'हटाएँ',
    cancel: 'रद्द करें',
    save: 'सेव करें',
    saving: 'सेव हो रहा है…',
    saved: '{{name}} सेव हो गया।',
    deleted: '{{name}} हटा दिया गया।',
    saveFailed: 'सेव नहीं हो पाया। अपना कनेक्शन जाँचकर फिर कोशिश करें; आपने जो लिखा है वह यहीं है।',
    deleteFailed: 'हटाया नहीं जा सका। अपना कनेक्शन जाँचकर फिर कोशिश करें।',
    confirmTitle: '{{name}} हटाएँ?',
    confirmText: 'सर्च में यह तुरंत दिखना बंद हो जाएगा। इसे वापस नहीं लाया जा सकता।',
    popular: 'लोकप्रिय',
    popularRank: 'लोकप्रियता का क्रम (1 = सबसे पहले)',
    rank: 'क्रम {{rank}}',
    pickCoaching: 'कोचिंग',
    pinHelp: 'पिन की जगह बदलने के लिए मैप पर टैप करें, या कोऑर्डिनेट लिखें।',
    fields: {
      name: 'नाम',
      shortName: 'छोटा नाम (ज़रूरी नहीं)',
      exams: 'परीक्षाएँ',
      website: 'वेबसाइट (ज़रूरी नहीं)',
      address: 'पता',
      area: 'मोहल्ला/इलाक़ा (ज़रूरी नहीं)',
      description: 'जानकारी (ज़रूरी नहीं)',
      aliases: 'दूसरे नाम, कॉमा लगाकर (ज़रूरी नहीं)',
      lat: 'अक्षांश (Latitude)',
      lng: 'देशांतर (Longitude)',
    },
    notANumber: 'कोई संख्या लिखें, जैसे 25.1425।',
  },
};

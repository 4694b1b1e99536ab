// The booking messages in Hindi (docs/decisions/140-hindi.md): the same templates, audiences and parameters as
// MESSAGE_TEMPLATES in messages.ts, for bookings made in Hindi. Western digits; the names (PG, escort, student) as written.
import type { CancelReason } from '@kotastay/shared/schemas/booking';

type Params = Record<string, string>;

export const MESSAGE_TEMPLATES_HI = {
  hold_expired: {
    student: (p: Params) =>
      `KotaStay: ${p.pg} (${p.time}) की विज़िट का ₹${p.token} टोकन 15 मिनट में जमा नहीं हुआ, इसलिए वह समय छोड़ दिया गया। कोई पैसा नहीं कटा।`,
  },
  parent_approval_request: {
    parent: (p: Params) =>
      `KotaStay: एक विद्यार्थी ने PG विज़िट की एक बुकिंग पर आपकी मंज़ूरी माँगी है। देखने और जवाब देने के लिए ${p.link} खोलें और ${p.deadline} तक इसी नंबर से लॉगिन करें।`,
  },
  parent_update: {
    parent: () =>
      'KotaStay: जिस PG विज़िट बुकिंग में यह नंबर माता-पिता के संपर्क के रूप में दिया गया है, उसकी नई जानकारी है। देखने के लिए इसी नंबर से KotaStay पर लॉगिन करें।',
  },
  parent_approved: {
    student: (p: Params) =>
      `KotaStay: आपके माता-पिता ने ${p.pg} (${p.time}) की विज़िट मंज़ूर कर दी है। समय पक्का रखने के लिए ${p.holdUntil} तक "मेरी बुकिंग" में ₹${p.token} का टोकन जमा करें।`,
  },
  parent_declined: {
    student: (p: Params) =>
      `KotaStay: आपके माता-पिता ने ${p.pg} (${p.time}) की विज़िट मंज़ूर नहीं की, इसलिए बुकिंग रद्द हो गई और समय छोड़ दिया गया। कोई पैसा नहीं कटा।`,
  },
  token_paid: {
    student: (p: Params) =>
      `KotaStay: ${p.pg} (${p.time}) की विज़िट का ₹${p.token} टोकन मिल गया। हमारी टीम जल्द ही समय और आपके साथ जाने वाले सदस्य की पुष्टि करेगी।`,
    parent: (p: Params) =>
      `KotaStay: ${p.student} ने ${p.pg}, ${p.area} की गाइडेड विज़िट ${p.time} के लिए बुक की है। विज़िट से पहले हम साथ जाने वाले सदस्य का नाम भेजेंगे।`,
    owner: (p: Params) =>
      `KotaStay: ${p.pg} के लिए विज़िट का नया अनुरोध: ${p.student} ${p.time} के लिए ${p.room} के बारे में पूछ रहे हैं। हमारी टीम आपसे समय पक्का करेगी; KotaStay में "आपके PG की विज़िट" देखें।`,
  },
  payment_receipt: {
    parent: (p: Params) =>
      `KotaStay रसीद ${p.receiptNo}: ${p.student} ने ${p.pg} की विज़िट के लिए ₹${p.token} टोकन ${p.paidAt} को जमा किया। पेमेंट रेफ़ ${p.paymentId}। PG में शिफ़्ट होने पर यह पहले महीने के किराये में जुड़ जाएगा।`,
  },
  visit_scheduled: {
    student: (p: Params) =>
      `KotaStay: ${p.pg} की आपकी विज़िट ${p.time} को है। ${p.escort} (${p.escortPhone}) आपको PG दिखाएँगे।`,
    parent: (p: Params) =>
      `KotaStay: ${p.student} की ${p.pg} की विज़िट ${p.time} को है, साथ में हमारे ${p.escort} (${p.escortPhone}) रहेंगे।`,
    owner: (p: Params) => `KotaStay: ${p.pg} में विज़िट तय हुई: ${p.student} (${p.room}) ${p.time} को हमारे सदस्य के साथ आएँगे।`,
  },
  visit_rescheduled: {
    student: (p: Params) =>
      `KotaStay: ${p.pg} की आपकी विज़िट का समय बदलकर ${p.time} हो गया है। आपके साथ ${p.escort} (${p.escortPhone}) रहेंगे।`,
    parent: (p: Params) =>
      `KotaStay: ${p.student} की ${p.pg} की विज़िट का समय बदलकर ${p.time} हो गया है, साथ में ${p.escort} (${p.escortPhone}) रहेंगे।`,
    owner: (p: Params) => `KotaStay: ${p.pg} की विज़िट का समय बदला: ${p.student} (${p.room}) अब ${p.time} को आएँगे।`,
  },
  no_show_reschedule: {
    student: (p: Params) =>
      `KotaStay: आप ${p.pg} की विज़िट (${p.time}) पर नहीं आए। हम एक बार मुफ़्त में नया समय देते हैं: हमारी टीम नया समय तय करने के लिए आपको कॉल करेगी। अगर वह विज़िट भी छूट गई, तो ₹${p.token} का टोकन वापस नहीं होगा।`,
    parent: (p: Params) =>
      `KotaStay: ${p.student} ${p.pg} की विज़िट (${p.time}) पर नहीं आए। हम एक बार मुफ़्त में नया समय देते हैं; हमारी टीम नया समय तय करने के लिए कॉल करेगी।`,
  },
  visit_done: {
    student: (p: Params) => `KotaStay: ${p.pg} देखने आने के लिए धन्यवाद। कमरे के बारे में हमारी मूव-इन टीम आपको कॉल करेगी।`,
    parent: (p: Params) =>
      `KotaStay: ${p.student} ने आज ${p.escort} के साथ ${p.pg} देखा। कमरे के बारे में हमारी मूव-इन टीम कॉल करेगी।`,
  },
  confirmed: {
    student: (p: Params) =>
      `KotaStay: ${p.pg} में आपका शिफ़्ट होना पक्का हो गया। ₹${p.token} का टोकन आपके पहले महीने के किराये में जोड़ दिया गया है।`,
    parent: (p: Params) =>
      `KotaStay: ${p.student} का ${p.pg} में शिफ़्ट होना पक्का हो गया। ₹${p.token} का टोकन पहले महीने के किराये में जोड़ दिया गया है।`,
    owner: (p: Params) => `KotaStay: ${p.student} ${p.pg} (${p.room}) में शिफ़्ट हो गए हैं। KotaStay में "रहने वाले छात्र" देखें।`,
  },
  cancelled: {
    student: (p: Params) => `KotaStay: ${p.pg} (${p.time}) की आपकी बुकिंग रद्द हो गई है। कारण: ${p.reason}। ${p.refund}`,
    parent: (p: Params) =>
      `KotaStay: ${p.student} की ${p.pg} (${p.time}) की बुकिंग रद्द हो गई है। कारण: ${p.reason}। ${p.refund}`,
    owner: (p: Params) => `KotaStay: ${p.pg} की विज़िट रद्द हुई: ${p.student} (${p.room}) ${p.time} को नहीं आएँगे।`,
  },
  refund_receipt: {
    parent: (p: Params) =>
      `KotaStay रिफ़ंड: ${p.student} की ${p.pg} की विज़िट के ₹${p.amount} उसी तरीक़े में वापस भेज दिए गए हैं जिससे पेमेंट हुआ था (रेफ़ ${p.refundId})। पैसा 5-7 कामकाजी दिनों में खाते में पहुँच जाएगा।`,
  },
  refund_failed: {
    parent: (p: Params) =>
      `KotaStay: ${p.student} की ${p.pg} की विज़िट का ₹${p.amount} का रिफ़ंड नहीं हो पाया। हमारी टीम इसे ठीक करने के लिए आपको कॉल करेगी।`,
  },
};

/** CANCEL_REASONS' labels in Hindi (the web app's bookings namespace says the same). */
export const CANCEL_REASON_LABELS_HI: Record<CancelReason, string> = {
  hold_expired: 'टोकन 15 मिनट में जमा नहीं हुआ',
  student_cancelled: 'छात्र ने रद्द की',
  student_declined: 'छात्र ने कमरा न लेने का फ़ैसला किया',
  no_show: 'छात्र विज़िट पर नहीं आए',
  pg_mismatch: 'PG अपनी लिस्टिंग जैसा नहीं था',
  room_taken: 'कमरा किसी और को मिल गया',
  team_cancelled: 'KotaStay टीम ने रद्द की',
  paid_after_expiry: 'टोकन तय समय निकलने के बाद जमा हुआ',
  parent_declined: 'माता-पिता ने विज़िट मंज़ूर नहीं की',
  approval_expired: 'माता-पिता ने समय रहते जवाब नहीं दिया',
};

export const WORDS_HI = {
  refundStarted: (amount: number) => `आपका ₹${amount} का टोकन उसी तरीक़े में वापस भेजा जा रहा है जिससे पेमेंट हुआ था।`,
  tokenKept: (token: number) => `₹${token} का टोकन वापस नहीं होगा (रिफ़ंड पॉलिसी देखें)।`,
  nothingCharged: 'कोई पैसा नहीं कटा।',
  theStudent: 'छात्र',
  ourTeam: 'हमारी टीम',
};

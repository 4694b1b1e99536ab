// The stays namespace in Hindi (the same keys as en.ts).
import type { en } from './en';

export const hi: typeof en = {
  student: {
    title: 'आपका PG में रहना',
    loadError: 'आपके रहने की जानकारी नहीं खुल सकी। इंटरनेट देखें और पेज फिर से खोलें।',
  },
  card: {
    status: {
      active: 'यहाँ रह रहे हैं',
      notice_given: 'नोटिस दिया गया',
      ended: 'PG छोड़ दिया',
    },
    room: '{{sharing}} शेयरिंग · {{ac}}',
    sharing: { single: 'सिंगल', double: 'डबल', triple: 'ट्रिपल' },
    ac: 'AC',
    nonAc: 'बिना AC',
    since: '{{date}} को शिफ़्ट हुए',
    monthly: 'महीने का ख़र्च ₹{{total}}: किराया ₹{{rent}} + अतिरिक्त ₹{{extras}}',
    token: 'विज़िट का ₹{{token}} टोकन पहले महीने के किराये में जुड़ा',
    noDeposit: 'कोई डिपॉज़िट नहीं: KotaStay के PG कोई सिक्योरिटी या कॉशन डिपॉज़िट नहीं लेते।',
    maintenance: 'मेंटेनेंस ₹{{inr}} सालाना',
    notice: '{{given}} को नोटिस दिया। विदाई की तारीख़ {{date}}: उसी दिन बेड लौटाया जाएगा।',
    ended: '{{date}} को PG छोड़ा।',
    statementTitle: 'अंतिम हिसाब',
    statement: '{{days}} दिन रहे ({{start}} से {{end}})। कोई डिपॉज़िट नहीं लिया गया। बचे हुए किराये का हिसाब मूव-इन टीम {{refundDays}} दिन के भीतर PG मालिक से करेगी।',
  },
  notice: {
    title: 'PG छोड़ रहे हैं? नोटिस दें',
    help: 'नोटिस की अवधि {{days}} दिन है: विदाई की तारीख़ {{date}} या उसके बाद की हो सकती है। बचे हुए किराये का हिसाब मूव-इन टीम विदाई के 10 दिन के भीतर PG मालिक से करती है।',
    date: 'विदाई की तारीख़',
    reason: 'कारण (ज़रूरी नहीं)',
    submit: 'नोटिस दें',
    sending: 'भेजा जा रहा है…',
    done: 'नोटिस दे दिया। हमने आपके माता-पिता को बता दिया है; आपकी विदाई की तारीख़ {{date}} है।',
    tooEarly: '{{date}} या उसके बाद की तारीख़ चुनें ({{days}} दिन की नोटिस अवधि)।',
    failed: 'नोटिस नहीं भेजा जा सका। इंटरनेट देखें और फिर से कोशिश करें।',
  },
  parent: {
    title: '{{name}} का PG में रहना',
  },
  residents: {
    title: 'रहने वाले छात्र',
    empty: 'अभी KotaStay से आपके PG में कोई छात्र नहीं रह रहा।',
    row: '{{name}} · {{pg}} · {{room}}',
    dates: '{{start}} से',
    leaving: '{{date}} को जा रहे हैं',
    left: '{{date}} को चले गए',
    loadError: 'रहने वाले छात्रों की सूची नहीं खुल सकी। पेज फिर से खोलें।',
  },
  desk: {
    title: 'PG छोड़ने के नोटिस',
    empty: 'किसी छात्र ने नोटिस नहीं दिया है।',
    row: '{{name}} · {{pg}} · विदाई {{date}}',
  },
};

// Round four of the search quality benchmark: a held-out set written without reading the search understanding code,
// from the catalogue (shared/src/kota-catalogue.ts) and the public demo listings (scripts/seed/pgs.ts demoPgs()), the
// way students and parents in Kota type on a phone: short, lowercase, misspelt, Hinglish, Devanagari, odd word order.
// It is different from search-queries.ts, search-queries-heldout.ts, search-queries-round-two.ts and
// search-queries-round-three.ts in wording, places, budgets and PG names. Same format and scoring. Landmark ids are
// limited to the ones the earlier sets already use. Written after round three's fixes, it scored 79 of 83 when first
// run (2026-11-29); the 4 it missed ("own washroom", "bathroom attach", "saikripa", "shriram") are fixed in the code
// (docs/decisions/234-search-round-three.md).
import { H, I, N, P, PI, T, cheapest, type BenchQuery } from './search-queries';

export const ROUND_FOUR: readonly BenchQuery[] = [
  // Places, phrased the way people say them.
  P('pg opposite bansal classes', 'coaching:bansal-classes'),
  P('hostel behind mbs hospital', 'landmark:mbs-hospital'),
  P('rooms near cad circle kota', 'landmark:cad-circle'),
  P('rooms near kishore sagar talab', 'landmark:kishore-sagar'),
  P('room near sangyan', 'branch:allen-sangyan'),
  P('pg next to motion daksh', 'branch:motion-daksh'),
  P('pg near nucleus institute', 'coaching:nucleus-education'),
  P('paying guest in mahaveer nagar', 'area:mahaveer-nagar'),
  P('hostels at vigyan nagar kota', 'area:vigyan-nagar'),
  P('pg in shrinathpuram colony', 'area:shrinathpuram'),
  P('accommodation for students in dadabari', 'area:dadabari'),
  // Typos and spelling variants: dropped, doubled, swapped and inserted letters, phonetic spellings, joined words.
  T('talawandi', 'area:talwandi'),
  T('landmak city', 'area:landmark-city'),
  T('kuhnadi', 'area:landmark-city'),
  T('indira vihar', 'area:indra-vihar'),
  T('rajeev gandhinagar', 'area:rajeev-gandhi-nagar'),
  T('mahaver nagar', 'area:mahaveer-nagar'),
  T('vigyaan nagar', 'area:vigyan-nagar'),
  T('dadabadi', 'area:dadabari'),
  T('jawaher nagar', 'area:jawahar-nagar'),
  T('shrinatpuram', 'area:shrinathpuram'),
  T('electornic complex', 'area:electronic-complex'),
  T('allen satyart', 'branch:allen-satyarth'),
  T('motion druv', 'branch:motion-dhruv'),
  T('resonnance', 'coaching:resonance'),
  T('physics wala', 'coaching:physics-wallah-vidyapeeth'),
  // Intents only, in new words.
  I('pg for boys having ac', { gender: 'boys', ac: true }),
  I('room with own washroom', { attachedBathroom: true }),
  I('max rent 9500', { maxRentInr: 9500 }),
  I('2 seater non ac', { sharing: ['double'], ac: false }),
  I('1 seater ac room', { sharing: ['single'], ac: true }),
  I('triple seater under 5500', { sharing: ['triple'], maxRentInr: 5500 }),
  I('less than 8500 per month', { maxRentInr: 8500 }),
  I('under 6.5k', { maxRentInr: 6500 }),
  I('between 7500 to 9500', { minRentInr: 7500, maxRentInr: 9500 }),
  I('girls only hostel with wifi', { gender: 'girls', amenities: ['wifi'] }),
  I('co ed pg with mess', { gender: 'coed', food: 'included' }),
  I('only room no food', { food: 'none' }),
  I('girls pg with ac room and attached bath', { gender: 'girls', ac: true, attachedBathroom: true }),
  I('girls pg anti suicide fan', { gender: 'girls', amenities: ['anti_suicide_fan'] }),
  I('hostal for ladies with geyser', { gender: 'girls', amenities: ['geyser'] }),
  // A place with intents.
  PI('girls hostel opposite city mall', 'landmark:city-mall', { gender: 'girls' }),
  PI('single seater ac near allen sangyan', 'branch:allen-sangyan', { sharing: ['single'], ac: true }),
  PI('pure veg hostel near vibrant academy', 'coaching:vibrant-academy', { food: 'veg' }),
  PI('2 seater room shrinathpuram under 8k', 'area:shrinathpuram', { sharing: ['double'], maxRentInr: 8000 }),
  PI('electronic complex boys pg with food', 'area:electronic-complex', { gender: 'boys', food: 'included' }),
  PI('room with attached bath near cad circle', 'landmark:cad-circle', { attachedBathroom: true }),
  PI('non ac hostel borkheda under 5k', 'area:borkheda', { ac: false, maxRentInr: 5000 }),
  PI('ladies pg dadabari with lady warden', 'area:dadabari', { gender: 'girls', amenities: ['female_warden'] }),
  PI('boys hostel near unacademy talwandi', 'branch:unacademy-talwandi', { gender: 'boys' }),
  PI('indra vihar pg with wifi below 9k', 'area:indra-vihar', { amenities: ['wifi'], maxRentInr: 9000 }),
  PI('coed hostel close to chambal garden', 'landmark:chambal-garden', { gender: 'coed' }),
  PI('landmark city boys hostel with gym', 'area:landmark-city', { gender: 'boys', amenities: ['gym'] }),
  cheapest(PI('cheapest single room near allen kunhadi', 'branch:allen-kunhadi', { sharing: ['single'] })),
  // Hindi (Devanagari), Hinglish, and the two mixed.
  H('allen satyarth के पास girls pg', 'branch:allen-satyarth', { gender: 'girls' }),
  cheapest(H('sasta hostel jawahar nagar me', 'area:jawahar-nagar', {})),
  H('veg mess wala hostel', null, { food: 'veg' }),
  H('नयापुरा बस स्टैंड के पास कमरा', 'landmark:nayapura-bus-stand', {}),
  H('रेलवे स्टेशन के पास हॉस्टल', 'landmark:kota-junction', {}),
  H('विज्ञान नगर में 7 हज़ार तक पीजी', 'area:vigyan-nagar', { maxRentInr: 7000 }),
  H('लड़कियों के लिए एसी कमरा', null, { gender: 'girls', ac: true }),
  H('डबल शेयरिंग रूम', null, { sharing: ['double'] }),
  H('मोशन द्रोणा कैंपस के पास हॉस्टल', 'branch:motion-drona', {}),
  H('इलेक्ट्रॉनिक कॉम्प्लेक्स में बॉयज़ पीजी', 'area:electronic-complex', { gender: 'boys' }),
  H('ladko ke liye non ac room 6500 tak', null, { gender: 'boys', ac: false, maxRentInr: 6500 }),
  H('coral park me ladkiyo ka pg khane ke sath', 'area:coral-park', { gender: 'girls', food: 'included' }),
  H('bathroom attach wala kamra talwandi', 'area:talwandi', { attachedBathroom: true }),
  H('career point ke najdik hostel', 'coaching:career-point', {}),
  H('ac wala room 11 hajar tak', null, { ac: true, maxRentInr: 11000 }),
  // PGs by name (public demo listings not named in the earlier sets): as typed, partial, joined, misspelt, with the
  // area when the name is shared.
  N('hanuman ladies pg', 'Hanuman Ladies PG', 'talwandi'),
  N('ekta boys hostel mahaveer nagar', 'Ekta Boys Hostel', 'mahaveer-nagar'),
  N('krishna hostel electronic complex', 'Krishna Hostel', 'electronic-complex'),
  N('bright future apartment talwandi', 'Bright Future Apartments', 'talwandi'),
  N('neelkanth apartment', 'Neelkanth Apartments', 'jawahar-nagar'),
  N('vardhman girls hostel rgn', 'Vardhman Girls Hostel', 'rajeev-gandhi-nagar'),
  N('saikripa hostel', 'Sai Kripa Hostel', 'indraprastha-industrial-area'),
  N('tulsibhawan', 'Tulsi Bhawan', 'talwandi'),
  N('shriram hostel', 'Shri Ram Hostel', 'indra-vihar'),
  // …with typos and spelling variants.
  N('maa durga girls hostal', 'Maa Durga Girls Hostel', 'mahaveer-nagar'),
  N('shanthi ladies pg', 'Shanti Ladies PG', 'talwandi'),
  N('akash girls hostel', 'Aakash Girls Hostel', 'coral-park'),
  N('gaytri ladies pg', 'Gayatri Ladies PG', 'jawahar-nagar'),
  // …and in Devanagari.
  N('महादेव गर्ल्स हॉस्टल', 'Mahadev Girls Hostel', 'talwandi'),
];

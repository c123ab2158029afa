import type { PlanCards, PlanWords } from '../domain/plan-texts'

/** Hindi words of every plan (domain/plan-texts.ts): its card, on the public pages. */
export const hiPlanCards: PlanCards = {
  STANDARD: {
    name: 'प्रकाशन',
    tagline: 'Spotlight पर आपका लेख, समीक्षा के बाद प्रकाशित।',
    features: {
      f1: 'अपने ऐप, वेबसाइट, स्टोर या चैनल के बारे में लेख लिखें',
      f2: 'वीडियो और चित्र जोड़ें',
      f3: 'श्रेणी चुनें',
      f4: 'एकमुश्त भुगतान, कोई सदस्यता नहीं',
    },
    firstStep: 'एक लेख प्रकाशित करने के लिए एक बार भुगतान करें',
  },
  CATEGORY_SLIDER: {
    name: 'श्रेणी स्लाइडर',
    tagline: 'आपके लेख की श्रेणी के स्लाइडर में आपका वीडियो।',
    features: {
      f1: '20 सेकंड का वीडियो रोटेशन',
      f2: 'हर दिन बदलता क्रम',
      f3: 'चुनिंदा सेक्शन में आपका लेख',
      f4: '30 दिन की पहुँच, नवीनीकरण आप स्वयं करें',
      f5: 'प्रति श्रेणी 7 स्लॉट की सीमा',
    },
  },
  MAIN_SLIDER: {
    name: 'मुख्य स्लाइडर',
    tagline: 'होम पेज के स्लाइडर में आपका वीडियो।',
    features: {
      f1: '20 सेकंड का वीडियो रोटेशन',
      f2: 'हर दिन बदलता क्रम',
      f3: 'चुनिंदा सेक्शन में आपका लेख',
      f4: '30 दिन की पहुँच, नवीनीकरण आप स्वयं करें',
      f5: 'कुल 7 स्लॉट की सीमा',
    },
  },
}

/** Hindi words of every plan: the signed-in screens' and the notifications'. */
export const hiPlanWords: PlanWords = {
  STANDARD: {
    bought: 'एक लेख का प्रकाशन',
    boughtFor: 'एक लेख का प्रकाशन: “{{title}}”',
  },
  CATEGORY_SLIDER: {
    activate: '{{plan}} सक्रिय करें',
    renew: '{{plan}} का नवीनीकरण करें',
    bought: '“{{title}}” के लिए {{plan}} ({{category}}) में 30 दिन',
  },
  MAIN_SLIDER: {
    activate: '{{plan}} सक्रिय करें',
    renew: '{{plan}} का नवीनीकरण करें',
    bought: '“{{title}}” के लिए {{plan}} में 30 दिन',
  },
}

import type { ShareCatalogue } from './share-texts'

export const hi: ShareCatalogue = {
  siteName: 'Spotlight',
  siteKicker: 'पायनियरों के लिए बनाया गया',
  homeTitle: 'Spotlight: लेखों में Pi इकोसिस्टम',
  homeHeading: 'Pi इकोसिस्टम की सबसे अच्छी चीज़ें खोजें',
  homeDescription: 'Pi इकोसिस्टम के ऐप, वेबसाइट, स्टोर और चैनलों के बारे में नवीनतम लेख, और Pi में अपने काम का विज्ञापन करने की जगह।',
  advertiseHeading: 'हमारे साथ विज्ञापन दें',
  advertiseDescription:
    'अपना ऐप, वेबसाइट, स्टोर या चैनल पायनियरों के सामने लाएँ। एक बार लेख प्रकाशित करें, फिर हर महीने उसका प्रचार किसी स्लाइडर में करें।',
  categoryKicker: 'श्रेणी',
  categoryTitle: (name) => `"${name}" के लेख`,
  categoryDescription: 'इस श्रेणी में ज्ञानवर्धक लेख खोजें।',
  makerKicker: 'निर्माता',
  makerDescription: (company) => `Spotlight पर ${company} के लेख`,
  byLine: (company, app) => `${company} द्वारा · ऐप: ${app}`,
  // The other public pages' titles and descriptions, as their pages say them (PiNet previews).
  featuredTitle: 'चुनिंदा लेख',
  featuredDescription: 'वे लेख जिनका प्रचार हमारे विज्ञापनदाता स्लाइडरों में करते हैं।',
  contactTitle: 'हमसे संपर्क करें',
  contactDescription: 'सवाल, साझेदारी या सुझाव: हमें लिखें, हम ईमेल से जवाब देंगे।',
  howItWorksTitle: 'Spotlight कैसे काम करता है',
  howItWorksDescription:
    'लेखों की समीक्षा कैसे होती है, प्रचार कैसे बेचा और चिह्नित किया जाता है, रेटिंग कैसे गिनी जाती हैं, “सत्यापित” का क्या अर्थ है और रिपोर्टों पर कैसे कार्रवाई होती है।',
  privacyTitle: 'गोपनीयता नीति',
  privacyDescription: 'Spotlight आपका व्यक्तिगत डेटा कैसे इकट्ठा करता है, उसका उपयोग और सुरक्षा कैसे करता है, और आपके अधिकार।',
  cookieTitle: 'कुकी नीति',
  cookieDescription: 'Spotlight कौन-सी कुकी का उपयोग करता है और अपने ब्राउज़र में उन्हें कैसे प्रबंधित करें।',
  termsTitle: 'सेवा की शर्तें',
  termsDescription: 'Spotlight के उपयोग, लेख प्रकाशित करने और Pi में प्लान का भुगतान करने के नियम।',
  pageTitle: (page) => `${page} | Spotlight`,
}

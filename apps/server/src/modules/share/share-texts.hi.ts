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
  pageTitle: (page) => `${page} | Spotlight`,
}

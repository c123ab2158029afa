import type { NotificationCatalogue } from './notification-texts'

const quoted = (text: string) => `“${text}”`

const REASONS: Record<string, string> = {
  SCAM: 'धोखाधड़ी या फ़िशिंग',
  BROKEN: 'खराब ऐप या लिंक',
  MISLEADING: 'भ्रामक',
  WRONG_CATEGORY: 'गलत श्रेणी',
  OFFENSIVE: 'आपत्तिजनक',
  OTHER: 'अन्य',
}
const OUTCOMES: Record<string, string> = {
  DISMISS: 'एडमिन को कार्रवाई लायक कुछ नहीं मिला।',
  UNPUBLISH: 'इसे अप्रकाशित कर दिया गया।',
  HIDE_REVIEW: 'समीक्षा छिपा दी गई।',
  SUSPEND_MAKER: 'इसके निर्माता को निलंबित कर दिया गया।',
}

/** Hindi notification texts (terms as in the web's GLOSSARY.md; the reader is आप). */
export const hi: NotificationCatalogue = {
  texts: {
    ARTICLE_APPROVED: (p) => ({ title: 'लेख स्वीकृत', body: `${quoted(p.articleTitle)} प्रकाशित हो गया है।` }),
    ARTICLE_REJECTED: (p) => ({
      title: 'लेख अस्वीकृत',
      body: `${quoted(p.articleTitle)} अस्वीकृत कर दिया गया: ${p.reason}`,
    }),
    PAYMENT_COMPLETED: (p) => ({
      title: 'भुगतान पूर्ण',
      body: `आपका ${p.amount} Pi का भुगतान (${p.planType}) पूरा हो गया है।`,
    }),
    PROMOTION_STARTED: (p) =>
      p.renewed
        ? {
            title: 'प्रचार का नवीनीकरण हुआ',
            body: `${quoted(p.articleTitle)} ${p.expiresAt} तक ${p.planType} में बना रहेगा।`,
          }
        : {
            title: 'प्रचार शुरू हुआ',
            body: `${quoted(p.articleTitle)} ${p.expiresAt} तक ${p.planType} में है।`,
          },
    PROMOTION_ENDING: (p) => ({
      title: 'आपका प्रचार 3 दिनों में समाप्त होगा',
      body: `${quoted(p.articleTitle)} ${p.expiresAt} को ${p.planType} से हट जाएगा।`,
    }),
    PROMOTION_ENDED: (p) => ({
      title: 'प्रचार समाप्त',
      body: `${quoted(p.articleTitle)}: ${
        p.impressions && p.clicks && p.ctr
          ? `${p.impressions} इम्प्रेशन, ${p.clicks} क्लिक, CTR ${p.ctr}।`
          : 'इसके लिए कोई आँकड़े दर्ज नहीं हुए।'
      }`,
    }),
    SLOT_HELD: (p) => ({
      title: 'आपके लिए एक स्लॉट रोका गया है',
      body: `${p.planType} का एक स्लॉट${p.categorySlug ? ` (${p.categoryName || p.categorySlug})` : ''} ${p.heldUntil} तक आपका है।`,
    }),
    REVIEW_NEEDED: (p) => ({
      title: 'समीक्षा के लिए लेख',
      body: `${p.author} ने ${quoted(p.articleTitle)} भेजा है।`,
    }),
    CONTACT_MESSAGE: (p) => ({ title: 'नया संपर्क संदेश', body: `${p.name} से।` }),
    REVIEW_RECEIVED: (p) => ({
      title: 'नई समीक्षा',
      body: `${p.reviewer} ने ${quoted(p.articleTitle)} को 5 में से ${p.stars} रेटिंग दी।`,
    }),
    REVIEW_REPLIED: (p) => ({
      title: 'आपकी समीक्षा का जवाब',
      body: `${p.company} ने ${quoted(p.articleTitle)} की आपकी समीक्षा का जवाब दिया।`,
    }),
    REVIEW_HIDDEN: (p) => ({
      title: p.what === 'REPLY' ? 'आपका जवाब छिपा दिया गया' : 'आपकी समीक्षा छिपा दी गई',
      body: `${quoted(p.articleTitle)}: ${p.reason}`,
    }),
    FOLLOWED_NEWS: (p) =>
      p.count === '1'
        ? { title: `${p.source} की ओर से नया`, body: `${quoted(p.articleTitle)} Spotlight पर आ गया है।` }
        : {
            title: `आप जिन्हें फ़ॉलो करते हैं, उनके ${p.count} नए लेख`,
            body: `नवीनतम: ${p.source} की ओर से ${quoted(p.articleTitle)}।`,
          },
    REPORT_RECEIVED: (p) => ({
      title: 'नई रिपोर्ट',
      body: `${quoted(p.title)} की रिपोर्ट की गई: ${REASONS[p.reasonCode] ?? p.reasonCode}।`,
    }),
    REPORT_RESOLVED: (p) => ({
      title: 'आपकी रिपोर्ट की समीक्षा हो गई',
      body: `${quoted(p.title)}: ${OUTCOMES[p.outcome] ?? p.outcome} रिपोर्ट करने के लिए धन्यवाद।`,
    }),
    ARTICLE_HIDDEN: (p) => ({
      title: 'समीक्षा तक लेख छिपाया गया',
      body: `कई पुराने खातों ने ${quoted(p.articleTitle)} को धोखाधड़ी बताकर रिपोर्ट किया है, इसलिए किसी एडमिन की समीक्षा तक यह छिपा रहेगा।`,
    }),
    ARTICLE_UNPUBLISHED: (p) => ({
      title: 'लेख अप्रकाशित किया गया',
      body: `रिपोर्टों के बाद ${quoted(p.articleTitle)} अप्रकाशित कर दिया गया: ${p.reason} इसका हर सक्रिय प्रचार रोक दिया गया है; शर्तों के अनुसार भुगतान वापस नहीं किए जाते।`,
    }),
    ACCOUNT_SUSPENDED: (p) => ({
      title: 'खाता निलंबित',
      body: `आपका खाता निलंबित है: ${p.reason} आपके लेख सार्वजनिक पेजों से हटा दिए गए हैं और उनका हर सक्रिय प्रचार रोक दिया गया है; शर्तों के अनुसार भुगतान वापस नहीं किए जाते। आप अब भी साइन इन करके अपनी रसीदें पढ़ सकते हैं।`,
    }),
    ACCOUNT_RESTORED: () => ({ title: 'निलंबन हटाया गया', body: 'आपका खाता फिर से सामान्य स्थिति में है।' }),
    VERIFICATION_LAPSED: (p) => ({
      title: 'सत्यापन समाप्त',
      body: `Spotlight को लगातार दो बार ${p.host} पर आपका सत्यापन टोकन नहीं मिला, इसलिए सत्यापित बैज हटा दिया गया है। टोकन फिर से प्रकाशित करें और जाँच चलाएँ।`,
    }),
  },
}

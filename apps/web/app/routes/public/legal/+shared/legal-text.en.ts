/**
 * The legal pages' text, English. Kept out of the app-wide catalogue so its
 * weight loads only with the legal pages; `legal-text.es.ts` is typed against it.
 */
export const legalTextEn = {
  privacy: {
    /** The page's meta description. */
    description: 'How Spotlight collects, uses and protects your personal data, and your rights.',
    intro:
      'This policy explains which personal data Spotlight collects when you visit the site, sign in with Pi, publish an article or write to us, why we use it, and what rights you have.',
    s1Title: '1. Who is responsible for your data',
    s1Body:
      'Spotlight (this website) is responsible for the personal data described in this policy. For any question about your data or this policy, write to us through the contact form on the Contact page; we answer by email.',
    s2Title: '2. Signing in with the Pi Network',
    s2Body:
      'You sign in only through the Pi Network wallet (Pi Browser). The Pi Network shares with us your Pi username and a user identifier, and lets you make payments. We do not ask for, and do not store, your real name, your age or any identity document.\n\nWe keep a session token for as long as you stay signed in (one hour by default), so the site can recognise you between pages.',
    s3Title: '3. Data we collect',
    s3Body:
      'Contact form: your name, your email address and your message.\n\nArticles: what you write and upload when you publish, such as the title, description, text, links, images and videos, together with your Pi username and the payments linked to your plans.\n\nTechnical data: through an analytics service we collect data about your visit, such as pages viewed, device and browser type, approximate location derived from the IP address, and the time of the visit.',
    s4Title: '4. Why we use it',
    s4Body:
      'We use your data to run the site and your account; to review, publish and promote your articles; to process your payments in Pi and the plans they activate; to answer your messages; to keep the service secure and prevent abuse; and to understand how the site is used so we can improve it.',
    s5Title: '5. Legal basis',
    s5Body:
      'We process your data on the basis of your consent (for example, when you accept cookies or send us a message, which you can withdraw at any time) and of our legitimate interest in running, securing and improving the service and in providing what you asked for when you publish or pay.',
    s6Title: '6. Who receives your data',
    s6Body:
      'We do not sell your data. We share it only with the providers we need to run the service: an analytics service (visit statistics), a media management service (storage and delivery of the images and videos of articles) and our hosting provider (servers and database). The Pi Network processes the sign-in and payments under its own privacy policy.',
    s7Title: '7. How long we keep it',
    s7Body:
      'Contact messages are kept for as long as needed to answer them and for at most one year after. Articles and their media are kept while they are published or while your account uses them, and are deleted when you delete the article. Payment records are kept for as long as the law requires. Analytics data is kept in aggregated form.',
    s8Title: '8. Your rights',
    s8Body:
      'You may ask for access to your data, its rectification or deletion, object to its processing, and ask for a copy in a portable format. Send your request through the contact form; we answer within one month. You may also complain to your data protection authority.',
    s9Title: '9. Cookies',
    s9Body:
      'The site uses technical cookies, needed for it to work, and analytics cookies, used only after you accept them in the cookie banner. Our Cookie Policy explains which cookies we use and how to refuse or delete them.',
    s10Title: '10. Changes to this policy',
    s10Body:
      'We may update this policy when the service or the law changes. The date at the top of the page shows the latest version; when a change is important, we also announce it on the site.',
  },
  cookies: {
    /** The page's meta description. */
    description: 'Which cookies Spotlight uses and how to manage them in your browser.',
    intro:
      'Cookies are small files a website stores in your browser. This policy explains which ones Spotlight uses and how you can control them.',
    technicalTitle: 'Technical cookies',
    technicalBody:
      'These are needed for the site to work and cannot be switched off in our systems: they remember your language, your cookie choice (stored as cookie_consent) and, when you sign in, your session. They contain no data used to track you on other sites.',
    analyticsTitle: 'Analytics cookies',
    analyticsBody:
      'With your consent, an analytics service sets cookies that tell us how visitors use the site: the pages viewed, how long a visit lasts, the device and browser type. The data is aggregated and helps us improve the site. They are only set after you choose Accept in the cookie banner.',
    thirdPartyTitle: 'Third-party cookies',
    thirdPartyBody:
      'Some content comes from other services, which may set their own cookies under their own policies: the Pi Network SDK used to sign in and pay, the media service that delivers images and videos, and video players embedded in articles.',
    browserTitle: 'How to manage cookies in your browser',
    browserBody:
      'You can block or delete cookies at any time in your browser settings. Blocking technical cookies may stop parts of the site from working. Instructions for the most common browsers:',
  },
  terms: {
    /** The page's meta description. */
    description: 'The rules for using Spotlight, publishing articles and paying for plans in Pi.',
    intro:
      'These terms govern your use of Spotlight, a site that publishes articles about apps, webs, stores and channels of the Pi ecosystem, with paid publishing and promotion plans.',
    s1Title: '1. Acceptance of the terms',
    s1Body:
      'By using the site, signing in or paying for a plan you accept these terms. If you do not agree with them, do not use the service.',
    s2Title: '2. The service',
    s2Body:
      'Spotlight lets visitors read articles, and lets advertisers pay in Pi to publish an article (Publish plan, one-time payment) and to promote a published article in the home page slider (Main Slider) or in a category slider (Category Slider). Promoted articles also appear in the Featured section.',
    s3Title: '3. Publishing content',
    s3Body:
      'After payment you can create an article and submit it. All content is reviewed before publication. Rejected articles are not published; you receive the reason for the rejection and may edit and submit the article again. We may remove content that breaks these terms or the law.',
    s4Title: '4. Your responsibilities',
    s4Body:
      'You are responsible for what you publish: it must be accurate, lawful and yours to publish, and it must not be misleading, offensive or harmful, nor contain malware or links to scams. You keep your Pi account secure and are responsible for what is done with it.',
    s5Title: '5. Intellectual property',
    s5Body:
      'You keep the rights to your content and grant Spotlight a non-exclusive, worldwide, free licence to host, show and promote it on the site for as long as it is published. The design, brand and code of Spotlight belong to us.',
    s6Title: '6. Payments',
    s6Body:
      'Prices are shown in Pi on the Advertise page and are paid through the Pi Network. Payment is non-refundable, even if your article is rejected. After payment you can create and submit an article. Promotional content may expire after 30 days unless it is renewed; renewal is manual.',
    s7Title: '7. Cancellation',
    s7Body:
      'You may stop using the service and delete your articles at any time. You may cancel a promotion, which then ends without a refund for the remaining days. We may suspend accounts that break these terms.',
    s8Title: '8. Limitation of liability',
    s8Body:
      'The service is provided as it is. We do not guarantee that it will always be available or free of errors, and we are not responsible for the apps, webs, stores and channels advertised, nor for losses caused by the use of the site or of the Pi Network, to the extent the law allows.',
    s9Title: '9. Governing law',
    s9Body:
      'These terms are governed by the law of the country where Spotlight is operated. Any dispute will be taken to its competent courts, without prejudice to the rights consumers have under the law of their country of residence.',
  },
  /** Above a translated legal page only (never on the English one). */
  notice: {
    englishPrevails: 'This page is a translation. If it differs from the English text, the English text prevails.',
  },
}

export type LegalText = typeof legalTextEn

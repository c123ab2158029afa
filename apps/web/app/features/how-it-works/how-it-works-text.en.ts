/**
 * The How it works page's text in English. Paragraphs are separated by a blank line; `{{name}}`
 * placeholders take the figures of the rules themselves (plan catalogue, rating prior, scam rule), so
 * the page never states a number the code does not apply.
 */
export const howItWorksTextEn = {
  title: 'How Spotlight works',
  description:
    'How articles are reviewed, how promotion is sold and labelled, how ratings are counted, what “Verified” means and how reports are handled.',
  intro:
    'The rules Spotlight follows, in plain words. Each section has its own address, so you can link straight to it.',
  review: {
    title: 'How articles are reviewed',
    body: 'Every article is read by a Spotlight admin before anyone else can see it. A maker writes the article in their dashboard and submits it; it then waits in review, hidden from readers.\n\nAn automatic check looks for words and patterns common in scams and points out what it finds to the admin. It never publishes or refuses anything by itself.\n\nThe admin publishes the article or rejects it with a reason the maker is told. A rejected article can be fixed and submitted again. Paying for a plan never skips the review, and a promotion can only start once the article is published.',
  },
  promotion: {
    title: 'How promotion is sold and shown',
    body: 'Makers can pay in Pi to promote a published article. A promotion puts the article’s video in a slider and the article in the Featured section. Wherever it shows, it carries the label “Promoted”, and the label links to this section.',
    siteWide:
      '{{plan}}: the slider of the home page. {{slots}} slots for the whole site, {{price}} Pi for {{days}} days.',
    perCategory:
      '{{plan}}: the slider of the page of the article’s category. {{slots}} slots in each category, {{price}} Pi for {{days}} days.',
    more: 'A slider never holds more promoted articles than its slots. When all of them are taken, a maker can join the waiting list for the next one that frees up.\n\nThe order of the slides changes every day, so each promoted article takes its turn at the front: nobody can pay to be first. The Featured section follows the same daily order.\n\nA promotion ends when its days are over, unless the maker renews it. Promotion never changes how an article is reviewed, how its ratings are counted or how reports about it are handled.',
  },
  ratings: {
    title: 'How ratings are counted',
    body: 'Readers signed in with Pi rate an app from 1 to {{max}} stars, with a written review if they like. Each Pi account counts once per app: rating it again replaces the earlier rating. Makers cannot rate their own apps.\n\nAn account’s first review, and any review from an account less than {{newAccountHours}} hours old, waits for an admin’s approval before it is shown or counted.\n\n“Top rated” does not simply sort by the average. Every app counts as if it also had {{priorCount}} ratings of {{priorStars}} stars, so an app with a single 5-star rating does not outrank one with a hundred ratings averaging 4.8. The more real ratings an app has, the less this extra weight matters.',
  },
  verified: {
    title: 'What “Verified” means',
    body: '“Verified” next to an app means one thing only: its maker showed Spotlight that they control the app’s address, the one the article gives for it.\n\nIt is not an endorsement, a recommendation or an audit by Spotlight, and it is no guarantee that the app is safe, works as described or will keep your Pi safe. Judge every app for yourself, and report anything that looks wrong.',
  },
  reports: {
    title: 'How reports are handled',
    body: 'Any reader signed in with Pi can report an article or a review, choosing one of these reasons:',
    more: 'Every report goes to the Spotlight admins. An admin looks at the item and decides: dismiss the report, unpublish the article, hide the review or suspend the maker.\n\nWhen {{reports}} different accounts, each more than {{accountDays}} days old, report the same item as “{{scam}}”, it is hidden from the public pages at once, until an admin decides. Reports from newer accounts still reach the admins, but they do not count towards this rule, so a burst of new accounts cannot take an article down. Nor do the reports of an account whose earlier “{{scam}}” report an admin dismissed.\n\nWhoever reported is told the outcome. The author is told what was decided about their article, but never who reported it.',
  },
}

/** The shape of every language's text: the English keys, each a string. */
export type HowItWorksText = {
  [Key in keyof typeof howItWorksTextEn]: (typeof howItWorksTextEn)[Key] extends string
    ? string
    : { [Part in keyof (typeof howItWorksTextEn)[Key]]: string }
}

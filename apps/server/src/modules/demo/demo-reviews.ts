/** The demo's sample readers (simulator accounts: sign in as them with `?pi_sim_user=`). */
export const DEMO_READERS = ['demo_reader_ana', 'demo_reader_ben', 'demo_reader_chen'] as const

/** Sample reviews of the first demo articles (by position), so a first visit shows ratings and replies. */
export const DEMO_REVIEWS: { article: number; reader: number; rating: number; text: string; reply?: string }[] = [
  {
    article: 0,
    reader: 0,
    rating: 5,
    text: 'Paid with Pi in two taps. Works well inside the Pi Browser.',
    reply: 'Thank you! More shops coming soon.',
  },
  { article: 0, reader: 1, rating: 4, text: 'Good app; search could be faster.' },
  { article: 0, reader: 2, rating: 5, text: '' },
  { article: 1, reader: 0, rating: 4, text: 'Clear and simple. I use it every week.' },
  {
    article: 1,
    reader: 2,
    rating: 3,
    text: 'Does the job, but the sign-up asks too much.',
    reply: 'Fair point: we are shortening it.',
  },
  { article: 2, reader: 1, rating: 5, text: 'Exactly what I was looking for.' },
  { article: 3, reader: 2, rating: 2, text: 'Crashed twice on my phone.' },
]

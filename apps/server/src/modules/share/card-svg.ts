// Lays out a share card with satori: the text (wrapping, clamping, font fallback, emoji) becomes an SVG
// of paths. This is the costly part of a card (100-500 ms of CPU, ~0.9 s while the fonts load), so it
// runs on a worker thread (card-render-worker.ts); card-render.ts rasterises the SVG with sharp.
import { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH } from '@spotlight/shared/domain/share-card'
import satori from 'satori'
import { type CardFont, emojiDataUrl, loadCardFonts } from './card-assets'
import { CARD_IMAGE_SIZE, type CardContent } from './card-content'

// Spotlight's brand, as on the home page's hero (Tailwind violet-800 -> violet-700 -> fuchsia-700).
const BRAND = {
  from: '#5b21b6',
  via: '#6d28d9',
  to: '#a21caf',
  text: '#ffffff',
  soft: '#ede9fe',
  kickerBg: 'rgba(255,255,255,0.16)',
}
const PADDING = 64
const GAP = 48

const LOGO =
  'data:image/svg+xml;base64,' +
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36"><rect width="36" height="36" rx="10" fill="#ffffff"/>' +
      '<g transform="translate(6 6)" fill="none" stroke="#6d28d9" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">' +
      '<path d="M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9z"/>' +
      '<path d="M19 16l.8 2.2L22 19l-2.2.8L19 22l-.8-2.2L16 19l2.2-.8z"/></g></svg>',
  ).toString('base64')

/** Text is cut to this many characters (whole graphemes) before layout; the clamp does the rest. */
/** A text on one line, cut with an ellipsis where it runs out of room. */
const ONE_LINE = { overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' } as const

const MAX_TEXT = { kicker: 60, title: 160, footer: 80 }
const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' })

/** Cuts at a grapheme boundary (never inside an emoji or an accented letter) and adds an ellipsis. */
export function clip(text: string, max: number): string {
  // A single line of plain text: control characters and line breaks become spaces.
  // eslint-disable-next-line no-control-regex
  const flat = text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim()
  if (flat.length <= max) return flat
  const graphemes: string[] = []
  for (const { segment } of segmenter.segment(flat.slice(0, max * 2))) {
    if (graphemes.length >= max) break
    graphemes.push(segment)
  }
  return `${graphemes.join('').trimEnd()}…`
}

type Node = { type: string; props: Record<string, unknown> }
const el = (type: string, style: Record<string, unknown>, children?: unknown, extra: Record<string, unknown> = {}) =>
  ({ type, props: { style, children, ...extra } }) satisfies Node

function layout(content: CardContent): Node {
  const hasSide = Boolean(content.image || content.emoji)
  // Fixed widths: satori wraps (and breaks an endless word) only inside a box of known width.
  const textWidth = SHARE_CARD_WIDTH - 2 * PADDING - (hasSide ? CARD_IMAGE_SIZE + GAP : 0)
  const brand = el('div', { display: 'flex', alignItems: 'center', gap: 16 }, [
    el('img', { width: 56, height: 56 }, undefined, { src: LOGO, width: 56, height: 56 }),
    el('div', { fontSize: 34, fontWeight: 700, color: BRAND.text, letterSpacing: -0.5 }, 'Spotlight'),
  ])
  const kicker = content.kicker
    ? el(
        'div',
        {
          display: 'flex',
          alignSelf: 'flex-start',
          maxWidth: '100%',
          padding: '8px 20px',
          borderRadius: 999,
          backgroundColor: BRAND.kickerBg,
          color: BRAND.soft,
          fontSize: 24,
          fontWeight: 700,
          textTransform: 'uppercase',
          letterSpacing: 1.5,
          ...ONE_LINE,
        },
        clip(content.kicker, MAX_TEXT.kicker),
      )
    : null
  const title = el(
    'div',
    {
      display: 'block',
      width: textWidth,
      fontSize: hasSide ? 54 : 64,
      fontWeight: 700,
      lineHeight: 1.15,
      color: BRAND.text,
      lineClamp: 4,
      wordBreak: 'break-word',
      overflow: 'hidden',
    },
    clip(content.title, MAX_TEXT.title),
  )
  const footer = content.footer
    ? el(
        'div',
        {
          display: 'flex',
          flexShrink: 0,
          width: textWidth,
          fontSize: 28,
          color: BRAND.soft,
          ...ONE_LINE,
        },
        clip(content.footer, MAX_TEXT.footer),
      )
    : null
  const text = el(
    'div',
    { display: 'flex', flexDirection: 'column', width: textWidth, height: SHARE_CARD_HEIGHT - 2 * PADDING },
    [
      brand,
      el(
        'div',
        {
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          gap: 24,
          flexGrow: 1,
          flexShrink: 1,
          flexBasis: 0,
          overflow: 'hidden',
        },
        [kicker, title].filter(Boolean),
      ),
      footer,
    ],
  )
  const side = content.image
    ? el(
        'img',
        { flexShrink: 0, alignSelf: 'center', width: CARD_IMAGE_SIZE, height: CARD_IMAGE_SIZE, borderRadius: 32 },
        undefined,
        {
          src: content.image,
          width: CARD_IMAGE_SIZE,
          height: CARD_IMAGE_SIZE,
        },
      )
    : content.emoji
      ? el(
          'div',
          {
            display: 'flex',
            flexShrink: 0,
            alignSelf: 'center',
            alignItems: 'center',
            justifyContent: 'center',
            width: CARD_IMAGE_SIZE,
            height: CARD_IMAGE_SIZE,
            borderRadius: 32,
            backgroundColor: BRAND.kickerBg,
            fontSize: 220,
          },
          clip(content.emoji, 8),
        )
      : null
  return el(
    'div',
    {
      display: 'flex',
      alignItems: 'flex-start',
      gap: GAP,
      width: SHARE_CARD_WIDTH,
      height: SHARE_CARD_HEIGHT,
      padding: PADDING,
      fontFamily: 'Noto Sans',
      backgroundImage: `linear-gradient(135deg, ${BRAND.from} 0%, ${BRAND.via} 50%, ${BRAND.to} 100%)`,
    },
    [text, side].filter(Boolean),
  )
}

/**
 * The card as an SVG of paths (no text nodes, no outside references but the data: URLs it was given),
 * drawn with the fonts its language and text need (`fonts` replaces them, for tests).
 */
export async function drawCardSvg(content: CardContent, fonts?: CardFont[]): Promise<string> {
  // satori's types want a ReactNode; a plain { type, props } tree is what JSX compiles to.
  return satori(layout(content) as never, {
    width: SHARE_CARD_WIDTH,
    height: SHARE_CARD_HEIGHT,
    fonts: fonts ?? (await loadCardFonts(content.language, [content.kicker, content.title, content.footer].join(' '))),
    // Emoji become Twemoji pictures; scripts our fonts lack (Arabic, Hebrew, Thai…) get no extra font
    // and are left out of the picture rather than fetched from anywhere.
    loadAdditionalAsset: async (code, segment) => (code === 'emoji' ? emojiDataUrl(segment) : []),
  })
}

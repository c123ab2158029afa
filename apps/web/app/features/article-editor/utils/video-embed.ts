import { isAllowedIframeSrc } from '@spotlight/shared/html/allow-list'
import { Node, mergeAttributes } from '@tiptap/core'

/**
 * The player URL of a YouTube or Vimeo link as people paste it (watch page, short link or player
 * URL); null for anything else. Only ALLOWED_IFRAME_PREFIXES survive the sanitiser, so only those
 * are produced.
 */
export function toEmbedUrl(raw: string): string | null {
  let url: URL
  try {
    url = new URL(raw.trim())
  } catch {
    return null
  }
  const host = url.hostname.replace(/^www\.|^m\./, '')
  let embed: string | null = null
  if (host === 'youtube.com' && url.pathname === '/watch') {
    const id = url.searchParams.get('v')
    embed = id ? `https://www.youtube.com/embed/${id}` : null
  } else if (host === 'youtu.be') {
    embed = `https://www.youtube.com/embed/${url.pathname.slice(1)}`
  } else if ((host === 'youtube.com' || host === 'youtube-nocookie.com') && url.pathname.startsWith('/embed/')) {
    embed = `https://www.${host}${url.pathname}`
  } else if (host === 'vimeo.com' && /^\/\d+$/.test(url.pathname)) {
    embed = `https://player.vimeo.com/video${url.pathname}`
  } else if (host === 'player.vimeo.com' && url.pathname.startsWith('/video/')) {
    embed = `https://player.vimeo.com${url.pathname}`
  }
  return embed && isAllowedIframeSrc(embed) ? embed : null
}

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    videoEmbed: { setVideoEmbed: (src: string) => ReturnType }
  }
}

/**
 * A YouTube or Vimeo player as a block: `<iframe src>` with the attributes the allow-list keeps.
 * Our own node rather than the YouTube extension because Vimeo players are allowed too, and the
 * extension's wrapper `<div>` would be stripped anyway.
 */
export const VideoEmbed = Node.create<{ title: string | null }>({
  name: 'videoEmbed',
  // The player's name while the author edits, in their language (editorExtensions). The reader's page names
  // each player again in the reader's language (article-detail.tsx), so no stored word has to fit every reader.
  addOptions() {
    return { title: null }
  },
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null } }
  },
  parseHTML() {
    return [
      {
        tag: 'iframe[src]',
        getAttrs: (element) => {
          const src = element.getAttribute('src') ?? ''
          return isAllowedIframeSrc(src) ? { src } : false
        },
      },
    ]
  },
  renderHTML({ HTMLAttributes }) {
    return [
      'iframe',
      mergeAttributes(HTMLAttributes, {
        width: '560',
        height: '315',
        allowfullscreen: 'true',
        ...(this.options.title ? { title: this.options.title } : {}),
      }),
    ]
  },
  addCommands() {
    return {
      setVideoEmbed:
        (src) =>
        ({ commands }) =>
          isAllowedIframeSrc(src) ? commands.insertContent({ type: this.name, attrs: { src } }) : false,
    }
  },
})

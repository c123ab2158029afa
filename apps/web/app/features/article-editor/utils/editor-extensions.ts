import { ALLOWED_URL_SCHEMES, isAllowedMediaSrc } from '@spotlight/shared/html/allow-list'
import type { Extensions } from '@tiptap/core'
import Image from '@tiptap/extension-image'
import Subscript from '@tiptap/extension-subscript'
import Superscript from '@tiptap/extension-superscript'
import { TableKit } from '@tiptap/extension-table'
import TextAlign from '@tiptap/extension-text-align'
import { BackgroundColor, Color, FontFamily, FontSize, TextStyle } from '@tiptap/extension-text-style'
import StarterKit from '@tiptap/starter-kit'
import { mediaPublicId } from './content-media'
import { VideoEmbed } from './video-embed'

const LINK_SCHEME = new RegExp(`^(${ALLOWED_URL_SCHEMES.join('|')}):`, 'i')

/** True for the links the sanitiser keeps: http, https and mailto only (no relative or javascript: links). */
export const isAllowedLink = (url: string) => LINK_SCHEME.test(url.trim())

/**
 * Images are our own uploads only. One pasted from another site would show broken (the page's CSP
 * loads no other host's images), count toward the article's image limit and block an upload, then
 * vanish on save (the server keeps only our files): it is left out of the paste instead.
 */
const OwnImage = Image.extend({
  parseHTML() {
    return [
      {
        tag: 'img[src]',
        getAttrs: (element) => {
          const src = element.getAttribute('src') ?? ''
          return isAllowedMediaSrc(src) || mediaPublicId(src) !== null ? null : false
        },
      },
    ]
  },
})

/**
 * Exactly what packages/shared/src/html/allow-list.ts keeps: no horizontal
 * rule, no base64 images, headings 1-3, links with safe schemes only.
 */
export function editorExtensions({ videoTitle }: { videoTitle?: string } = {}): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3] },
      horizontalRule: false,
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        protocols: ['mailto'],
        isAllowedUri: (url) => isAllowedLink(url),
        HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer nofollow ugc' },
      },
    }),
    TextStyle,
    Color,
    BackgroundColor,
    FontFamily,
    FontSize,
    TextAlign.configure({ types: ['heading', 'paragraph'] }),
    Subscript,
    Superscript,
    OwnImage.configure({ inline: false, allowBase64: false }),
    TableKit.configure({ table: { resizable: false } }),
    VideoEmbed.configure({ title: videoTitle ?? null }),
  ]
}

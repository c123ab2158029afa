import { Editor } from '@tiptap/core'
import { afterEach, describe, expect, it } from 'vitest'
import { imageSources } from './content-media'
import { editorExtensions } from './editor-extensions'

let editor: Editor | null = null
afterEach(() => {
  editor?.destroy()
  editor = null
})

describe('the editor pasting rich text from another site', () => {
  it("keeps the text and our uploads but not another site's images, which would count toward the limit and vanish on save", () => {
    editor = new Editor({ extensions: editorExtensions(), content: '<p>Start</p>' })
    editor.commands.focus('end')
    editor.view.pasteHTML(
      '<h2>From a blog</h2><p>Some <b>bold</b> text</p>' +
        '<img src="https://example.com/photo.png" alt="theirs">' +
        '<img src="/media/2026/01/0123456789abcdef0123456789abcdef.webp" alt="ours">' +
        '<img src="https://res.cloudinary.com/demo/image/upload/v1/spotlight/u7/abc.webp" alt="ours too">',
      // jsdom has no ClipboardEvent; the paste only needs an event to hand to its handlers.
      new Event('paste') as ClipboardEvent,
    )
    const html = editor.getHTML()
    expect(html).toContain('From a blog')
    expect(html).toContain('<strong>bold</strong>')
    expect(imageSources(html)).toEqual([
      '/media/2026/01/0123456789abcdef0123456789abcdef.webp',
      'https://res.cloudinary.com/demo/image/upload/v1/spotlight/u7/abc.webp',
    ])
  })
})

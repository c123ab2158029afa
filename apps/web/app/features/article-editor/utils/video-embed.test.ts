import { Editor } from '@tiptap/core'
import { afterEach, describe, expect, it } from 'vitest'
import { editorExtensions } from './editor-extensions'

const editors: Editor[] = []
afterEach(() => {
  for (const editor of editors.splice(0)) editor.destroy()
})

function playerIn(options: Parameters<typeof editorExtensions>[0]) {
  const editor = new Editor({ extensions: editorExtensions(options), content: '<p>Watch</p>' })
  editors.push(editor)
  editor.commands.setVideoEmbed('https://www.youtube.com/embed/abc123')
  const frame = editor.view.dom.querySelector('iframe')
  return { frame, html: editor.getHTML() }
}

describe('the video embed of the editor', () => {
  it("names the player in the author's language, never with a bare English 'Video'", () => {
    const { frame, html } = playerIn({ videoTitle: 'Video insertado' })
    expect(frame).toHaveAttribute('title', 'Video insertado')
    expect(frame).toHaveAttribute('src', 'https://www.youtube.com/embed/abc123')
    expect(html).not.toContain('title="Video"')
  })

  it('writes no generic title without one', () => {
    const { html } = playerIn({})
    expect(html).toContain('<iframe src="https://www.youtube.com/embed/abc123"')
    expect(html).not.toContain('title=')
  })
})

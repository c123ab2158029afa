import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { makeArticle } from '#app/test/support'
import { renderWithApp } from '#app/test/render'
import { ArticleDetail } from './article-detail'

describe('ArticleDetail in the language of its article', () => {
  it('declares the article’s language on its title and content, inside a page of another language', async () => {
    const article = makeArticle({ title: 'Xin chào Pioneers', content: '<p>Nội dung bài viết</p>', language: 'vi' })
    renderWithApp(<ArticleDetail article={article} />, { root: { lang: 'es' } })
    expect(await screen.findByRole('heading', { level: 1, name: 'Xin chào Pioneers' })).toHaveAttribute('lang', 'vi')
    expect(screen.getByText('Nội dung bài viết').parentElement).toHaveAttribute('lang', 'vi')
    // The page's own words stay in the page's language.
    expect(screen.getByText('Por')).not.toHaveAttribute('lang')
    expect(screen.getByTestId('article-detail')).not.toHaveAttribute('lang')
  })

  it('declares the article’s language on its header image’s description (its title)', async () => {
    const article = makeArticle({ title: 'Xin chào Pioneers', headerImage: '/media/x.webp', language: 'vi' })
    renderWithApp(<ArticleDetail article={article} />, { root: { lang: 'es' } })
    expect(await screen.findByRole('img', { name: 'Xin chào Pioneers' })).toHaveAttribute('lang', 'vi')
  })
})

describe('ArticleDetail names its videos', () => {
  const player = (id: string) =>
    `<iframe src="https://www.youtube.com/embed/${id}" width="560" height="315" allowfullscreen="true" title="Video"></iframe>`

  it("names an embedded player for the article, in the page's language, instead of a bare 'Video'", async () => {
    const article = makeArticle({ title: 'Chess for Pioneers', content: `<p>Watch:</p>${player('abc123')}` })
    renderWithApp(<ArticleDetail article={article} />)
    await screen.findByRole('heading', { level: 1 })
    const frame = document.querySelector('iframe')!
    expect(frame).toHaveAttribute('title', 'Video: Chess for Pioneers')
    expect(frame).toHaveAttribute('src', 'https://www.youtube.com/embed/abc123')
    expect(frame).not.toHaveAttribute('lang')
  })

  it('numbers several players, and declares the title’s language inside a body in another one', async () => {
    const article = makeArticle({
      title: 'Cờ vua cho Pioneer',
      language: 'vi',
      content: `${player('one')}<p>và</p><iframe src="https://player.vimeo.com/video/42" title='Video &gt; "old"'></iframe>`,
    })
    renderWithApp(<ArticleDetail article={article} />, { root: { lang: 'es' } })
    await screen.findByRole('heading', { level: 1 })
    const frames = [...document.querySelectorAll('iframe')]
    expect(frames.map((frame) => frame.getAttribute('title'))).toEqual([
      'Video 1 del artículo: Cờ vua cho Pioneer',
      'Video 2 del artículo: Cờ vua cho Pioneer',
    ])
    expect(frames.map((frame) => frame.getAttribute('lang'))).toEqual(['es', 'es'])
    expect(frames[1]).toHaveAttribute('src', 'https://player.vimeo.com/video/42')
  })

  it('names the promotional video by its heading and the article', async () => {
    const article = makeArticle({ title: 'Chess for Pioneers', promoVideo: '/media/videos/1.mp4' })
    renderWithApp(<ArticleDetail article={article} />)
    await screen.findByRole('heading', { level: 1 })
    expect(document.querySelector('video')).toHaveAccessibleName('Promotional Video Chess for Pioneers')
  })
})

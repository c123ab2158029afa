import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { deferredScripts } from './deferred-scripts.server'
import { HOST_ROOT, REACT_FIBER_KEY, replayEarlyInteractions } from './early-tap'

/** The recorder exactly as a form page carries it, run in this document as the page would. */
async function runRecorder() {
  const html = await text(
    Readable.from([Buffer.from('<body><script type="module" async="">go()</script></body>')]).pipe(
      deferredScripts('form'),
    ),
  )
  const recorder = /<script>(.*?)<\/script>/.exec(html)![1]!
  new Function(recorder)()
}

type TestFiber = { tag: number; flags: number; return: TestFiber | null; alternate: TestFiber | null }
const HOST_COMPONENT = 5
const SUSPENSE_CONTENT = 22
/** React's Hydrating flag: on a part's content from the start of its hydration to its commit. */
const HYDRATING = 0b1_0000_0000_0000

/** A fiber under the page's root, through a part's content fiber carrying `partFlags`. */
function fiberUnder(partFlags: number): { element: TestFiber; part: TestFiber } {
  const root: TestFiber = { tag: HOST_ROOT, flags: 0, return: null, alternate: null }
  const part: TestFiber = { tag: SUSPENSE_CONTENT, flags: partFlags, return: root, alternate: null }
  return { element: { tag: HOST_COMPONENT, flags: 0, return: part, alternate: null }, part }
}

/**
 * What React does to an element it hydrates: its fiber key (`isCommitted: false`, its part still
 * hydrating, not committed yet), and the handler it attaches. Returns what commits the part.
 */
function hydrate(element: HTMLElement, type: string, handler: (event: Event) => void = () => {}, isCommitted = true) {
  const { element: fiber, part } = fiberUnder(isCommitted ? 0 : HYDRATING)
  Object.assign(element, { [`${REACT_FIBER_KEY}test`]: fiber })
  // React's listener sits on the root: an event on an element whose part is not committed is stopped there.
  element.addEventListener(type, (event) =>
    part.flags & HYDRATING ? event.stopImmediatePropagation() : handler(event),
  )
  return () => {
    part.flags &= ~HYDRATING
  }
}

const queue = () => window.__spotlightEarly!

describe('early interactions', () => {
  beforeAll(runRecorder)
  beforeEach(() => {
    queue().splice(0)
    document.body.innerHTML = ''
  })

  it('replays a tap made before hydration once, when its part has hydrated', () => {
    document.body.innerHTML =
      '<button type="button" id="menu"><svg></svg></button><button type="button" id="share"></button>'
    const menu = document.getElementById('menu')!
    const share = document.getElementById('share')!
    menu.querySelector('svg')!.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    share.click()
    share.click()
    const onMenu = vi.fn()
    const onShare = vi.fn()
    // The root hydrates first: the share button's part is still server HTML and keeps its tap.
    hydrate(menu, 'click', onMenu)
    replayEarlyInteractions()
    expect(onMenu).toHaveBeenCalledOnce()
    expect(onShare).not.toHaveBeenCalled()
    hydrate(share, 'click', onShare)
    replayEarlyInteractions()
    replayEarlyInteractions()
    // Tapped twice because nothing happened: shared once.
    expect(onShare).toHaveBeenCalledOnce()
    expect(onMenu).toHaveBeenCalledOnce()
    expect(queue()).toEqual([])
  })

  it('keeps nothing React answers itself, nor taps on links, submit buttons or plain text', () => {
    document.body.innerHTML =
      '<button type="button" id="live"></button><button type="submit" id="send">Send</button><a href="#x">x</a><p>text</p>'
    const live = document.getElementById('live')!
    hydrate(live, 'click')
    live.click()
    document.querySelector('a')!.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    document.querySelector('p')!.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    document.getElementById('send')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
    expect(queue()).toEqual([])
  })

  it('keeps a tap on a part React has started to hydrate but not committed, and replays it once committed', () => {
    document.body.innerHTML = '<button type="button" id="menu"></button><button type="button" id="share"></button>'
    const menu = document.getElementById('menu')!
    const share = document.getElementById('share')!
    const onShare = vi.fn()
    const commitShare = hydrate(share, 'click', onShare, false)
    share.click()
    expect(queue().map((entry) => entry.el)).toEqual([share])
    // Another part commits and replays its own taps while the share button's part is mid-hydration.
    hydrate(menu, 'click')
    replayEarlyInteractions()
    expect(onShare).not.toHaveBeenCalled()
    expect(queue().map((entry) => entry.el)).toEqual([share])
    commitShare()
    replayEarlyInteractions()
    expect(onShare).toHaveBeenCalledOnce()
    expect(queue()).toEqual([])
  })

  it('forgets a tap that React answered by hydrating the part at once', () => {
    document.body.innerHTML = '<button type="button" id="b"></button>'
    const button = document.getElementById('b')!
    // React's listener on the document hydrates the part as the tap passes through, then answers it.
    const hydrateOnTheWay = () => hydrate(button, 'click')
    document.addEventListener('click', hydrateOnTheWay, { capture: true, once: true })
    button.click()
    expect(queue()).toEqual([])
  })

  it('leaves again the fields left, focuses again the one still focused, and restores a choice', () => {
    document.body.innerHTML =
      '<input id="name"><input id="email"><select id="slug"><option value="a">A</option><option value="b">B</option></select>'
    const name = document.getElementById('name') as HTMLInputElement
    const email = document.getElementById('email') as HTMLInputElement
    const select = document.getElementById('slug') as HTMLSelectElement
    name.focus()
    name.value = 'Gr'
    email.focus()
    select.value = 'b'
    select.dispatchEvent(new Event('change', { bubbles: true }))
    email.focus()
    const seen: string[] = []
    const record = (event: Event) => seen.push(`${(event.target as HTMLElement).id}:${event.type}`)
    hydrate(name, 'focusout', record)
    hydrate(name, 'focusin', record)
    hydrate(email, 'focusin', record)
    hydrate(email, 'focusout', record)
    hydrate(select, 'change', (event) => seen.push(`slug:change:${(event.target as HTMLSelectElement).value}`))
    // Hydration put the select back to the state's option.
    select.value = 'a'
    replayEarlyInteractions()
    expect(seen).toEqual(['name:focusout', 'email:focusin', 'slug:change:b'])
    expect(name.value).toBe('Gr')
    expect(queue()).toEqual([])
  })

  it('drops what was done to an element that is no longer in the page', () => {
    document.body.innerHTML = '<button type="button" id="gone"></button>'
    document.getElementById('gone')!.click()
    document.body.innerHTML = ''
    replayEarlyInteractions()
    expect(queue()).toEqual([])
  })
})

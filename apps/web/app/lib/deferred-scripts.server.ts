import { StringDecoder } from 'node:string_decoder'
import { Transform } from 'node:stream'
import type { EntryContext } from 'react-router'
import { HOST_ROOT, PLACEMENT_OR_HYDRATING, REACT_FIBER_KEY } from './early-tap'

/** React Router's script preloads (`<Scripts>`): dropped, the bootstrap fetches the same files later. */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g
/** React Router's bootstrap (`<Scripts>`): the one module script of a page, with or without a nonce. */
const BOOTSTRAP = /<script((?: nonce="[^"]*")?) type="module" async="">/g
/** What the bootstrap becomes: a script the browser keeps but does not run (an unknown type). */
export const DEFERRED_TYPE = 'spotlight/deferred-module'

/**
 * Keeps what the reader does to the server's HTML before React owns it (`window.__spotlightEarly`,
 * replayed by lib/early-tap.ts as each part of the page hydrates): a tap on a `type="button"`
 * button (which does nothing without React), a field focused or left, a choice in a select. An
 * element React already owns (its part committed: `owned` is lib/early-tap.ts's isOwnedByReact) is
 * not kept; nor is an event React answered itself (it can hydrate a
 * part at once when the part's code is there): such an event reaches the window's bubble phase
 * with its target owned by then, while one React could not answer is stopped before it. A tap
 * repeated on the same button is kept once (the reader tapped again because nothing happened).
 * ES5 on purpose: it runs before anything else.
 */
const RECORDER = `(function(){var q=window.__spotlightEarly=[],last=null;
function owned(e){var k=Object.keys(e).filter(function(k){return k.indexOf('${REACT_FIBER_KEY}')===0})[0],f=k&&e[k];if(!f)return false;
var m=f,n=f,x=f;for(;x&&!x.alternate;x=n.return){n=x;if(n.flags&${PLACEMENT_OR_HYDRATING})m=n.return}
for(;n.return;)n=n.return;return n.tag===${HOST_ROOT}&&m===f}
function what(e){var t=e.target;if(!t||!t.closest)return null;
if(e.type==='click'){t=t.closest('button[type="button"]');return t&&{kind:'click',el:t}}
if(!/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName))return null;
if(e.type==='change')return t.tagName==='SELECT'&&{kind:'change',el:t,value:t.value};
return{kind:e.type==='focusin'?'focus':'blur',el:t}}
function keep(e){last=null;var i=what(e);if(!i||owned(i.el))return;
for(var n=q.length;n--;)if(q[n].el===i.el&&q[n].kind===i.kind)q.splice(n,1);
q.push(i);if(q.length>20)q.shift();last=i}
function answered(){var n=last&&owned(last.el)?q.indexOf(last):-1;if(n>=0)q.splice(n,1);last=null}
['click','focusin','focusout','change'].forEach(function(k){addEventListener(k,keep,true);addEventListener(k,answered)})})();`.replaceAll(
  '\n',
  '',
)

/**
 * Runs the deferred bootstrap as a module script once the page has loaded and painted, or at once
 * when the reader taps, types or focuses something first. ES5 on purpose, as the recorder.
 */
const STARTER = `(function(){var d=document,w=window,started=0,kinds=['pointerdown','keydown','touchstart','focusin'];
function start(){if(started)return;started=1;kinds.forEach(function(k){removeEventListener(k,start,true)});
var s=d.querySelector('script[type="${DEFERRED_TYPE}"]');if(!s)return;var m=d.createElement('script');
m.type='module';m.nonce=s.nonce;m.textContent=s.textContent;d.body.appendChild(m)}
kinds.forEach(function(k){addEventListener(k,start,{capture:true,passive:true})});
function afterPaint(){var P=w.PerformanceObserver,types=(P&&P.supportedEntryTypes)||[];
if(types.indexOf('paint')===-1){requestAnimationFrame(function(){setTimeout(start,0)});return}
new P(function(list,o){if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(start,0)}})
.observe({type:'paint',buffered:true});setTimeout(start,3000)}
if(d.readyState==='complete')afterPaint();else addEventListener('load',afterPaint)})()`.replaceAll('\n', '')

/**
 * Takes React and the app's scripts off the public pages' first paint. Their HTML is the whole page
 * (links, GET forms and `<details>` work as HTML), so the ~105 KB of scripts only make it
 * interactive; fetched with the HTML, they sat on the path of the largest paint on a slow link
 * (Lighthouse's LCP ~2.0 s instead of ~1.2 s on home, article, category and advertise: decision
 * 0012). The module preloads are left out and React Router's bootstrap is written inert, preceded
 * by a small script (`STARTER`) that runs it once the page has loaded and its first contentful
 * paint is recorded (`load` can come before the first paint when the images are small or cached,
 * and Lighthouse counts scripts fetched before that paint as delaying it; 3 s after `load` at the
 * latest, as for a page loaded in a hidden tab), or at once on the first interaction; the
 * bootstrap's own imports then fetch the same files. The form pages keep their scripts with the
 * page, but their parts hydrated later (`deferHydration`) answer later still: every public page
 * carries the `RECORDER`, just before the bootstrap.
 *
 * A stream of the rendered HTML in, the changed HTML out: a tag cut between two chunks is held
 * back until its end arrives, and characters cut between chunks are decoded whole.
 */
export function deferredScripts(kind: PublicPageKind = 'reading'): Transform {
  const decoder = new StringDecoder('utf8')
  let held = ''
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const text = held + decoder.write(chunk)
      const cut = openTagAtEnd(text)
      held = text.slice(cut)
      done(null, rewrite(text.slice(0, cut), kind))
    },
    flush(done) {
      done(null, rewrite(held + decoder.end(), kind))
    },
  })
}

function rewrite(html: string, kind: PublicPageKind): string {
  if (kind === 'form')
    return html.replace(BOOTSTRAP, (tag, nonce: string) => `<script${nonce}>${RECORDER}</script>${tag}`)
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(
      BOOTSTRAP,
      (_tag, nonce: string) => `<script${nonce}>${RECORDER}${STARTER}</script><script${nonce} type="${DEFERRED_TYPE}">`,
    )
}

/** Where a tag left open at the end of the text starts (the text's length when none is). */
function openTagAtEnd(text: string): number {
  const start = text.lastIndexOf('<')
  return start >= 0 && !text.includes('>', start) ? start : text.length
}

/**
 * The public pages (routes/public) are `reading` pages, whose HTML is the whole page and whose
 * scripts wait, or `form` pages (the contact form, there to be filled in: validation as one types,
 * the send button), whose scripts load with the page. The signed-in screens, applications of no use
 * before their scripts run, are neither: their HTML passes through unchanged.
 */
export type PublicPageKind = 'reading' | 'form'

export function publicPageKind(context: EntryContext): PublicPageKind | null {
  const match = context.staticHandlerContext.matches.find((candidate) =>
    candidate.route.id.startsWith('routes/public/'),
  )
  if (!match) return null
  return FORM_PAGES.has(match.route.id) ? 'form' : 'reading'
}

const FORM_PAGES = new Set(['routes/public/contact'])

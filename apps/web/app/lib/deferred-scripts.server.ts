import { StringDecoder } from 'node:string_decoder'
import { Transform } from 'node:stream'
import type { EntryContext } from 'react-router'

/** React Router's script preloads (`<Scripts>`): dropped, the bootstrap fetches the same files later. */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g
/** React Router's bootstrap (`<Scripts>`): the one module script of a page, with or without a nonce. */
const BOOTSTRAP = /<script((?: nonce="[^"]*")?) type="module" async="">/g
/** What the bootstrap becomes: a script the browser keeps but does not run (an unknown type). */
export const DEFERRED_TYPE = 'spotlight/deferred-module'

/**
 * Runs the deferred bootstrap as a module script once the page has loaded, or at once when the
 * reader taps, types or focuses something first. A tap on a `type="button"` button (which does
 * nothing without React) is kept for `lib/early-tap.ts` to replay once React listens, so an early
 * tap on the menu or the language switcher is not lost. ES5 on purpose: it runs before anything else.
 */
const STARTER = `(function(){var d=document,w=window,started=0,kinds=['pointerdown','keydown','touchstart','focusin'];
function start(){if(started)return;started=1;kinds.forEach(function(k){removeEventListener(k,start,true)});
var s=d.querySelector('script[type="${DEFERRED_TYPE}"]');if(!s)return;var m=d.createElement('script');
m.type='module';m.nonce=s.nonce;m.textContent=s.textContent;d.body.appendChild(m)}
function keep(e){var b=e.target&&e.target.closest&&e.target.closest('button[type="button"]');
if(b&&!w.__spotlightHydrated){w.__spotlightPendingTap=b;start()}}
kinds.forEach(function(k){addEventListener(k,start,{capture:true,passive:true})});
addEventListener('click',keep,true);w.__spotlightStopKeepingTaps=function(){removeEventListener('click',keep,true)};
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
 * bootstrap's own imports then fetch the same files.
 *
 * A stream of the rendered HTML in, the changed HTML out: a tag cut between two chunks is held
 * back until its end arrives, and characters cut between chunks are decoded whole.
 */
export function deferredScripts(): Transform {
  const decoder = new StringDecoder('utf8')
  let held = ''
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const text = held + decoder.write(chunk)
      const cut = openTagAtEnd(text)
      held = text.slice(cut)
      done(null, rewrite(text.slice(0, cut)))
    },
    flush(done) {
      done(null, rewrite(held + decoder.end()))
    },
  })
}

function rewrite(html: string): string {
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(
      BOOTSTRAP,
      (_tag, nonce: string) => `<script${nonce}>${STARTER}</script><script${nonce} type="${DEFERRED_TYPE}">`,
    )
}

/** Where a tag left open at the end of the text starts (the text's length when none is). */
function openTagAtEnd(text: string): number {
  const start = text.lastIndexOf('<')
  return start >= 0 && !text.includes('>', start) ? start : text.length
}

/**
 * The pages whose scripts wait: the public ones (routes/public) that are read, whose HTML is the
 * whole page. Not the contact form, which is there to be filled in (validation as one types, the
 * send button), nor the signed-in screens, applications of no use before their scripts run: their
 * scripts load with the page.
 */
export function isReadingPage(context: EntryContext): boolean {
  return context.staticHandlerContext.matches.some(
    (match) => match.route.id.startsWith('routes/public/') && !FORM_PAGES.has(match.route.id),
  )
}

const FORM_PAGES = new Set(['routes/public/contact'])

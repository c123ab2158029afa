import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    )
  })
}

// The server's HTML is complete: let the browser paint it before hydration takes the main thread.
// A hidden tab gets no animation frames, so it hydrates straight away.
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(hydrate, 0))
else hydrate()

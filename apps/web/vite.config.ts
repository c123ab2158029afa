import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

const fromPackages = (names: string[]) => new RegExp(`[\\\\/]node_modules[\\\\/](${names.join('|')})[\\\\/]`)

const sharedAppModules = /[\\/]apps[\\/]web[\\/]app[\\/](lib|components|config)[\\/]/
const publicFeatureModules = new RegExp(
  `[\\\\/]app[\\\\/]features[\\\\/](${[
    'articles/components/article-(card|grid)',
    'categories/api/list-categories',
    'auth/components/sign-in-button',
    'auth/hooks/use-sign-in',
    'auth/utils/sign-in-with-pi',
    'auth/api/(pi-login|report-incomplete-payment)',
    'payments/api/get-slots',
  ]
    .join('|')
    .replaceAll('/', '[\\\\/]')})\\.tsx?$`,
)

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    rolldownOptions: {
      output: {
        // A page's first load used to be ~35 files, each carrying ~1.3 KB of response headers and
        // compressed on its own; what every page loads anyway now comes in two files. Lazy-only
        // libraries (the editor, QR codes, STOMP) are left out of these groups, so they stay lazy.
        codeSplitting: {
          groups: [
            {
              // Every page needs all of these before it can hydrate: one file, not three.
              name: 'vendor',
              test: fromPackages([
                'react',
                'react-dom',
                'scheduler',
                'react-router',
                'cookie',
                'set-cookie-parser',
                '@tanstack',
              ]),
            },
            // The app's own shared code, with the small feature modules several public pages share:
            // on their own they were ~1 KB files, each costing a phone a round trip before hydrating.
            { name: 'shell', test: (id: string) => sharedAppModules.test(id) || publicFeatureModules.test(id) },
          ],
        },
      },
    },
  },
})

import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

const fromPackages = (names: string[]) => new RegExp(`[\\\\/]node_modules[\\\\/](${names.join('|')})[\\\\/]`)

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    rolldownOptions: {
      output: {
        // A page's first load used to be ~35 files, each carrying ~1.3 KB of response headers and
        // compressed on its own; what every page loads anyway now comes in four files. Lazy-only
        // libraries (the editor, QR codes, STOMP) are left out of these groups, so they stay lazy.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: fromPackages(['react', 'react-dom', 'scheduler', 'react-router', 'cookie', 'set-cookie-parser']),
            },
            { name: 'i18n', test: fromPackages(['i18next', 'react-i18next', 'html-parse-stringify', 'void-elements']) },
            { name: 'query', test: fromPackages(['@tanstack']) },
            { name: 'shell', test: /[\\/]apps[\\/]web[\\/]app[\\/](lib|components|config)[\\/]/ },
          ],
        },
      },
    },
  },
})

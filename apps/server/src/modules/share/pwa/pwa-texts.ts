import type { ShareLanguage } from '../share-texts'

/** The installed app's words and the offline page's, in both languages. */
export const PWA_TEXTS: Record<
  ShareLanguage,
  { name: string; shortName: string; description: string; offlineTitle: string; offlineBody: string; retry: string }
> = {
  en: {
    name: 'Spotlight: the Pi ecosystem in articles',
    shortName: 'Spotlight',
    description: 'Articles about apps, webs, stores and channels of the Pi ecosystem.',
    offlineTitle: 'You are offline',
    offlineBody: 'Spotlight needs a connection to show this page. Check your connection and try again.',
    retry: 'Try again',
  },
  es: {
    name: 'Spotlight: el ecosistema Pi en artículos',
    shortName: 'Spotlight',
    description: 'Artículos sobre apps, webs, tiendas y canales del ecosistema Pi.',
    offlineTitle: 'Estás sin conexión',
    offlineBody: 'Spotlight necesita conexión para mostrar esta página. Comprueba tu conexión e inténtalo de nuevo.',
    retry: 'Reintentar',
  },
}

/** Spotlight's violet (Tailwind violet-700), as in the pages' theme-color. */
export const THEME_COLOR = '#6d28d9'
export const BACKGROUND_COLOR = '#f8fafc'

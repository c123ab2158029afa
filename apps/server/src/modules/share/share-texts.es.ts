import type { ShareCatalogue } from './share-texts'

export const es: ShareCatalogue = {
  siteName: 'Spotlight',
  siteKicker: 'Hecho para Pioneers',
  homeTitle: 'Spotlight: el ecosistema Pi en artículos',
  homeHeading: 'Descubre lo mejor del ecosistema Pi',
  homeDescription:
    'Los últimos artículos sobre apps, webs, tiendas y canales del ecosistema Pi, y un lugar para anunciar el tuyo en Pi.',
  advertiseHeading: 'Anúnciate con nosotros',
  advertiseDescription:
    'Muestra tu app, web, tienda o canal a los Pioneers. Publica un artículo una vez y promociónalo en un carrusel cada mes.',
  categoryKicker: 'Categoría',
  categoryTitle: (name) => `Artículos en "${name}"`,
  categoryDescription: 'Descubre artículos interesantes en esta categoría.',
  makerKicker: 'Creador',
  makerDescription: (company) => `Artículos de ${company} en Spotlight`,
  byLine: (company, app) => `Por ${company} · App: ${app}`,
  pageTitle: (page) => `${page} | Spotlight`,
}

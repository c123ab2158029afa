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
  // The other public pages' titles and descriptions, as their pages say them (PiNet previews).
  featuredTitle: 'Artículos destacados',
  featuredDescription: 'Artículos que nuestros anunciantes promocionan en los carruseles.',
  contactTitle: 'Contáctanos',
  contactDescription: 'Preguntas, colaboraciones o comentarios: escríbenos y te responderemos por correo.',
  howItWorksTitle: 'Cómo funciona Spotlight',
  howItWorksDescription:
    'Cómo se revisan los artículos, cómo se vende y se señala la promoción, cómo se cuentan las valoraciones, qué significa “Verificado” y cómo se tratan las denuncias.',
  privacyTitle: 'Política de privacidad',
  privacyDescription: 'Cómo Spotlight recoge, usa y protege tus datos personales, y cuáles son tus derechos.',
  cookieTitle: 'Política de cookies',
  cookieDescription: 'Qué cookies usa Spotlight y cómo gestionarlas en tu navegador.',
  termsTitle: 'Términos del servicio',
  termsDescription: 'Las normas para usar Spotlight, publicar artículos y pagar planes en Pi.',
  pageTitle: (page) => `${page} | Spotlight`,
}

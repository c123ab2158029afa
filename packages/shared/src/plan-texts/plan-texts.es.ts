import type { PlanCards, PlanWords } from '../domain/plan-texts'

/** Spanish words of every plan (domain/plan-texts.ts): its card, on the public pages. */
export const esPlanCards: PlanCards = {
  STANDARD: {
    name: 'Publicar',
    tagline: 'Tu artículo en Spotlight, revisado y publicado.',
    features: {
      f1: 'Escribe un artículo sobre tu app, web, tienda o canal',
      f2: 'Añade un video e imágenes',
      f3: 'Elige una categoría',
      f4: 'Pago único, sin suscripción',
    },
    firstStep: 'Paga una vez para publicar un artículo',
  },
  CATEGORY_SLIDER: {
    name: 'Carrusel de categoría',
    tagline: 'Tu video en el carrusel de la categoría de tu artículo.',
    features: {
      f1: 'Rotación de videos de 20 segundos',
      f2: 'Orden rotativo diario',
      f3: 'Tu artículo en la sección Destacados',
      f4: 'Acceso de 30 días con renovación manual',
      f5: 'Límite de 7 espacios por categoría',
    },
  },
  MAIN_SLIDER: {
    name: 'Carrusel principal',
    tagline: 'Tu video en el carrusel de la página de inicio.',
    features: {
      f1: 'Rotación de videos de 20 segundos',
      f2: 'Orden rotativo diario',
      f3: 'Tu artículo en la sección Destacados',
      f4: 'Acceso de 30 días con renovación manual',
      f5: 'Límite de 7 espacios globales',
    },
  },
}

/** Spanish words of every plan: the signed-in screens' and the notifications'. */
export const esPlanWords: PlanWords = {
  STANDARD: {
    bought: 'Publicación de un artículo',
    boughtFor: 'Publicación de un artículo: «{{title}}»',
  },
  CATEGORY_SLIDER: {
    activate: 'Activar {{plan}}',
    renew: 'Renovar {{plan}}',
    bought: '30 días en el {{plan}} ({{category}}) para «{{title}}»',
  },
  MAIN_SLIDER: {
    activate: 'Activar {{plan}}',
    renew: 'Renovar {{plan}}',
    bought: '30 días en el {{plan}} para «{{title}}»',
  },
}

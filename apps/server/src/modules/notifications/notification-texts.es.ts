import type { NotificationCatalogue } from './notification-texts'

const quoted = (text: string) => `"${text}"`

const REASONS_ES: Record<string, string> = {
  SCAM: 'estafa o phishing',
  BROKEN: 'app o enlace roto',
  MISLEADING: 'engañoso',
  WRONG_CATEGORY: 'categoría equivocada',
  OFFENSIVE: 'ofensivo',
  OTHER: 'otro motivo',
}
const OUTCOMES_ES: Record<string, string> = {
  DISMISS: 'un administrador no encontró motivo para actuar.',
  UNPUBLISH: 'fue despublicado.',
  HIDE_REVIEW: 'la reseña fue ocultada.',
  SUSPEND_MAKER: 'su autor fue suspendido.',
}

/** Spanish notification texts. */
export const es: NotificationCatalogue = {
  texts: {
    ARTICLE_APPROVED: (p) => ({ title: 'Artículo aprobado', body: `${quoted(p.articleTitle)} está publicado.` }),
    ARTICLE_REJECTED: (p) => ({
      title: 'Artículo rechazado',
      body: `${quoted(p.articleTitle)} fue rechazado: ${p.reason}`,
    }),
    PAYMENT_COMPLETED: (p) => ({
      title: 'Pago completado',
      body: `Tu pago de ${p.amount} Pi (${p.planType}) está completado.`,
    }),
    PROMOTION_STARTED: (p) =>
      p.renewed
        ? {
            title: 'Promoción renovada',
            body: `${quoted(p.articleTitle)} sigue en el ${p.planType} hasta el ${p.expiresAt}.`,
          }
        : {
            title: 'Promoción activa',
            body: `${quoted(p.articleTitle)} está en el ${p.planType} hasta el ${p.expiresAt}.`,
          },
    PROMOTION_ENDING: (p) => ({
      title: 'Tu promoción termina en 3 días',
      body: `${quoted(p.articleTitle)} sale del ${p.planType} el ${p.expiresAt}.`,
    }),
    PROMOTION_ENDED: (p) => ({
      title: 'Promoción terminada',
      body: `${quoted(p.articleTitle)}: ${
        p.impressions && p.clicks && p.ctr
          ? `${p.impressions} impresiones, ${p.clicks} clics, CTR ${p.ctr}.`
          : 'Aún no hay estadísticas de esta promoción.'
      }`,
    }),
    SLOT_HELD: (p) => ({
      title: 'Hay un espacio reservado para ti',
      body: `Un espacio del ${p.planType}${p.categorySlug ? ` (${p.categoryName || p.categorySlug})` : ''} es tuyo hasta el ${p.heldUntil}.`,
    }),
    REVIEW_NEEDED: (p) => ({ title: 'Artículo por revisar', body: `${p.author} envió ${quoted(p.articleTitle)}.` }),
    CONTACT_MESSAGE: (p) => ({ title: 'Nuevo mensaje de contacto', body: `De ${p.name}.` }),
    REVIEW_RECEIVED: (p) => ({
      title: 'Nueva reseña',
      body: `${p.reviewer} valoró ${quoted(p.articleTitle)} con ${p.stars} de 5.`,
    }),
    REVIEW_REPLIED: (p) => ({
      title: 'Respuesta a tu reseña',
      body: `${p.company} respondió a tu reseña de ${quoted(p.articleTitle)}.`,
    }),
    REVIEW_HIDDEN: (p) => ({
      title: p.what === 'REPLY' ? 'Tu respuesta fue ocultada' : 'Tu reseña fue ocultada',
      body: `${quoted(p.articleTitle)}: ${p.reason}`,
    }),
    FOLLOWED_NEWS: (p) =>
      p.count === '1'
        ? { title: `Novedad de ${p.source}`, body: `${quoted(p.articleTitle)} ya está en Spotlight.` }
        : {
            title: `${p.count} artículos nuevos de lo que sigues`,
            body: `El último: ${quoted(p.articleTitle)}, de ${p.source}.`,
          },
    REPORT_RECEIVED: (p) => ({
      title: 'Nueva denuncia',
      body: `${quoted(p.title)} fue denunciado: ${REASONS_ES[p.reasonCode] ?? p.reasonCode}.`,
    }),
    REPORT_RESOLVED: (p) => ({
      title: 'Tu denuncia fue revisada',
      body: `${quoted(p.title)}: ${OUTCOMES_ES[p.outcome] ?? p.outcome} Gracias por avisar.`,
    }),
    ARTICLE_HIDDEN: (p) => ({
      title: 'Artículo oculto hasta su revisión',
      body: `${quoted(p.articleTitle)} fue denunciado como estafa por varias cuentas veteranas y queda oculto hasta que un administrador lo revise.`,
    }),
    ARTICLE_UNPUBLISHED: (p) => ({
      title: 'Artículo despublicado',
      body: `${quoted(p.articleTitle)} fue despublicado tras varias denuncias: ${p.reason} Su promoción activa, si la tenía, se detuvo; los pagos no son reembolsables, según los términos.`,
    }),
    ACCOUNT_SUSPENDED: (p) => ({
      title: 'Cuenta suspendida',
      body: `Tu cuenta está suspendida: ${p.reason} Tus artículos no están en las páginas públicas y sus promociones activas, si las tenían, se detuvieron; los pagos no son reembolsables, según los términos. Aún puedes iniciar sesión y ver tus recibos.`,
    }),
    ACCOUNT_RESTORED: () => ({ title: 'Suspensión levantada', body: 'Tu cuenta vuelve a estar al día.' }),
    VERIFICATION_LAPSED: (p) => ({
      title: 'Verificación caducada',
      body: `Spotlight no encontró tu token de verificación en ${p.host} dos veces seguidas, así que se retiró la insignia de verificado. Vuelve a publicar el token y ejecuta una comprobación.`,
    }),
  },
}

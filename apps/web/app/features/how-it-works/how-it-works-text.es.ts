import type { HowItWorksText } from './how-it-works-text.en'

/** The How it works page's text in Spanish (same keys and placeholders as the English text). */
export const howItWorksTextEs: HowItWorksText = {
  title: 'Cómo funciona Spotlight',
  description:
    'Cómo se revisan los artículos, cómo se vende y se señala la promoción, cómo se cuentan las valoraciones, qué significa “Verificado” y cómo se tratan las denuncias.',
  intro:
    'Las reglas que sigue Spotlight, en palabras sencillas. Cada sección tiene su propia dirección, así que puedes enlazarla directamente.',
  review: {
    title: 'Cómo se revisan los artículos',
    body: 'Un administrador de Spotlight lee cada artículo antes de que nadie más pueda verlo. El creador escribe el artículo en su panel y lo envía; entonces queda en revisión, oculto para los lectores.\n\nUna comprobación automática busca palabras y patrones habituales en las estafas y señala al administrador lo que encuentra. Nunca publica ni rechaza nada por sí sola.\n\nEl administrador publica el artículo o lo rechaza con un motivo que se comunica al creador. Un artículo rechazado se puede corregir y volver a enviar. Pagar un plan nunca evita la revisión, y una promoción solo puede empezar cuando el artículo está publicado.',
  },
  promotion: {
    title: 'Cómo se vende y se muestra la promoción',
    body: 'Los creadores pueden pagar en Pi para promocionar un artículo publicado. Una promoción coloca el vídeo del artículo en un carrusel y el artículo en la sección Destacados. Allí donde aparece, lleva la etiqueta “Promocionado”, y la etiqueta enlaza con esta sección.',
    siteWide:
      '{{plan}}: el carrusel de la página de inicio. {{slots}} plazas para todo el sitio, {{price}} Pi por {{days}} días.',
    perCategory:
      '{{plan}}: el carrusel de la página de la categoría del artículo. {{slots}} plazas en cada categoría, {{price}} Pi por {{days}} días.',
    more: 'Un carrusel nunca tiene más artículos promocionados que plazas. Cuando están todas ocupadas, el creador puede apuntarse a la lista de espera para la próxima que quede libre.\n\nEl orden de las diapositivas cambia cada día, así que cada artículo promocionado pasa por el primer puesto por turnos: nadie puede pagar para ir primero. La sección Destacados sigue el mismo orden diario.\n\nUna promoción termina cuando se acaban sus días, salvo que el creador la renueve. La promoción nunca cambia cómo se revisa un artículo, cómo se cuentan sus valoraciones ni cómo se tratan las denuncias sobre él.',
  },
  ratings: {
    title: 'Cómo se cuentan las valoraciones',
    body: 'Los lectores que han iniciado sesión con Pi valoran una app de 1 a {{max}} estrellas y, si quieren, escriben una reseña. Cada cuenta de Pi cuenta una vez por app: volver a valorarla sustituye la valoración anterior. Los creadores no pueden valorar sus propias apps.\n\nLa primera reseña de una cuenta, y cualquier reseña de una cuenta con menos de {{newAccountHours}} horas de antigüedad, espera la aprobación de un administrador antes de mostrarse o contarse.\n\n“Mejor valoradas” no ordena sin más por la media. Cada app cuenta como si tuviera además {{priorCount}} valoraciones de {{priorStars}} estrellas, así que una app con una sola valoración de 5 estrellas no supera a otra con cien valoraciones de 4,8 de media. Cuantas más valoraciones reales tiene una app, menos pesa este añadido.',
  },
  verified: {
    title: 'Qué significa “Verificado”',
    body: '“Verificado” junto a una app significa una sola cosa: su creador demostró a Spotlight que controla la dirección de la app, la que indica el artículo.\n\nNo es un respaldo, una recomendación ni una auditoría de Spotlight, ni garantiza que la app sea segura, funcione como se describe o proteja tus Pi. Juzga cada app por ti mismo y denuncia todo lo que te parezca sospechoso.',
  },
  reports: {
    title: 'Cómo se tratan las denuncias',
    body: 'Cualquier lector que haya iniciado sesión con Pi puede denunciar un artículo o una reseña eligiendo uno de estos motivos:',
    more: 'Cada denuncia llega a los administradores de Spotlight. Un administrador examina el contenido y decide: descartar la denuncia, retirar el artículo, ocultar la reseña o suspender al creador.\n\nCuando {{reports}} cuentas distintas, cada una con más de {{accountDays}} días de antigüedad, denuncian el mismo contenido como “{{scam}}”, se oculta de las páginas públicas al instante, hasta que un administrador decida. Las denuncias de cuentas más nuevas también llegan a los administradores, pero no cuentan para esta regla, de modo que una avalancha de cuentas nuevas no puede hacer caer un artículo. Tampoco cuentan las denuncias de una cuenta cuya denuncia anterior como “{{scam}}” un administrador descartó.\n\nQuien denunció recibe el resultado. Al autor se le comunica lo que se decidió sobre su artículo, pero nunca quién lo denunció.',
  },
}

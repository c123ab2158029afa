import type { LegalText } from './legal-text.en'

/** The legal pages' text in Spanish (same keys as the English text). */
export const legalTextEs: LegalText = {
  privacy: {
    /** The page's meta description. */
    description: 'Cómo Spotlight recoge, usa y protege tus datos personales, y cuáles son tus derechos.',
    intro:
      'Esta política explica qué datos personales recoge Spotlight cuando visitas el sitio, inicias sesión con Pi, publicas un artículo o nos escribes, para qué los usamos y qué derechos tienes.',
    s1Title: '1. Responsable de tus datos',
    s1Body:
      'Spotlight (este sitio web) es responsable de los datos personales descritos en esta política. Para cualquier pregunta sobre tus datos o sobre esta política, escríbenos mediante el formulario de la página de Contacto; te responderemos por correo electrónico.',
    s2Title: '2. Inicio de sesión con Pi Network',
    s2Body:
      'Solo inicias sesión mediante la billetera de Pi Network (Pi Browser). Pi Network nos comparte tu nombre de usuario de Pi y un identificador de usuario, y te permite hacer pagos. No pedimos ni guardamos tu nombre real, tu edad ni ningún documento de identidad.\n\nGuardamos un token de sesión mientras sigas conectado (una hora por defecto), para que el sitio te reconozca entre páginas.',
    s3Title: '3. Datos que recogemos',
    s3Body:
      'Formulario de contacto: tu nombre, tu correo electrónico y tu mensaje.\n\nArtículos: lo que escribes y subes al publicar, como el título, la descripción, el texto, los enlaces, las imágenes y los videos, junto con tu nombre de usuario de Pi y los pagos vinculados a tus planes.\n\nDatos técnicos: mediante un servicio de analítica recogemos datos sobre tu visita, como las páginas vistas, el tipo de dispositivo y de navegador, la ubicación aproximada derivada de la dirección IP y la hora de la visita.',
    s4Title: '4. Para qué los usamos',
    s4Body:
      'Usamos tus datos para hacer funcionar el sitio y tu cuenta; para revisar, publicar y promocionar tus artículos; para procesar tus pagos en Pi y los planes que activan; para responder a tus mensajes; para mantener el servicio seguro y evitar abusos; y para entender cómo se usa el sitio y poder mejorarlo.',
    s5Title: '5. Base legal',
    s5Body:
      'Tratamos tus datos con base en tu consentimiento (por ejemplo, cuando aceptas las cookies o nos envías un mensaje, y puedes retirarlo cuando quieras) y en nuestro interés legítimo en operar, proteger y mejorar el servicio y en darte lo que pides al publicar o pagar.',
    s6Title: '6. Quién recibe tus datos',
    s6Body:
      'No vendemos tus datos. Solo los compartimos con los proveedores que necesitamos para el servicio: un servicio de analítica (estadísticas de visitas), un servicio de gestión de medios (almacenamiento y entrega de las imágenes y videos de los artículos) y nuestro proveedor de alojamiento (servidores y base de datos). Pi Network procesa el inicio de sesión y los pagos según su propia política de privacidad.',
    s7Title: '7. Cuánto tiempo los conservamos',
    s7Body:
      'Los mensajes de contacto se conservan el tiempo necesario para responderlos y como máximo un año después. Los artículos y sus medios se conservan mientras estén publicados o tu cuenta los use, y se eliminan cuando borras el artículo. Los registros de pago se conservan el tiempo que exija la ley. Los datos de analítica se conservan de forma agregada.',
    s8Title: '8. Tus derechos',
    s8Body:
      'Puedes solicitar el acceso a tus datos, su rectificación o eliminación, oponerte a su tratamiento y pedir una copia en un formato portable. Envía tu solicitud mediante el formulario de contacto; respondemos en el plazo de un mes. También puedes reclamar ante tu autoridad de protección de datos.',
    s9Title: '9. Cookies',
    s9Body:
      'El sitio usa cookies técnicas, necesarias para que funcione, y cookies de analítica, que solo se usan después de que las aceptes en el aviso de cookies. Nuestra Política de cookies explica qué cookies usamos y cómo rechazarlas o eliminarlas.',
    s10Title: '10. Cambios en esta política',
    s10Body:
      'Podemos actualizar esta política cuando cambien el servicio o la ley. La fecha al inicio de la página indica la versión más reciente; cuando un cambio sea importante, también lo anunciaremos en el sitio.',
  },
  cookies: {
    /** The page's meta description. */
    description: 'Qué cookies usa Spotlight y cómo gestionarlas en tu navegador.',
    intro:
      'Las cookies son pequeños archivos que un sitio web guarda en tu navegador. Esta política explica cuáles usa Spotlight y cómo puedes controlarlas.',
    technicalTitle: 'Cookies técnicas',
    technicalBody:
      'Son necesarias para que el sitio funcione y no se pueden desactivar en nuestros sistemas: recuerdan tu idioma, tu elección sobre las cookies (guardada como cookie_consent) y, cuando inicias sesión, tu sesión. No contienen datos que sirvan para seguirte en otros sitios.',
    analyticsTitle: 'Cookies de analítica',
    analyticsBody:
      'Con tu consentimiento, un servicio de analítica instala cookies que nos indican cómo usan el sitio los visitantes: las páginas vistas, la duración de la visita, el tipo de dispositivo y de navegador. Los datos se agregan y nos ayudan a mejorar el sitio. Solo se instalan después de que elijas Aceptar en el aviso de cookies.',
    thirdPartyTitle: 'Cookies de terceros',
    thirdPartyBody:
      'Parte del contenido procede de otros servicios, que pueden instalar sus propias cookies según sus propias políticas: el SDK de Pi Network usado para iniciar sesión y pagar, el servicio de medios que entrega las imágenes y los videos, y los reproductores de video insertados en los artículos.',
    browserTitle: 'Cómo gestionar las cookies en tu navegador',
    browserBody:
      'Puedes bloquear o eliminar las cookies en cualquier momento desde la configuración de tu navegador. Bloquear las cookies técnicas puede impedir que partes del sitio funcionen. Instrucciones para los navegadores más comunes:',
  },
  terms: {
    /** The page's meta description. */
    description: 'Las normas para usar Spotlight, publicar artículos y pagar planes en Pi.',
    intro:
      'Estos términos regulan el uso de Spotlight, un sitio que publica artículos sobre apps, webs, tiendas y canales del ecosistema Pi, con planes de pago para publicar y promocionar.',
    s1Title: '1. Aceptación de los términos',
    s1Body:
      'Al usar el sitio, iniciar sesión o pagar un plan aceptas estos términos. Si no estás de acuerdo con ellos, no uses el servicio.',
    s2Title: '2. El servicio',
    s2Body:
      'Spotlight permite a los visitantes leer artículos, y a los anunciantes pagar en Pi para publicar un artículo (plan Publicar, pago único) y para promocionar un artículo publicado en el carrusel de la página de inicio (Carrusel principal) o en el carrusel de una categoría (Carrusel de categoría). Los artículos promocionados también aparecen en la sección Destacados.',
    s3Title: '3. Publicación de contenido',
    s3Body:
      'Después del pago puedes crear un artículo y enviarlo. Todo el contenido se revisa antes de publicarse. Los artículos rechazados no se publican; recibes el motivo del rechazo y puedes editar el artículo y enviarlo de nuevo. Podemos retirar contenido que incumpla estos términos o la ley.',
    s4Title: '4. Tus responsabilidades',
    s4Body:
      'Eres responsable de lo que publicas: debe ser veraz, legal y tener derecho a publicarlo, y no debe ser engañoso, ofensivo ni dañino, ni contener malware o enlaces a estafas. Mantienes segura tu cuenta de Pi y eres responsable de lo que se haga con ella.',
    s5Title: '5. Propiedad intelectual',
    s5Body:
      'Conservas los derechos sobre tu contenido y concedes a Spotlight una licencia no exclusiva, mundial y gratuita para alojarlo, mostrarlo y promocionarlo en el sitio mientras esté publicado. El diseño, la marca y el código de Spotlight nos pertenecen.',
    s6Title: '6. Pagos',
    s6Body:
      'Los precios se muestran en Pi en la página Anúnciate con nosotros y se pagan a través de Pi Network. El pago no es reembolsable, incluso si tu artículo es rechazado. Después del pago puedes crear y enviar un artículo. El contenido promocional puede caducar a los 30 días si no se renueva; la renovación es manual.',
    s7Title: '7. Cancelación',
    s7Body:
      'Puedes dejar de usar el servicio y eliminar tus artículos cuando quieras. Puedes cancelar una promoción, que termina sin reembolso de los días restantes. Podemos suspender las cuentas que incumplan estos términos.',
    s8Title: '8. Limitación de responsabilidad',
    s8Body:
      'El servicio se ofrece tal cual. No garantizamos que esté siempre disponible ni libre de errores, y no somos responsables de las apps, webs, tiendas y canales anunciados, ni de las pérdidas causadas por el uso del sitio o de Pi Network, en la medida en que la ley lo permita.',
    s9Title: '9. Ley aplicable',
    s9Body:
      'Estos términos se rigen por la ley del país desde el que se opera Spotlight. Cualquier disputa se someterá a sus tribunales competentes, sin perjuicio de los derechos que los consumidores tengan según la ley de su país de residencia.',
  },
  /** Above a translated legal page only (never on the English one). */
  notice: {
    englishPrevails: 'Esta página es una traducción. Si difiere del texto en inglés, prevalece el texto en inglés.',
  },
}

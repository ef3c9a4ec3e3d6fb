import { link, mailLink, phoneLink, when, type PageWriter } from './page-context';

/** The static pages in Spanish (es_ES). */
export const spanishPages: PageWriter = ({ paths, phone, hasPayLater, hasPayPalPayLater }) => ({
  faq: {
    title: 'Preguntas frecuentes',
    description: 'Reservas, regalos, bonos, cancelaciones y pagos: las respuestas a las preguntas más habituales.',
    html: `
<p>Aquí encontrará las respuestas a las preguntas que más nos hacen nuestros clientes. Si no encuentra la suya, ${link(paths.contact, 'escríbanos')}: nuestro equipo le responde en un plazo de 48 horas.</p>
<h2>Reservar una escapada</h2>
<h3 id="booking-how">¿Cómo reservo una escapada?</h3>
<p>Busque un destino o una temática, elija sus fechas en el calendario de la estancia, indique el número de viajeros y, si la estancia incluye actividades, sus fechas. El precio que ve entonces es el precio final. En cuanto se acepta el pago recibe por e-mail la confirmación con su número de reserva de 8 cifras.</p>
<h3 id="price-included">¿Qué incluye el precio?</h3>
<p>El alojamiento, el desayuno y las actividades descritas en el programa de la estancia. La tasa turística, cuando se paga en el hotel, se indica en la página de la estancia y se abona allí. Los extras (cena adicional, circuito de spa…) se ofrecen como opción antes del pago.</p>
<h3 id="confirmation-email">No he recibido el e-mail de confirmación.</h3>
<p>Revise primero la carpeta de correo no deseado. También puede ${link(paths.bookingLookup, 'consultar su reserva')} con su número de reserva y su e-mail. Si aun así no la encuentra, contáctenos: una reserva pagada nunca se pierde.</p>
<h2 id="cancellation">Cancelaciones y cambios</h2>
<h3 id="booking-change">¿Puedo cancelar o modificar mi reserva?</h3>
<p>Depende de las condiciones de la estancia, que se muestran antes del pago:</p>
<ul>
<li><strong>Flexible</strong>: cambios o cancelación sin gastos hasta la fecha límite indicada;</li>
<li><strong>Parcialmente reembolsable</strong>: se reembolsa una parte del precio hasta la fecha límite;</li>
<li><strong>No cancelable</strong>: la estancia no se puede modificar ni reembolsar.</li>
</ul>
<p>Para las estancias no cancelables, el seguro de cancelación que se ofrece en el pago cubre más de 25 motivos (enfermedad, accidente, despido…) hasta el día de llegada, con reembolso en menos de 72 horas tras aceptar el expediente.</p>
<h2>Pago</h2>
<h3 id="payment-methods">¿Qué medios de pago aceptan?</h3>
<p>Tarjeta (Visa, Mastercard, American Express) y monederos electrónicos (Apple Pay, Google Pay, PayPal).${when(hasPayLater, ` Según el importe y la fecha de llegada, también puede:</p>
<ul>
<li>pagar en 3 plazos para importes de 200 a 2.000 €, o en 4 plazos de 250 a 2.000 €, si llega dentro de 7 días o más;</li>
<li>pagar más tarde, si llega dentro de 5 días o más;</li>
${when(hasPayPalPayLater, '<li>pagar a plazos con PayPal para importes de 30 a 2.000 €.</li>\n')}</ul>
<p>`)} El pago es seguro: Escapade nunca guarda los datos de su tarjeta.</p>
<h2>Regalos y bonos</h2>
<h3 id="gift-how">¿Cómo regalo una estancia?</h3>
<p>Pase al modo «Regalos» desde ${link(paths.homeFlow('gifting'), 'la página de inicio')}: usted elige una estancia para dos personas y el número de noches, y quien la recibe elige sus fechas.${paths.boxes ? ` También puede regalar ${link(paths.boxes, 'un cofre regalo')}, que deja elegir entre varios hoteles.` : ''}</p>
<h3 id="gift-format">¿Bono digital o impreso?</h3>
<p>El bono digital se envía por e-mail inmediatamente después del pago. El bono impreso se entrega gratis en un sobre regalo en 2 a 4 días laborables.</p>
<h3 id="gift-validity">¿Cuánto tiempo es válido un regalo?</h3>
<ul>
<li>Estancia regalo: 1 año para 2 personas;</li>
${when(Boolean(paths.boxes), '<li>Cofre regalo: 18 meses;</li>\n')}<li>Actividad regalo: 12 meses.</li>
</ul>
<h3 id="voucher-use">He recibido un bono regalo: ¿cómo lo uso?</h3>
<p>Entre en ${link(paths.beneficiaryLogin, 'el espacio del beneficiario')} e introduzca el código de su bono. Después elija sus fechas entre las disponibilidades del hotel.</p>
<h2>Contactar con nosotros</h2>
<p>Nuestro servicio de atención al cliente le atiende en el ${phoneLink(phone)} de lunes a viernes de 10:00 a 19:00 y los sábados de 10:00 a 18:00, o a través del ${link(paths.contact, 'formulario de contacto')}.</p>`,
  },

  'sales-conditions': {
    title: 'Condiciones generales de venta',
    description: 'Las condiciones de venta de las estancias, viajes combinados, regalos y actividades de Escapade.',
    html: `
<p>Estas condiciones generales de venta se aplican a cualquier pedido realizado en Escapade por una persona física que actúa con fines no profesionales. Se aceptan en el momento del pago y pueden consultarse y guardarse en todo momento.</p>
<h2>1. El vendedor</h2>
<p>El sitio lo gestiona Escapade SAS, agencia de viajes inscrita con el número IM075100000, con domicilio en 18 rue des Voyageurs, 75010 París (Francia). Escapade dispone de una garantía financiera y de un seguro de responsabilidad civil profesional.</p>
<h2>2. Productos</h2>
<ul>
<li>estancias en hotel con actividades, que son <strong>viajes combinados</strong>;</li>
<li>estancias regalo${paths.boxes ? ', cofres regalo' : ''} y actividades;</li>
<li>el seguro de cancelación, opcional.</li>
</ul>
<h2>3. Viajes combinados</h2>
<p>Las estancias que combinan alojamiento y al menos una actividad son viajes combinados en el sentido de la Directiva (UE) 2015/2302 relativa a los viajes combinados y a los servicios de viaje vinculados. Usted disfruta de todos los derechos que la Unión Europea concede a los viajes combinados:</p>
<ul>
<li>recibe toda la información esencial sobre el viaje combinado antes de celebrar el contrato;</li>
<li>Escapade es responsable de la correcta ejecución de todos los servicios de viaje incluidos en el contrato;</li>
<li>dispone de un número de teléfono de emergencia para contactar con el organizador durante la estancia;</li>
<li>puede ceder el viaje combinado a otra persona, con un preaviso razonable y posibles gastos;</li>
<li>el precio solo puede aumentar si suben costes específicos, y nunca en los 20 días anteriores al inicio;</li>
<li>puede resolver el contrato sin penalización antes del inicio si se producen circunstancias inevitables y extraordinarias en el destino;</li>
<li>si el organizador se declara insolvente, los pagos se reembolsan gracias a la garantía financiera.</li>
</ul>
<h2>4. Precios</h2>
<p>Los precios se indican en euros, impuestos incluidos, para el número de viajeros y noches elegido. Incluyen el alojamiento, el desayuno y las actividades del programa. La tasa turística, cuando se paga en el hotel, se indica antes del pedido. El precio definitivo es el que aparece en el paso de pago.</p>
<h2>5. Pedido y pago</h2>
<p>El pedido es firme en cuanto se acepta el pago. Le enviamos por e-mail una confirmación con su número de reserva. Se paga con tarjeta, monedero electrónico o, cuando se ofrecen, a plazos o en diferido, según las condiciones mostradas en el pago.</p>
<h2>6. Cambios y cancelaciones</h2>
<p>Las condiciones de cancelación de cada estancia (flexible, parcialmente reembolsable o no cancelable) y su fecha límite se muestran antes del pago y se recuerdan en el e-mail de confirmación. Según la normativa, el derecho de desistimiento no se aplica a los servicios de alojamiento y ocio prestados en una fecha determinada.</p>
<p>Los regalos sin fecha (bonos${paths.boxes ? ', cofres' : ''}) pueden devolverse en los 14 días siguientes a la compra, siempre que no se hayan utilizado.</p>
<h2>7. Regalos</h2>
<p>Una estancia regalo es válida 1 año${paths.boxes ? ', un cofre regalo 18 meses' : ''} y una actividad regalo 12 meses desde la compra. El bono digital se envía por e-mail al instante; el impreso se entrega gratis en 2 a 4 días laborables. El beneficiario reserva sus fechas en ${link(paths.beneficiaryLogin, 'el espacio del beneficiario')}, según disponibilidad.</p>
<h2>8. Reclamaciones</h2>
<p>Puede enviar cualquier reclamación a ${link(paths.contact, 'nuestro servicio de atención al cliente')} o a ${mailLink('help')}. Respondemos en 48 horas. Si no llegamos a un acuerdo, puede acudir gratuitamente a las Juntas Arbitrales de Consumo.</p>
<h2>9. Datos personales y ley aplicable</h2>
<p>Sus datos se tratan conforme a nuestra ${link(paths.page('data-protection'), 'política de protección de datos')}. Estas condiciones se rigen por las disposiciones imperativas del país de residencia del consumidor.</p>`,
  },

  'conditions-of-use': {
    title: 'Condiciones de uso',
    description: 'Las normas de uso del sitio de Escapade: acceso, contenidos, opiniones, propiedad intelectual y responsabilidad.',
    html: `
<p>Al navegar por Escapade acepta estas condiciones de uso, que completan las ${link(paths.page('sales-conditions'), 'condiciones generales de venta')} aplicables a todo pedido.</p>
<h2>Titular del sitio</h2>
<p>El sitio lo publica Escapade SAS, 18 rue des Voyageurs, 75010 París (Francia). Para cualquier consulta: ${mailLink('help')}.</p>
<h2>Acceso</h2>
<p>El acceso al sitio es gratuito y permanente, salvo durante las operaciones de mantenimiento. Hacemos lo posible para que las descripciones, fotos, disponibilidades y precios sean exactos; aun así, disponibilidades y precios cambian constantemente y solo el resumen mostrado antes del pago es vinculante.</p>
<h2>Opiniones de clientes</h2>
<p>Solo pueden opinar los clientes que se han alojado en el hotel, después de su estancia. Publicamos tanto las opiniones positivas como las negativas; solo retiramos las que contienen insultos, datos personales o comentarios ajenos a la estancia.</p>
<h2>Propiedad intelectual</h2>
<p>Los textos, fotografías, logotipos y elementos gráficos del sitio están protegidos. Queda prohibida su reproducción, incluso parcial, sin autorización previa por escrito, salvo para uso estrictamente personal.</p>
<h2>Usos prohibidos</h2>
<ul>
<li>extraer de forma automatizada los contenidos o los precios del sitio;</li>
<li>perturbar el funcionamiento del sitio o intentar acceder a datos ajenos;</li>
<li>utilizar un código regalo que no le ha sido entregado.</li>
</ul>
<h2>Enlaces</h2>
<p>El sitio puede contener enlaces a sitios de socios. Escapade no es responsable de sus contenidos ni de sus prácticas de protección de datos.</p>
<h2>Cambios</h2>
<p>Podemos actualizar estas condiciones, en particular para nuevas funciones. Se aplica la versión publicada en el momento de su visita.</p>`,
  },

  'data-protection': {
    title: 'Protección de datos',
    description: 'Qué datos trata Escapade, para qué, durante cuánto tiempo, con quién se comparten y cómo ejercer sus derechos.',
    html: `
<p>Escapade SAS, 18 rue des Voyageurs, 75010 París (Francia), es responsable del tratamiento de los datos personales recogidos en este sitio. Solo recogemos los datos necesarios para su estancia y nunca los vendemos.</p>
<h2>Qué datos tratamos</h2>
<ul>
<li><strong>Reservas y compras</strong>: nombre, e-mail, teléfono, dirección postal, composición del grupo, fechas y peticiones especiales;</li>
<li><strong>Regalos</strong>: nombre y dirección de entrega del beneficiario, mensaje personal;</li>
<li><strong>Newsletter</strong>: e-mail, país e idioma, con la fecha de su confirmación;</li>
<li><strong>Atención al cliente</strong>: el contenido de sus mensajes y de nuestras respuestas;</li>
<li><strong>Navegación</strong>: medición de audiencia, solo si la ha aceptado (vea nuestra ${link(paths.page('cookies'), 'política de cookies')}).</li>
</ul>
<h2>Para qué y con qué base</h2>
<table>
<thead><tr><th>Finalidad</th><th>Base jurídica</th></tr></thead>
<tbody>
<tr><td>Gestionar su reserva, su pago y su estancia</td><td>Ejecución del contrato</td></tr>
<tr><td>Conservar las facturas</td><td>Obligación legal</td></tr>
<tr><td>Enviarle la newsletter</td><td>Su consentimiento, confirmado por e-mail</td></tr>
<tr><td>Medir la audiencia del sitio</td><td>Su consentimiento</td></tr>
<tr><td>Prevenir el fraude en los pagos</td><td>Interés legítimo</td></tr>
</tbody>
</table>
<h2>Con quién los compartimos</h2>
<p>El hotel y los proveedores de actividades reciben lo necesario para recibirle. El proveedor de pagos trata los datos de su tarjeta, que no conservamos. La aseguradora recibe sus datos si contrata el seguro de cancelación. Sus datos se alojan en la Unión Europea.</p>
<h2>Durante cuánto tiempo</h2>
<ul>
<li>datos de reserva: 5 años tras la estancia;</li>
<li>facturas: 10 años;</li>
<li>newsletter: hasta que se dé de baja, con un clic desde cualquier e-mail;</li>
<li>mensajes a atención al cliente: 3 años.</li>
</ul>
<h2>Sus derechos</h2>
<p>Puede acceder a sus datos, rectificarlos, suprimirlos, solicitar su portabilidad, oponerse a su tratamiento o retirar su consentimiento en cualquier momento escribiendo a nuestro delegado de protección de datos: ${mailLink('privacy')}. También puede presentar una reclamación ante la Agencia Española de Protección de Datos (AEPD), C/ Jorge Juan 6, 28001 Madrid.</p>`,
  },

  cookies: {
    title: 'Cookies',
    description: 'Las cookies y el almacenamiento del navegador que utiliza Escapade, para qué sirven y cómo cambiar su elección.',
    html: `
<p>Una cookie es un pequeño archivo que se guarda en su navegador. Solo utilizamos cookies propias, instaladas por Escapade: ninguna red publicitaria ni red social instala cookies en nuestro sitio.</p>
<h2>Cookies necesarias</h2>
<p>Permiten que el sitio funcione y no requieren su consentimiento.</p>
<table>
<thead><tr><th>Cookie</th><th>Función</th><th>Duración</th></tr></thead>
<tbody>
<tr><td>consent</td><td>Recuerda sus preferencias de cookies para no preguntárselas en cada página.</td><td>6 meses</td></tr>
<tr><td>last_language</td><td>Recuerda la última versión del sitio (país e idioma) que visitó, para llevarle a ella.</td><td>1 año</td></tr>
<tr><td>escapade_visitor</td><td>Un identificador aleatorio que le muestra siempre la misma versión de una página mientras se prueba una variante.</td><td>1 año</td></tr>
<tr><td>escapade_variations</td><td>Solo se instala cuando se fuerza una variante para una vista previa interna.</td><td>Sesión</td></tr>
<tr><td>escapade_newsletter</td><td>Recuerda que ha confirmado su suscripción, para no volver a mostrarle la ventana de suscripción.</td><td>1 año</td></tr>
</tbody>
</table>
<h2>Cookies que requieren su consentimiento</h2>
<ul>
<li><strong>Medición de audiencia</strong>: un identificador de medición, instalado solo tras su consentimiento, para contar las visitas y mejorar las páginas (13 meses como máximo);</li>
<li><strong>Procedencia</strong>: el sitio socio o la campaña que le trajo hasta nosotros, solo tras su consentimiento (30 días).</li>
</ul>
<p>Sin su consentimiento no se envía ningún dato de medición.</p>
<h2>Almacenamiento del navegador</h2>
<p>Las estancias vistas recientemente, su lista de deseos, sus 3 últimas búsquedas y el borrador de su mensaje de regalo se guardan en el almacenamiento local de su navegador. No se nos envían y puede borrarlos en cualquier momento desde los ajustes del navegador.</p>
<h2>Cambiar su elección</h2>
<p>Puede cambiar de opinión en cualquier momento con el enlace «Preferencias de cookies» al pie de cada página. Para saber más sobre sus datos, consulte nuestra ${link(paths.page('data-protection'), 'política de protección de datos')}.</p>`,
  },

  'about-us': {
    title: '¿Quiénes somos?',
    description: 'Escapade crea escapadas todo incluido en hoteles con encanto, con actividades elegidas para cada región.',
    html: `
<p>Escapade nació de una idea sencilla: irse de fin de semana debería ser tan fácil como soñarlo. Creamos estancias todo incluido, con noche, desayuno y actividades elegidas para cada región, en hoteles que conocemos.</p>
<h2>Hoteles seleccionados uno a uno</h2>
<p>Nuestros equipos visitan los establecimientos antes de proponerlos: la acogida, el confort, la cocina y las actividades cercanas cuentan tanto como las estrellas. Las opiniones de nuestros clientes, publicadas sin filtros tras cada estancia, nos ayudan a mantener ese nivel de exigencia.</p>
<h2>Escapadas con sentido</h2>
<ul>
<li>un programa claro: lo que está incluido está escrito;</li>
<li>precios negociados directamente con los hoteles;</li>
<li>regalos para vivir, válidos el tiempo suficiente para elegir el mejor momento;</li>
<li>un equipo disponible por teléfono antes, durante y después de su estancia.</li>
</ul>
<h2>Un equipo europeo</h2>
<p>Recibimos a viajeros de Francia, Bélgica, España, Italia y los Países Bajos. Nuestros asesores hablan su idioma y conocen los hoteles que le recomiendan.</p>
<p>¿Quiere unirse a nosotros? Descubra ${link(paths.page('careers'), 'nuestras ofertas de empleo')}. ¿Es usted hotelero? ${link(paths.page('hotel-partner'), 'Hágase colaborador')}.</p>`,
  },

  'hotel-partner': {
    title: 'Hágase hotel colaborador',
    description: 'Hoteleros: ofrezcan sus estancias con actividades a los viajeros de Escapade en cinco países, sin cuotas.',
    html: `
<p>¿Dirige un hotel con personalidad y le gusta dar a conocer su región? Únase a los establecimientos colaboradores de Escapade y ofrezca sus estancias a viajeros que buscan algo más que una habitación.</p>
<h2>Por qué colaborar con nosotros</h2>
<ul>
<li><strong>Clientes de fin de semana</strong>: parejas, familias y amigos que reservan estancias completas, a menudo fuera de temporada;</li>
<li><strong>Regalos</strong>: las estancias regaladas llenan habitaciones entre semana y en temporada baja;</li>
<li><strong>Sin cuotas</strong>: solo una comisión sobre las estancias realizadas;</li>
<li><strong>Cinco países</strong>: su oferta traducida y presentada en Francia, Bélgica, España, Italia y los Países Bajos.</li>
</ul>
<h2>Cómo funciona</h2>
<ol>
<li>Nos presenta su establecimiento y las actividades que ofrece o recomienda;</li>
<li>nuestro equipo diseña con usted una o varias estancias y redacta sus descripciones;</li>
<li>usted gestiona disponibilidad y precios desde su channel manager o nuestra extranet;</li>
<li>le enviamos cada reserva con la información necesaria para recibir a sus clientes.</li>
</ul>
<h2>Qué esperamos</h2>
<p>Una acogida cálida, habitaciones cuidadas, fotos recientes y ganas de ofrecer una experiencia: cena, spa, cata, visita o actividad al aire libre.</p>
<h2>Escríbanos</h2>
<p>Presente su establecimiento en ${mailLink('partners')}: un responsable de su región le contestará en una semana.</p>`,
  },

  press: {
    title: 'Sala de prensa',
    description: 'Contacto de prensa, temas de especialidad y recursos para periodistas que escriben sobre escapadas y regalos.',
    html: `
<p>Periodistas, blogueros y creadores de contenido: aquí encontrarán lo necesario para hablar de Escapade y de las escapadas cortas.</p>
<h2>Contacto de prensa</h2>
<p>Nuestro equipo de prensa atiende solicitudes de entrevistas, imágenes y datos: ${mailLink('press')}.</p>
<h2>Temas de especialidad</h2>
<ul>
<li>las tendencias de las escapadas cortas y del turismo de proximidad;</li>
<li>el regalo de experiencias, de San Valentín a Navidad;</li>
<li>el turismo fuera de temporada y sus efectos para los hoteles independientes;</li>
<li>las escapadas en familia, a la playa, a la montaña y a la ciudad.</li>
</ul>
<h2>Recursos</h2>
<p>El logotipo, fotos libres de derechos de nuestros hoteles colaboradores y una presentación de la empresa están disponibles bajo petición. Para un reportaje sobre el terreno, podemos organizar una estancia en uno de nuestros hoteles.</p>
<h2>Quiénes somos</h2>
<p>Para conocer la empresa, visite ${link(paths.page('about-us'), '¿Quiénes somos?')}.</p>`,
  },

  careers: {
    title: 'Trabaje con nosotros',
    description: 'Trabajar en Escapade: nuestros oficios, nuestra forma de trabajar y cómo presentar su candidatura.',
    html: `
<p>En Escapade ayudamos cada semana a miles de personas a viajar o a hacer un regalo. Para seguir haciéndolo buscamos personas curiosas, atentas y a las que les guste viajar.</p>
<h2>Nuestros oficios</h2>
<ul>
<li><strong>Atención al cliente</strong>: asesorar a viajeros y beneficiarios de regalos por teléfono y por escrito;</li>
<li><strong>Relación con hoteles</strong>: encontrar los hoteles de mañana y diseñar las estancias con ellos;</li>
<li><strong>Producto y tecnología</strong>: diseñar, desarrollar y mantener el sitio;</li>
<li><strong>Marketing y contenidos</strong>: escribir, fotografiar y dar a conocer nuestras estancias en cinco países.</li>
</ul>
<h2>Cómo trabajamos</h2>
<p>Equipos pequeños, teletrabajo parcial, una estancia al año para conocer nuestros hoteles y espacio real para la iniciativa. Contratamos sin distinción de origen, género, edad o discapacidad.</p>
<h2>Cómo presentar su candidatura</h2>
<ol>
<li>Envíe su CV y unas líneas sobre usted a ${mailLink('jobs')}, indicando el puesto que le interesa;</li>
<li>una primera llamada de 30 minutos con nuestro equipo de selección;</li>
<li>una entrevista con su futuro responsable y un miembro del equipo;</li>
<li>una respuesta en los 15 días siguientes a la última entrevista.</li>
</ol>
<p>Las candidaturas espontáneas son bienvenidas.</p>`,
  },
});

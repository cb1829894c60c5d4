import type { LegalDocument } from './types.ts';

export const privacy: LegalDocument = {
  title: 'Política de privacidad',
  effectiveDate: '2026-11-27',
  preamble: [
    'Le damos la bienvenida a este servicio, una aplicación social y de citas para personas adultas que ofrece un feed de citas, una plaza para publicar novedades, chat privado, el bloqueo kk, y la recarga de monedas y la membresía VIP. El operador de este servicio («nosotros») sabe lo importante que es para usted su información personal y la trata de forma lícita, legítima, limitada a lo necesario y de buena fe, conforme a la Ley de Protección de la Información Personal de la República Popular China y demás leyes y reglamentos aplicables.',
    'Esta política explica qué información recopilamos, por qué, cómo la usamos y la protegemos, qué pueden ver otros usuarios y qué derechos tiene usted. Léala detenidamente antes de usar el servicio, en especial los apartados sobre lo que ven otros usuarios, el tiempo de conservación de la información y la eliminación de la cuenta.',
    'Al marcar en la página de inicio de sesión que acepta el Acuerdo de servicio y esta política, e iniciar sesión, usted confirma que ha leído y acepta esta política. Si no está de acuerdo, no use el servicio.',
  ],
  sections: [
    {
      heading: 'Ámbito de aplicación',
      paragraphs: [
        'Esta política se aplica a la versión web y a las aplicaciones móviles del servicio, y a todas sus funciones: el feed de citas, la búsqueda, los perfiles, la plaza, los comentarios, los «me gusta», el chat, los emoticonos, seguir, fijar, bloquear, «ocultar sus novedades», el bloqueo kk, la recarga y la membresía VIP, y la gestión de la cuenta.',
        'El servicio lo presta y gestiona el operador de este servicio, que es el responsable del tratamiento de su información personal. Esta política no cubre los servicios que terceros le prestan por cuenta propia, como el servicio de pago de Alipay; estos se rigen por sus propias políticas de privacidad.',
      ],
    },
    {
      heading: 'Información de cuenta e inicio de sesión',
      paragraphs: [
        'Número de teléfono: necesita su número de teléfono móvil para registrarse e iniciar sesión. Lo usamos para identificar su cuenta, para enviarle por SMS los códigos de verificación necesarios para iniciar sesión, restablecer la contraseña y eliminar la cuenta, y para evitar el uso abusivo de un mismo número. Su número nunca se muestra a otros usuarios; incluso en su propia página de cuenta aparece enmascarado (por ejemplo, 138****0000).',
        'Contraseña: si establece una contraseña, solo guardamos un hash scrypt con sal, nunca la contraseña en sí. Nadie, ni siquiera nuestro personal, puede recuperar su contraseña a partir de ese hash.',
        'Códigos de verificación por SMS: cada código consta de seis dígitos aleatorios y solo guardamos un hash calculado con una clave secreta, nunca el código en sí. Cada código sirve únicamente para su finalidad (inicio de sesión, restablecimiento de la contraseña o eliminación de la cuenta) y una sola vez; es válido durante 10 minutos y deja de funcionar tras 5 intentos fallidos. Para evitar abusos, contamos los envíos y limitamos su frecuencia para un mismo número de teléfono y una misma dirección de red.',
        'Token de sesión: cuando inicia sesión, entregamos a su dispositivo un token de sesión generado aleatoriamente, del que el servidor solo guarda el hash. El token caduca a los 30 días y deja de funcionar de inmediato cuando cierra la sesión, restablece la contraseña o elimina la cuenta.',
        'Inicio de sesión con terceros: si inicia sesión con Alipay o Apple en la aplicación móvil, recibimos de esa plataforma el identificador de usuario necesario para reconocer su cuenta. No recibimos su contraseña ni su información de pago de esa plataforma.',
      ],
    },
    {
      heading: 'Datos del perfil e imágenes',
      paragraphs: [
        'Para que otros usuarios puedan conocerle y para sugerirle personas afines, puede elegir completar: nombre de usuario, género, fecha de nacimiento, altura, peso, estado civil, provincia, ciudad y distrito, profesión, rango de ingresos, correo electrónico y firma. Ninguno de estos datos es necesario para registrarse, y puede cambiarlos o borrarlos en cualquier momento en los ajustes de su perfil. El estado civil, el rango de ingresos y datos similares son personales, así que complete solo lo que no le importe que otros sepan.',
        'Usamos su género, su fecha de nacimiento (para calcular su edad) y su región para sugerirle personas y permitir filtrar por edad, género, provincia y ciudad. El nombre de usuario predeterminado de una cuenta nueva se genera al azar y nunca se deriva de su número de teléfono.',
        'Puede subir fotos, un avatar y una imagen de fondo del perfil, enviar imágenes en el chat y añadir sus propios emoticonos. Antes de guardar cualquier imagen subida, eliminamos sus metadatos, incluidos los datos EXIF y la ubicación GPS, de modo que el archivo no revela dónde ni con qué dispositivo se tomó. Lo que muestra la propia imagen (por ejemplo, una vivienda reconocible, una matrícula o un documento de identidad) sigue siendo visible, así que elija sus imágenes con cuidado.',
      ],
    },
    {
      heading: 'Lo que publica, sus chats y sus relaciones',
      paragraphs: [
        'Novedades y comentarios: las novedades (texto e imágenes), los comentarios y los «me gusta» que publica en la plaza se guardan y se muestran a otros usuarios para que funcionen la plaza, los comentarios y la búsqueda. Puede eliminar sus novedades y comentarios en cualquier momento.',
        'Chat: para ofrecer el chat privado en tiempo real, guardamos los mensajes e imágenes que envía y recibe, su hora y el estado de lectura de cada conversación, para sincronizar los mensajes entre sus dispositivos, entregarle los mensajes perdidos al volver a conectarse y mostrar el número de mensajes no leídos. El contenido del chat solo lo ven usted y la persona con quien conversa. Puede retirar un mensaje en los 2 minutos siguientes a su envío.',
        'Relaciones: guardamos los usuarios a los que sigue, da «me gusta», fija, bloquea u oculta sus novedades, así como los alias que pone a sus contactos de chat, para que estas funciones trabajen; por ejemplo, dejamos de mostrarle las novedades de los usuarios ocultos y rechazamos los mensajes de los usuarios bloqueados. Los fijados, bloqueos, ocultos y alias solo los conoce usted; los seguimientos y los «me gusta» pueden ser vistos por la otra persona (por ejemplo, los miembros VIP pueden ver «A quién le gusto»).',
        'Bloqueo kk: guardamos las solicitudes de bloqueo que envía, acepta, rechaza o cancela, y el estado actual de su bloqueo (su pareja de bloqueo y las horas de inicio y fin), para formar y terminar los bloqueos, dejarle fuera del feed de citas mientras esté bloqueado e impedir que otros usuarios inicien conversaciones nuevas con usted durante ese tiempo.',
        'No usamos sus chats con fines publicitarios. Solo examinamos un contenido concreto en la medida necesaria para atender una denuncia, prevenir fraudes o acoso, o cumplir una obligación legal.',
      ],
    },
    {
      heading: 'Información de pago',
      paragraphs: [
        'Cuando recarga monedas, creamos un pedido de pago y guardamos su número, el importe, el paquete comprado, su estado, el número de transacción de Alipay y las horas correspondientes. Lo usamos para abonar las monedas en su cuenta, mostrar sus pedidos en el historial de recargas, y para la conciliación y la atención posventa. También guardamos el registro de las monedas que canjea por días VIP.',
        'Los pagos se realizan a través de Alipay. El número de su tarjeta bancaria, su cuenta bancaria, su contraseña de pago y demás datos de pago los gestiona directamente Alipay; nosotros no los recopilamos ni los guardamos. Un pedido solo se hace efectivo cuando la notificación de pago de Alipay supera la verificación de firma.',
      ],
    },
    {
      heading: 'Información de red, dispositivo y registros',
      paragraphs: [
        'Región aproximada: cuando indica su región, podemos deducir una provincia y ciudad aproximadas a partir de su dirección IP actual para rellenar el campo por usted. El resultado no va más allá de la ciudad y solo pasa a formar parte de su perfil si usted lo confirma y lo guarda. Nunca obtenemos la ubicación precisa (GPS) de su dispositivo.',
        'Registros del servicio: para mantener la seguridad del servicio y corregir fallos, el servidor conserva los registros de solicitudes necesarios, como la hora de una solicitud, la función solicitada y el resultado. Los registros nunca contienen tokens de sesión, códigos de verificación ni contraseñas, ni el contenido de las solicitudes o de sus chats. Con fines de seguridad, como limitar la frecuencia de envío de códigos y frenar ataques, también usamos su dirección de red durante un tiempo breve.',
        'Identificador de notificaciones: si activa las notificaciones de mensajes en una aplicación móvil que las admita, guardamos el identificador de notificaciones de ese dispositivo y solo lo usamos para avisarle de mensajes nuevos. Puede desactivar las notificaciones en los ajustes del sistema, y dejamos de usar el identificador en cuanto cierra la sesión o elimina la cuenta.',
      ],
    },
    {
      heading: 'Qué pueden ver otros usuarios',
      paragraphs: [
        'Otros usuarios pueden ver: su nombre de usuario, su avatar, su edad calculada a partir de su fecha de nacimiento, su provincia y ciudad, su firma y los datos que haya decidido completar, como altura, peso, estado civil, profesión y rango de ingresos; las fotos y la imagen de fondo que haya subido; y las novedades, comentarios y «me gusta» que publique en la plaza.',
        'Otros usuarios nunca pueden ver: su número de teléfono, su contraseña, sus tokens de sesión, su fecha de nacimiento exacta, su correo electrónico, su distrito y su dirección detallada, ni ninguna ubicación precisa. Tampoco pueden encontrarle buscando su número de teléfono.',
        'Los usuarios que ha bloqueado no pueden enviarle mensajes. Mientras esté en un bloqueo kk, no aparece en el feed de citas y los demás usuarios no pueden iniciar conversaciones nuevas con usted.',
      ],
    },
    {
      heading: 'Proveedores, comunicación de datos y divulgación',
      paragraphs: [
        'No vendemos su información personal ni la facilitamos a terceros con fines publicitarios. Los terceros solo reciben la información que necesitan en los siguientes casos:',
        'SMS: usamos el servicio de SMS de Alibaba Cloud para enviar los códigos de verificación y, para ello, le facilitamos su número de teléfono y el texto del mensaje.',
        'Pago: cuando recarga, facilitamos a Alipay el número de pedido, el importe y la descripción del artículo, y Alipay nos devuelve el resultado del pago y el número de transacción. Lo que usted facilite a Alipay se rige por la política de privacidad de Alipay.',
        'Exigimos a estos proveedores que traten la información solo para estos fines y en la medida necesaria, y que la protejan con medidas de seguridad adecuadas.',
        'Divulgación exigida por la ley: podemos divulgar información en la medida necesaria cuando lo exijan las leyes o los reglamentos, o cuando lo soliciten legalmente las autoridades judiciales o administrativas. Cuando sea realmente necesario para proteger la vida, la salud o los bienes de usted, de otros usuarios o del público, también trataremos la información conforme a la ley.',
        'Si hubiera que transferir información personal por una fusión, escisión, disolución, quiebra u otro hecho similar, le comunicaremos el nombre y los datos de contacto del destinatario y le exigiremos que siga cumpliendo las obligaciones de esta política.',
      ],
    },
    {
      heading: 'Dónde y durante cuánto tiempo se conserva la información',
      paragraphs: [
        'Su información personal se almacena en los servidores del operador de este servicio. No la transferimos fuera del país, salvo que sea necesario para prestar un servicio que usted haya elegido usar expresamente y hayamos obtenido su consentimiento específico o se cumplan las demás condiciones que establece la ley.',
        'Conservamos su información personal solo durante el tiempo mínimo necesario para su finalidad: la información de la cuenta, los datos del perfil, las imágenes, las novedades, los comentarios, los chats y las relaciones se conservan hasta que usted los elimine o elimine la cuenta; los tokens de sesión caducan a los 30 días y dejan de funcionar de inmediato cuando cierra la sesión, restablece la contraseña o elimina la cuenta; los códigos de verificación por SMS son válidos durante 10 minutos; los registros del servicio se conservan 30 días como máximo; y los registros de los pedidos de pago se conservan durante el tiempo que exijan las leyes y los reglamentos.',
        'Contenidos denunciados y mensajes retirados: cuando se denuncia un mensaje, una publicación, un comentario o una foto, y cuando su autor retira un mensaje, conservamos una copia. Estas copias solo las pueden ver nuestros moderadores, para atender denuncias, comprobar infracciones de las normas y resolver apelaciones; ningún usuario, ni usted ni la otra persona, puede verlas en el servicio. Cada copia se conserva 30 días desde la denuncia o la retirada y después se elimina. Cuando usted elimina su cuenta, todo lo demás se elimina de inmediato; solo esas copias que aún están dentro de sus 30 días se mantienen hasta que vencen.',
        'Cuando termina el plazo de conservación, eliminamos la información o la anonimizamos.',
      ],
    },
    {
      heading: 'Cómo protegemos su información',
      paragraphs: [
        'Adoptamos medidas técnicas y organizativas adecuadas a los riesgos: las contraseñas solo se guardan como hashes scrypt con sal; los códigos de verificación solo se guardan como hashes calculados con una clave secreta, con límites de validez, uso, intentos y frecuencia de envío; los tokens de sesión son valores aleatorios de al menos 128 bits y el servidor solo guarda su hash; los registros nunca recogen tokens, códigos ni contraseñas; se eliminan los metadatos de las imágenes subidas; el servicio nunca devuelve el número de teléfono, el hash de la contraseña, el token de sesión, la fecha de nacimiento exacta ni la ubicación precisa de otro usuario; y los resultados de pago deben superar la verificación de firma. Además, limitamos el acceso de nuestro personal a la información personal a quienes lo necesitan para su trabajo y solo en la medida necesaria.',
        'Protéjase usted también: no diga a nadie su contraseña ni sus códigos de verificación, y no publique sus datos de contacto, su dirección, sus documentos de identidad ni información similar en novedades públicas o en su perfil.',
        'Ningún sistema conectado a internet es totalmente seguro. Si se produce un incidente de seguridad que afecte a información personal, pondremos en marcha de inmediato nuestro plan de respuesta según exige la ley, adoptaremos medidas correctoras y le informaremos, mediante un aviso en la aplicación u otro medio similar, de lo ocurrido, de sus posibles consecuencias, de las medidas que hemos tomado y de lo que usted puede hacer para protegerse.',
      ],
    },
    {
      heading: 'Sus derechos',
      paragraphs: [
        'Acceso y copia: puede consultar los datos de su perfil, sus fotos, sus novedades, la lista de personas a las que sigue, su lista de bloqueados, su lista de ocultos y su historial de recargas en la página «Yo» y en los ajustes de su perfil. Si desea una copia de su información personal, contáctenos a través de la página de comentarios de los Ajustes.',
        'Rectificación: puede cambiar los datos de su perfil, su avatar, sus fotos y su imagen de fondo en cualquier momento desde los ajustes de su perfil.',
        'Supresión: puede eliminar sus propias fotos, novedades y comentarios, retirar un mensaje de chat en los 2 minutos siguientes a su envío, y deshacer en cualquier momento un seguimiento, un «me gusta», un bloqueo o una ocultación.',
        'Eliminación de la cuenta: puede eliminar su cuenta desde los Ajustes. Una vez que lo confirme con el código de verificación por SMS para la eliminación enviado a su teléfono, eliminamos los datos de su cuenta (incluidos los datos del perfil, fotos, novedades, comentarios, «me gusta», chats y relaciones), los archivos que haya subido y todos sus tokens de sesión. La eliminación no se puede deshacer; solo se conservan los registros de pago que la ley nos obliga a guardar.',
        'Retirada del consentimiento: puede retirar su consentimiento borrando los datos opcionales de su perfil, eliminando contenido, desactivando las notificaciones, cerrando la sesión o eliminando la cuenta. La retirada del consentimiento no afecta a los tratamientos ya realizados sobre la base de dicho consentimiento.',
        'Explicaciones y reclamaciones: tiene derecho a pedirnos que le expliquemos esta política y nuestras normas de tratamiento de la información personal. Le responderemos en un plazo de 15 días hábiles desde que recibamos su solicitud y verifiquemos su identidad. Si no está satisfecho con nuestra respuesta, o considera que nuestro tratamiento perjudica sus derechos legítimos, también puede presentar una reclamación ante las autoridades competentes en materia de ciberespacio, telecomunicaciones, seguridad pública o regulación del mercado.',
      ],
    },
    {
      heading: 'Menores de edad',
      paragraphs: [
        'El servicio está destinado únicamente a personas adultas de 18 años o más, y no lo prestamos a menores. Si tiene menos de 18 años, no se registre ni use el servicio.',
        'Si descubrimos que hemos recopilado información personal de un menor sin el consentimiento necesario, o si un tutor legal nos lo comunica, dejaremos de prestar el servicio a esa cuenta y eliminaremos la información lo antes posible.',
      ],
    },
    {
      heading: 'Almacenamiento local',
      paragraphs: [
        'La versión web del servicio no usa cookies con fines publicitarios ni de seguimiento entre sitios. Para mantener su sesión iniciada, guardamos en el almacenamiento local de su navegador su token de sesión, el número de teléfono con el que inició sesión por última vez (para rellenarlo la próxima vez) y el idioma de la interfaz que haya elegido. Esta información permanece en su propio dispositivo.',
        'Su token de sesión se borra al cerrar la sesión. También puede borrar todo el almacenamiento local desde los ajustes de su navegador; después tendrá que volver a iniciar sesión.',
      ],
    },
    {
      heading: 'Cambios en esta política y contacto',
      paragraphs: [
        'Podemos actualizar esta política cuando cambien las funciones o cuando lo exijan las leyes y los reglamentos. La política actualizada se publicará en la aplicación con su fecha de entrada en vigor. En caso de cambios importantes, como un cambio en los fines del tratamiento, los tipos de información o los destinatarios, se lo comunicaremos antes de que entren en vigor mediante un aviso en la aplicación u otro medio destacado, y le pediremos de nuevo su consentimiento cuando sea necesario.',
        'Si tiene preguntas, comentarios o solicitudes sobre esta política o su información personal, contáctenos a través de la página de comentarios de los Ajustes de la aplicación. Le responderemos en un plazo de 15 días hábiles después de verificar su identidad.',
      ],
    },
  ],
};

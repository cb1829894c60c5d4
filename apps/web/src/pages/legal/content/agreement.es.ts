import type { LegalDocument } from './types.ts';

export const agreement: LegalDocument = {
  title: 'Acuerdo de servicio',
  effectiveDate: '2026-11-21',
  preamble: [
    'Le damos la bienvenida a este servicio, una aplicación social y de citas para personas adultas que le ayuda a conocer gente nueva, publicar novedades en la plaza y chatear con otras personas en tiempo real. El presente acuerdo se celebra entre usted y el operador de este servicio («nosotros») y regula el uso que usted hace del servicio.',
    'Lea detenidamente este acuerdo y la Política de privacidad antes de usar el servicio, en especial las cláusulas sobre requisitos de uso, normas de conducta, funciones de pago, exenciones y límites de responsabilidad y resolución de conflictos. Si tiene cualquier duda sobre este acuerdo, contáctenos a través de la página de comentarios de los Ajustes de la aplicación.',
  ],
  sections: [
    {
      heading: 'Aceptación',
      paragraphs: [
        'La página de inicio de sesión incluye una casilla con el texto «He leído y acepto el Acuerdo de servicio y la Política de privacidad», que aparece marcada de forma predeterminada. Lea este acuerdo antes de iniciar sesión. Al iniciar sesión o registrarse con la casilla marcada, usted confirma que ha leído, entendido y aceptado la totalidad de este acuerdo. Si no está de acuerdo, desmarque la casilla y deje de usar el servicio.',
        'La Política de privacidad forma parte de este acuerdo. Las normas que publicamos en la aplicación, como las descripciones de las funciones y la información sobre pagos, también forman parte de él.',
      ],
    },
    {
      heading: 'Requisitos de uso',
      paragraphs: [
        'Para registrarse y usar el servicio, debe tener al menos 18 años y plena capacidad jurídica. Al registrarse, usted confirma que cumple estos requisitos.',
        'Debe registrarse con un número de teléfono móvil que esté a su nombre y que use actualmente, y completar su perfil con información veraz. Cada persona solo puede registrar y usar una cuenta. No puede registrarse en nombre de otra persona ni crear cuentas de forma masiva, ni tampoco comprar, vender, alquilar o prestar cuentas.',
        'Si anteriormente suspendimos de forma definitiva una cuenta suya por incumplir este acuerdo, no podrá volver a registrarse sin nuestro consentimiento.',
      ],
    },
    {
      heading: 'Qué ofrece el servicio',
      paragraphs: [
        'Actualmente el servicio ofrece: un feed de citas (con filtros por edad, género, provincia y ciudad); búsqueda; un perfil personal (datos, avatar, fotos e imagen de fondo); la plaza (publicar novedades, comentarios y «me gusta»); chat privado en tiempo real (texto, emoticonos e imágenes); seguir, dar «me gusta», fijar, bloquear y «ocultar sus novedades»; el bloqueo kk; la recarga de monedas y la membresía VIP; y la eliminación de la cuenta.',
        'Cuando bloquea a un usuario, este ya no puede enviarle mensajes. Cuando oculta las novedades de un usuario, usted deja de verlas. Puede gestionar estos ajustes en cualquier momento desde su lista de bloqueados y su lista de ocultos.',
        'A medida que el servicio evolucione, podremos ajustarlo, mejorarlo o dejar de ofrecer algunas funciones. Cuando un cambio afecte de forma importante a sus derechos, se lo comunicaremos con antelación mediante un aviso en la aplicación u otro medio similar.',
      ],
    },
    {
      heading: 'Su cuenta y su seguridad',
      paragraphs: [
        'Puede iniciar sesión con su número de teléfono y un código de verificación enviado por SMS. La primera vez que inicie sesión con un código, deberá establecer una contraseña para completar el registro; a partir de entonces, también podrá iniciar sesión con su número de teléfono o su nombre de usuario y su contraseña. Si olvida la contraseña, puede restablecerla con un código de verificación por SMS.',
        'Su cuenta es solo para uso personal. Guarde su contraseña y sus códigos de verificación en un lugar seguro y no se los diga a nadie; nuestro personal nunca se los pedirá por ningún motivo. Las pérdidas causadas por haber revelado usted mismo su contraseña o un código correrán de su cuenta, salvo que la ley disponga otra cosa.',
        'Cada inicio de sesión es válido durante 30 días, y puede cerrar la sesión en cualquier momento. Tras restablecer la contraseña, todos los dispositivos con la sesión iniciada deberán volver a iniciarla. Si descubre que otra persona está usando su cuenta, restablezca la contraseña de inmediato y avísenos a través de la página de comentarios de los Ajustes.',
        'Si deja de usar el número de teléfono con el que se registró, elimine su cuenta o contáctenos cuanto antes, para que quien obtenga ese número no pueda usarlo para acceder a su cuenta.',
      ],
    },
    {
      heading: 'Normas de conducta',
      paragraphs: [
        'Este servicio es una comunidad de personas que desean sinceramente conocer a otras. Al usarlo, debe cumplir la ley, el orden público, las buenas costumbres y este acuerdo, y tratar con respeto a los demás usuarios. No está permitido:',
        '(1) hacerse pasar por otra persona, registrarse o presentarse con fotos o datos ajenos, o falsear su identidad, edad, estado civil, profesión o ingresos;',
        '(2) cometer o intentar cometer fraudes, como pedir dinero o préstamos a otras personas en nombre del amor o la amistad, o presionarlas para que recarguen, transfieran dinero, inviertan, apuesten o compren productos;',
        '(3) acosar, amenazar, insultar o difamar a nadie, o seguir insistiendo a una persona después de que haya dicho claramente que no;',
        '(4) publicar o enviar contenido pornográfico, obsceno o vulgar, o publicar ofertas ilegales de prostitución, captación sexual o compañía remunerada;',
        '(5) publicar anuncios, mensajes de venta o mensajes que desvíen a los usuarios hacia otras plataformas, o usar el servicio para cualquier captación comercial;',
        '(6) revelar o difundir sin su consentimiento el número de teléfono, la dirección, las fotos, las conversaciones u otros datos personales de otras personas;',
        '(7) publicar contenido que ponga en peligro la seguridad nacional, incite al odio étnico, haga apología de la violencia, el terrorismo, el juego o las drogas, o que sea ilegal de cualquier otro modo;',
        '(8) vulnerar los derechos de autor, el derecho a la propia imagen, la reputación, la privacidad u otros derechos legítimos de terceros;',
        '(9) seguir contactando a alguien que le ha bloqueado, ya sea mediante una cuenta nueva o por cualquier otro medio;',
        '(10) usar programas, scripts u otros medios automatizados para registrar cuentas, enviar mensajes o recopilar información de otros usuarios de forma masiva, o interferir en el funcionamiento normal del servicio o atacarlo.',
        'Si detecta alguna de estas conductas, puede bloquear al usuario y denunciarlo a través de la página de comentarios de los Ajustes.',
      ],
    },
    {
      heading: 'Su contenido',
      paragraphs: [
        'Los textos, fotos, imágenes y demás contenido que publique o envíe en el servicio («su contenido») le pertenecen a usted o a sus titulares de derechos originales. Usted debe asegurarse de que tiene derecho a usar su contenido y es responsable de él.',
        'Para que podamos prestar el servicio, usted nos concede una licencia gratuita y no exclusiva para almacenar, copiar y mostrar su contenido dentro del servicio, y para procesarlo en la medida necesaria para mostrarlo (por ejemplo, crear miniaturas y eliminar los metadatos de las imágenes). Esta licencia solo se usa para operar y prestar el servicio; no usaremos su contenido para promociones fuera del servicio sin su consentimiento expreso por separado.',
        'Cuando elimina un contenido o su cuenta, esta licencia termina para ese contenido y lo retiramos del servicio, salvo que la ley nos obligue a conservarlo. Tenga en cuenta que otros usuarios pueden haber visto o guardado su contenido antes de que lo eliminara.',
        'Podemos eliminar u ocultar sin previo aviso cualquier contenido que infrinja la ley o este acuerdo.',
      ],
    },
    {
      heading: 'El bloqueo kk',
      paragraphs: [
        'El bloqueo kk permite que dos usuarios formen una pareja exclusiva. Uno envía al otro una solicitud de bloqueo en el chat; el otro puede aceptarla o rechazarla, y quien la envió puede cancelarla mientras no reciba respuesta. El bloqueo solo se forma si ambas partes están de acuerdo.',
        'Cada usuario puede estar como máximo en un bloqueo a la vez. Mientras esté bloqueado, no podrá enviar ni aceptar otra solicitud, no aparecerá en el feed de citas y los demás usuarios no podrán iniciar una conversación nueva con usted.',
        'Cualquiera de las dos partes puede poner fin al bloqueo en cualquier momento sin el consentimiento de la otra, que recibe un aviso de inmediato.',
        'El bloqueo kk es solo un ajuste de este servicio. No crea ninguna relación ni compromiso jurídico, y no podemos garantizar las intenciones reales de la otra persona. Úselo según su propio criterio.',
      ],
    },
    {
      heading: 'Funciones de pago',
      paragraphs: [
        'El servicio ofrece la recarga de monedas y la membresía VIP. Usted compra paquetes de recarga de monedas a través de Alipay y después puede usar las monedas para comprar días VIP; la membresía VIP da acceso a ventajas como «A quién le gusto» y los filtros avanzados. El precio y el número de monedas de cada paquete, así como los días y las ventajas VIP, son los que se muestran en la página antes de pagar.',
        'Los pagos se realizan a través de Alipay. Las monedas solo se abonan después de que recibamos la notificación de pago correcto de Alipay y verifiquemos su firma. Puede consultar sus pedidos y su estado en el historial de recargas; si un pago se completó pero las monedas no han llegado tras mucho tiempo, contáctenos a través de la página de comentarios de los Ajustes.',
        'Las monedas y las ventajas VIP solo pueden usarse en este servicio. No pueden canjearse por dinero, transferirse, regalarse ni retirarse.',
        'Si se le cobra dos veces, o si las monedas no se abonan o un servicio no puede prestarse por causas que nos sean imputables, le reembolsaremos o le volveremos a abonar las monedas conforme a la ley. En los demás casos, las recargas y canjes ya realizados no son reembolsables en principio, salvo que la ley disponga otra cosa.',
        'Si elimina su cuenta, perderá las monedas no usadas y los días VIP restantes, así que compruébelo antes de eliminarla.',
        'Queda estrictamente prohibido obtener monedas o ventajas VIP por vías ilegales, mediante la cuenta de pago de otra persona o aprovechando fallos del sistema. Si lo detectamos, podremos retirar las monedas afectadas, cancelar las ventajas VIP y actuar sobre la cuenta conforme a este acuerdo.',
      ],
    },
    {
      heading: 'Seguridad al quedar en persona',
      paragraphs: [
        'El servicio le ayuda a conocer gente nueva, pero no verificamos la identidad real, la edad, el estado civil ni otros datos de los usuarios, y no podemos garantizar que la información que facilitan sea cierta. Manténgase alerta con las personas que conozca por internet:',
        'Hasta que conozca bien a alguien, no revele su domicilio, su lugar de trabajo, sus documentos de identidad ni los datos de sus tarjetas o cuentas bancarias. Cualquier persona que le pida dinero prestado o una transferencia por amor, por una urgencia o por una inversión es muy probablemente un estafador.',
        'Para la primera cita, elija un lugar público y concurrido, vaya y vuelva por sus propios medios y cuente a un familiar o amigo sus planes y con quién va a quedar. Beba con moderación y vigile su bebida y sus pertenencias.',
        'Si no se siente seguro, márchese de inmediato. Si presencia un delito o su seguridad personal está amenazada, llame enseguida a la policía al 110; también puede informarnos de ello.',
      ],
    },
    {
      heading: 'Nuestros derechos',
      paragraphs: [
        'Para mantener el orden de la comunidad y la seguridad de los usuarios, podemos moderar el contenido y la actividad de las cuentas de acuerdo con la ley y este acuerdo, lo que incluye atender las denuncias de los usuarios.',
        'Si usted infringe la ley o este acuerdo, podremos, según la gravedad del caso, advertirle, eliminar u ocultar contenido, restringir algunas funciones o suspender su cuenta temporal o definitivamente. Cuando haya indicios de delito, conservaremos los registros pertinentes según exige la ley y lo comunicaremos a las autoridades competentes.',
        'Siempre que sea posible, le informaremos de la medida adoptada y de sus motivos mediante un aviso en la aplicación u otro medio similar. Si cree que nos hemos equivocado, puede presentar una reclamación a través de la página de comentarios de los Ajustes y revisaremos la decisión.',
      ],
    },
    {
      heading: 'Eliminación de la cuenta',
      paragraphs: [
        'Puede eliminar su cuenta en cualquier momento desde los Ajustes. Para comprobar que la solicitud procede de usted, enviamos al número de teléfono con el que se registró un código de verificación por SMS específico para la eliminación; una vez verificado el código, la eliminación se hace efectiva de inmediato.',
        'La eliminación borra su perfil, fotos, avatar, imagen de fondo, novedades, comentarios, «me gusta», conversaciones, las personas a las que sigue, su lista de bloqueados y demás relaciones, así como los archivos que haya subido; se cierra la sesión en todos los dispositivos y se pierden las monedas no usadas y las ventajas VIP. Si forma parte de un bloqueo kk, este también termina. La eliminación no se puede deshacer. Solo se conservan los registros de pago que la ley nos obliga a guardar.',
      ],
    },
    {
      heading: 'Exenciones y límites de responsabilidad',
      paragraphs: [
        'Hacemos todo lo posible para que el servicio funcione de forma estable y segura, pero puede sufrir interrupciones o retrasos por tareas de mantenimiento o actualización, fallos de red, problemas de los operadores de telecomunicaciones o de los proveedores de pago, ataques informáticos, causas de fuerza mayor u otras causas similares. Cuando ocurra, haremos lo posible por limitar el impacto para usted y responderemos en la medida prevista por la ley.',
        'El contenido publicado y los datos facilitados por otros usuarios son responsabilidad exclusiva de estos y no reflejan nuestra opinión. Su trato con otros usuarios, incluidos los encuentros en persona y cualquier intercambio de dinero, queda a su propio criterio y riesgo; los conflictos que surjan deberán resolverse entre usted y la otra persona conforme a la ley, y nosotros prestaremos la ayuda que exija la ley, como facilitar los registros pertinentes.',
        'Nada de lo dispuesto en este acuerdo excluye ni limita una responsabilidad que no pueda excluirse ni limitarse según la ley, incluida la responsabilidad por los daños personales que usted sufra y por los daños a sus bienes causados por dolo o culpa grave por nuestra parte.',
      ],
    },
    {
      heading: 'Cambios en el acuerdo',
      paragraphs: [
        'Podemos modificar este acuerdo por cambios en la ley o en el servicio. El acuerdo modificado se publicará en la aplicación con su fecha de entrada en vigor; cuando un cambio afecte de forma importante a sus derechos, se lo advertiremos antes de que entre en vigor mediante un aviso en la aplicación u otro medio destacado.',
        'Si no está de acuerdo con el acuerdo modificado, puede dejar de usar el servicio y eliminar su cuenta. Si sigue usando el servicio después de que el acuerdo modificado entre en vigor, se entenderá que lo acepta.',
      ],
    },
    {
      heading: 'Ley aplicable, conflictos y contacto',
      paragraphs: [
        'La celebración, validez, cumplimiento e interpretación de este acuerdo, así como la resolución de los conflictos relacionados con él, se rigen por las leyes de la República Popular China (excluidas, a efectos de este acuerdo, las leyes de las Regiones Administrativas Especiales de Hong Kong y Macao y de Taiwán).',
        'Cualquier conflicto derivado de este acuerdo o relacionado con él se intentará resolver primero de forma amistosa; si no se llega a un acuerdo, cualquiera de las partes podrá presentar una demanda ante el tribunal popular competente.',
        'Si alguna cláusula de este acuerdo se declara nula o inaplicable, las demás cláusulas seguirán vigentes.',
        'Si tiene preguntas, comentarios o quejas sobre este acuerdo o el servicio, contáctenos a través de la página de comentarios de los Ajustes de la aplicación y le responderemos lo antes posible.',
      ],
    },
  ],
};

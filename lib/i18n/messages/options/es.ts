import type { Translation } from '../../message-types';
import type { en } from './en';

/** Spanish (tú, as Spanish portals address agents; "anuncio", "home staging virtual"). */
export const es: Translation<typeof en> = {
  'page.title': 'Opciones de Reimagine',

  'key.heading': 'Clave de RenovateAI',
  'key.intro': 'RenovateAI emite las claves por equipo, junto con los créditos. La clave se queda en el segundo plano de Reimagine: las páginas web nunca la ven.',
  'key.checking': 'Comprobando si hay una clave guardada…',
  'key.none': 'Todavía no hay ninguna clave guardada.',
  'key.saved': 'Hay una clave guardada: {masked}. Solo se envía a {host}.',
  'key.placeholder-new': 'Pega tu clave de API de RenovateAI',
  'key.placeholder-replace': 'Escribe una clave nueva para sustituirla',
  'key.bound': 'La clave que guardes aquí es para {host}, la URL base de la API que aparece más abajo; Reimagine no la envía a ningún otro sitio.',
  'key.save': 'Guardar clave',
  'key.remove': 'Eliminar clave',
  'key.saved-for': 'Clave guardada ({masked}) para {host}.',
  'key.removed': 'Clave eliminada.',
  'key.label': 'Clave de API',
  'key.show': 'Mostrar clave',
  'key.hide': 'Ocultar clave',

  'base.heading': 'Servicio',
  'base.unconfirmed': '{host} no está confirmado: tu clave no se envía allí.',
  'base.unconfirmed-why':
    'Una versión anterior guardaba esta dirección donde el script de una página web podía cambiarla. Tu clave sigue confirmada solo para {confirmed}. Confirma {host} si lo configuraste tú, o usa el servicio de RenovateAI.',
  'base.confirm': 'Confirmar {host}…',
  'base.label': 'URL base de la API',
  'base.hint': 'El servicio de RenovateAI es {service}; el emulador local es {emulator}. Cualquier otro host necesita https:// y tu confirmación antes de que tu clave se envíe allí.',
  'base.save': 'Guardar URL base',
  'base.use-service': 'Usar el servicio de RenovateAI',
  'base.needs-access': 'Reimagine necesita acceso a {host} para usarlo.',
  'base.saved': 'Guardado. Reimagine usa ahora {base}.',
  'base.saved-with-key': 'Guardado. Reimagine usa ahora {base}. Tu clave solo se envía a {host}.',

  'origin.question': '¿Enviar tu clave de RenovateAI a {host}?',
  'origin.risk': 'Ahora tu clave solo se envía a {confirmed}. Quien gestione {host} la recibiría con cada render y podría gastar tus créditos: confirma solo un host de confianza.',
  'origin.type-key': 'O escribe la clave para {host}',
  'origin.placeholder': 'Déjalo vacío para enviar tu clave guardada',
  'origin.send-key': 'Enviar mi clave a {host}',
  'origin.use-typed-key': 'Usar esta clave para {host}',

  'connection.heading': 'Conexión',
  'connection.hint': 'Comprueba la URL base de la API y la clave de arriba (guardadas o no) leyendo tu plan. No gasta créditos.',
  'connection.hint-saved-key': 'Tu clave guardada solo se prueba en {host}: para probar otro host, escribe su clave.',
  'connection.test': 'Probar conexión',
  'connection.testing': 'Probando…',
  'connection.ok': 'Conectado.',
  'connection.no-answer': 'Sin respuesta de {host}.',
  'connection.no-answer-unsaved': 'Sin respuesta de {host}. Si es una URL base nueva, guárdala primero: al guardarla, el navegador pide acceso a ella.',

  'plan.plan': 'Plan',
  'plan.business': 'Empresa',
  'plan.renovation-credits': 'Créditos de reforma',
  'plan.staging-credits': 'Créditos de home staging',
  'plan.uploads-left': 'Subidas restantes',

  saved: 'Guardado.',
  'rendering.heading': 'Procesamiento',
  'rendering.concurrency': 'Fotos procesadas a la vez',
  'rendering.concurrency-hint': 'Con más a la vez terminas antes un anuncio entero; el resto espera en la cola. Por defecto, {default}.',

  'disclosure.legend': 'Etiquetas de aviso',
  'disclosure.hint':
    'Las normas de los portales exigen que las fotos modificadas lo indiquen. Reimagine muestra la etiqueta en los resultados y la estampa en las descargas, dentro de la zona de la foto que conserva el recorte de cualquier portal.',
  'disclosure.staging.check': 'Etiquetar las fotos amuebladas con «Amueblado virtualmente»',
  'disclosure.renovation.check': 'Etiquetar las fotos reformadas con «Modificada digitalmente»',
  'disclosure.staging.turn-off': 'Desactivar «Amueblado virtualmente»',
  'disclosure.renovation.turn-off': 'Desactivar «Modificada digitalmente»',
  'disclosure.staging.question': '¿Desactivar la etiqueta «Amueblado virtualmente»?',
  'disclosure.renovation.question': '¿Desactivar la etiqueta «Modificada digitalmente»?',
  'disclosure.staging.why':
    'La ley californiana AB 723 y las normas de las MLS exigen que las fotos modificadas lo indiquen: publicar una foto amueblada virtualmente sin «Amueblado virtualmente» puede incumplirlas. Tendrás que etiquetar tú mismo esas fotos.',
  'disclosure.renovation.why':
    'La ley californiana AB 723 y las normas de las MLS exigen que las fotos modificadas lo indiquen: publicar una foto reformada sin «Modificada digitalmente» puede incumplirlas. Tendrás que etiquetar tú mismo esas fotos.',
  'disclosure.staging.off':
    'Las etiquetas «Amueblado virtualmente» están desactivadas: las descargas de fotos amuebladas no indican que se han modificado, como exigen la ley californiana AB 723 y las normas de las MLS.',
  'disclosure.renovation.off':
    'Las etiquetas «Modificada digitalmente» están desactivadas: las descargas de fotos reformadas no indican que se han modificado, como exigen la ley californiana AB 723 y las normas de las MLS.',
  'label-language.label': 'Idioma de las etiquetas',
  'label-language.auto': 'El idioma del anuncio (automático)',
  'label-language.hint': 'El idioma de las etiquetas estampadas en las fotos y de las observaciones del anuncio. En automático sigue al anuncio: un portal español recibe etiquetas en español.',

  'buttons.heading': 'Botones en las fotos de los anuncios',
  'buttons.legend': 'Botones de Reimagine',
  'buttons.always': 'Siempre visibles',
  'buttons.always-hint': 'Una pequeña insignia de Reimagine en una esquina de cada foto del anuncio, sin tapar los botones del propio portal.',
  'buttons.hover': 'Solo al pasar el ratón',
  'buttons.hover-hint': 'Nada sobre las fotos hasta que señales una o llegues a ella con el teclado.',

  'sites.heading': 'Sitios activados',
  'sites.hint': 'Zillow, Redfin, Rightmove, Zoopla, Idealista y los demás portales integrados funcionan siempre. Aquí aparecen los demás sitios en los que actives Reimagine.',
  'sites.none': 'No hay otros sitios activados.',
  'sites.disable': 'Desactivar',
  'sites.disable-site': 'Desactivar {origin}',
  'sites.add': 'Añadir un sitio',
  'sites.address': 'Dirección del sitio',
  'sites.address-hint': 'Reimagine pide acceso a ese sitio y después añade su botón a las fotos de allí.',
  'sites.enable': 'Activar',
  'sites.invalid': 'Escribe la dirección completa del sitio, como {example}.',
  'sites.not-web': 'Solo se pueden activar sitios web: la dirección debe empezar por https:// o http://.',
  'sites.built-in': '{name} funciona siempre con Reimagine: no hay nada que activar.',
  'sites.already-on': 'Reimagine ya está activado en {origin}.',
  'sites.needs-access': 'Reimagine necesita acceso a {host} para funcionar allí.',
  'sites.enabled': 'Reimagine está ahora activado en {host}. Las páginas de ese sitio que ya tengas abiertas mostrarán los botones al recargarlas.',

  'history.heading': 'Historial',
  'history.hint': 'Reimagine guarda cada resultado y una copia local de su imagen, para que el historial funcione sin conexión.',
  'history.clear': 'Borrar historial',
  'history.confirm': 'Eliminar todos los resultados',
  'history.question': '¿Eliminar todos los resultados y sus copias locales? No se puede deshacer.',
  'history.deleted': { one: 'Se ha eliminado {count} resultado.', other: 'Se han eliminado {count} resultados.' },
};

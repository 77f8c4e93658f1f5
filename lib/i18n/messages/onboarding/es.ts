import type { Translation } from '../../message-types';
import type { en } from './en';

/** Spanish (tú). The pictures are screenshots: their alt text describes them rather than quoting their English. */
export const es: Translation<typeof en> = {
  'page.title': 'Te damos la bienvenida a Reimagine',
  'page.lead': 'Ve cualquier foto de un anuncio reformada, con otro estilo o amueblada virtualmente en segundos, en los mismos portales inmobiliarios que ya usas.',
  'page.more': 'Las etiquetas, los sitios y cuántas fotos se procesan a la vez están en las opciones de Reimagine.',
  'page.open-options': 'Abrir opciones',
  'page.privacy': 'Tu clave y las fotos que procesas solo se envían a RenovateAI; a los autores de Reimagine no les llega nada.',
  'page.privacy-link': 'Política de privacidad',

  'how.heading': 'Cómo funciona',
  'how.step': '{n}. {title}',
  'how.button.alt': 'Una foto de cocina en la página de un anuncio, con el botón de Reimagine en la esquina inferior izquierda',
  'how.button.title': 'Haz clic en Reimagine en una foto del anuncio',
  'how.button.text': 'En Zillow, Redfin, Realtor.com, Rightmove, Zoopla, Idealista y muchos más, cada foto del anuncio lleva el botón. El panel lateral se abre con la foto.',
  'how.panel.alt': 'El panel lateral de Reimagine con sus tarjetas de estilos de interiorismo y el escandinavo elegido',
  'how.panel.title': 'Elige un estilo',
  'how.panel.text': 'Reforma la estancia, renueva los muebles de cocina, copia el estilo de otra foto, mejora su nitidez o amuebla una habitación vacía.',
  'how.compare.alt': 'La misma cocina antes y después, dividida por un control deslizante: los muebles originales a la izquierda y los reformados a la derecha, marcada como modificada digitalmente',
  'how.compare.title': 'Compara el antes y el después',
  'how.compare.text':
    'Arrastra el control deslizante y después descarga o copia el resultado. Las fotos modificadas llevan la etiqueta «Modificada digitalmente» o «Amueblado virtualmente», como exigen las normas de los portales.',

  'key.heading': 'Añade tu clave de RenovateAI',
  'key.where': 'Reimagine crea sus imágenes con RenovateAI. Tu clave de API y tus créditos vienen con tu cuenta de RenovateAI: consíguelos en {link} y pega aquí la clave.',
  'key.saved': 'Hay una clave guardada: {masked}',
  'key.placeholder': 'Pega tu clave',
  'key.hint': 'La clave se queda dentro de Reimagine: los sitios que visitas nunca la ven. Comprobarla no gasta créditos.',
  'key.save-and-test': 'Guardar y probar',
  'key.test-saved': 'Probar la clave guardada',
  'key.checking': 'Comprobando tu clave…',
  'key.works': 'Tu clave funciona. Ya está todo listo: abre un anuncio y haz clic en Reimagine en una foto.',

  'emulator.heading': 'Demo: el emulador local',
  'emulator.text':
    'Esta versión de demostración puede funcionar sin conexión, sin clave ni créditos: ejecuta {command} en el proyecto y usa la URL base de la API {base} con la clave {key}. El botón de abajo configura ambas cosas (antes, el navegador te pide permiso para que Reimagine acceda a {host}).',
  'emulator.use': 'Usar el emulador local',
  'emulator.running': 'Listo: Reimagine usa ahora el emulador local, y responde.',
  'emulator.not-running': 'Guardado: Reimagine usa ahora el emulador local, pero todavía no responde. Inícialo con {command}.',
};

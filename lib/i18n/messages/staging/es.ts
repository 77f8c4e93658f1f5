import type { Translation } from '../../message-types';
import type { en } from './en';

/** Spanish ("tú"; "home staging virtual", "proyecto de home staging", "anuncio", as on Idealista). */
export const es: Translation<typeof en> = {
  'project.label': 'Proyecto de home staging',
  'project.loading': 'Buscando el proyecto de home staging de esta foto…',
  'project.none': {
    one: 'El home staging de esta foto crea su proyecto: {count} crédito de home staging y, después, hasta {max} variaciones de la estancia sin coste adicional.',
    other: 'El home staging de esta foto crea su proyecto: {count} créditos de home staging y, después, hasta {max} variaciones de la estancia sin coste adicional.',
  },
  'project.counter': { one: 'Queda {count} de {max} variaciones', other: 'Quedan {count} de {max} variaciones' },
  'project.counter.unknown': 'Variaciones restantes: aún sin comprobar',
  'project.free': 'Las variaciones nuevas no cuestan nada más: el crédito de home staging de este proyecto ya está gastado.',
  'project.pending': { one: '{count} más en camino', other: '{count} más en camino' },
  'project.full': 'Este proyecto de home staging ya tiene sus {max} variaciones.',
  'project.full.next': {
    one: 'Para volver a hacer home staging de esta foto, crea un proyecto nuevo: {count} crédito de home staging.',
    other: 'Para volver a hacer home staging de esta foto, crea un proyecto nuevo: {count} créditos de home staging.',
  },
  'project.new': 'Crear un proyecto de home staging nuevo',
  'project.closed': {
    one: 'Este proyecto de home staging está cerrado. Un nuevo home staging de esta foto crea un proyecto nuevo: {count} crédito de home staging.',
    other: 'Este proyecto de home staging está cerrado. Un nuevo home staging de esta foto crea un proyecto nuevo: {count} créditos de home staging.',
  },
  'project.gone': {
    one: 'RenovateAI ya no tiene este proyecto de home staging. Las variaciones que guardaste siguen en tus resultados; un nuevo home staging de esta foto crea un proyecto nuevo: {count} crédito de home staging.',
    other: 'RenovateAI ya no tiene este proyecto de home staging. Las variaciones que guardaste siguen en tus resultados; un nuevo home staging de esta foto crea un proyecto nuevo: {count} créditos de home staging.',
  },
  'project.limit-refused': 'RenovateAI ha rechazado una variación más: este proyecto de home staging ya tenía sus {max}. Reimagine lo ha cerrado; sus variaciones siguen aquí.',
  'project.error.invalid': 'No se ha podido leer la respuesta de RenovateAI sobre este proyecto de home staging, así que ahora no se pueden mostrar sus variaciones.',
  'project.error.other': 'No se han podido mostrar las variaciones de este proyecto de home staging. {reason}',

  'gallery.title': { one: '{count} variación', other: '{count} variaciones' },
  'gallery.loading': 'Cargando las variaciones del proyecto…',
  'gallery.empty': 'Aún no hay variaciones: el home staging de esta foto crea la primera.',
  'gallery.item': '{room} · {style}',
  'gallery.compare': 'Comparar',
  'gallery.compare.label': 'Comparar la variación {number} ({room}, {style}, {date}) con la estancia vacía',
  'gallery.shown': 'Se muestra arriba',

  'action.create': {
    one: 'Usa {count} crédito de home staging: crea el proyecto de esta foto',
    other: 'Usa {count} créditos de home staging: crea el proyecto de esta foto',
  },
  'action.create.left': {
    one: 'Usa {count} crédito de home staging: crea el proyecto de esta foto · saldo: {left}',
    other: 'Usa {count} créditos de home staging: crea el proyecto de esta foto · saldo: {left}',
  },
  'action.variation.next': { one: 'Siguiente variación: sin crédito adicional · queda {count} de {max}', other: 'Siguiente variación: sin crédito adicional · quedan {count} de {max}' },
  'action.blocked.full': 'No quedan variaciones: este proyecto de home staging admite {max}. Crea un proyecto nuevo para volver a hacer home staging de esta foto.',

  'list.title': 'Proyectos de home staging',
  'list.hint': 'Cada foto con home staging: hasta {max} variaciones por un crédito de home staging.',
  'list.error': 'No se han podido leer los proyectos de home staging. {reason}',
  'list.created': 'Creado el {date}',
  'list.used': { one: '{count} de {max} variaciones usadas', other: '{count} de {max} variaciones usadas' },
  'list.used.unknown': 'Variaciones aún sin comprobar',
  'list.open': 'Abrir',
  'list.open.label': 'Abrir el proyecto de home staging de {listing}, creado el {date}',
  'list.remove': 'Quitar',
  'list.remove.label': 'Quitar el proyecto de home staging de {listing}, creado el {date}',
  'list.remove.question': {
    one: '¿Quitar este proyecto de home staging de Reimagine? Las variantes que guardaste siguen en tus resultados y RenovateAI conserva el proyecto. Volver a hacer home staging de esta foto crea un proyecto nuevo: {count} crédito de home staging.',
    other: '¿Quitar este proyecto de home staging de Reimagine? Las variantes que guardaste siguen en tus resultados y RenovateAI conserva el proyecto. Volver a hacer home staging de esta foto crea un proyecto nuevo: {count} créditos de home staging.',
  },
  'list.remove.confirm': 'Quitar proyecto',
  'list.remove.busy': 'Hay un home staging en camino: quita el proyecto cuando termine.',
  'state.open': 'Abierto',
  'state.full': 'Completo',
  'state.closed': 'Cerrado',
  'state.gone': 'Ya no está en RenovateAI',
};

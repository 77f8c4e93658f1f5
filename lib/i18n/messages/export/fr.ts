import type { Translation } from '../../message-types';
import type { en } from './en';

/**
 * French, as agencies write on SeLoger ("home staging virtuel", "légende", "annonce"; "vous").
 * A no-break space (U+00A0) goes before the colon and the semicolon, as French typesets them.
 */
export const fr: Translation<typeof en> = {
  'remarks.originals.all': 'L’original non retouché de chaque photo modifiée est disponible.',
  'remarks.originals.linked': {
    one: 'L’original non retouché de la photo {photos} n’a pas pu être téléchargé\u00a0: son adresse figure dans sa légende ci-dessous.',
    other: 'Les originaux non retouchés des photos {photos} n’ont pas pu être téléchargés\u00a0: l’adresse de chacun figure dans la légende de la photo ci-dessous.',
  },
  'remarks.originals.others': 'Les originaux des autres photos sont disponibles.',
  'remarks.unlabelled': {
    one: 'La photo {photos} ne porte pas la mention sur l’image\u00a0: publiez-la avec sa légende ci-dessous, qui précise comment elle a été modifiée.',
    other: 'Les photos {photos} ne portent pas la mention sur l’image\u00a0: publiez chacune avec sa légende ci-dessous, qui précise comment elle a été modifiée.',
  },

  'caption.virtually-staged': 'Photo {n}\u00a0: home staging virtuel',
  'caption.virtually-staged.unlabelled': 'Photo {n}\u00a0: home staging virtuel (sans mention sur la photo)',
  'caption.digitally-altered': 'Photo {n}\u00a0: modifiée numériquement',
  'caption.digitally-altered.unlabelled': 'Photo {n}\u00a0: modifiée numériquement (sans mention sur la photo)',
  'caption.details': '{caption}, {details}',
  'caption.original-linked': '{caption}\u00a0; original non retouché\u00a0: {url}',

  'lookbook.title': '{title}\u00a0: avant et après',
  'lookbook.statement': '{remarks} Chaque photo modifiée est présentée à côté de son original non retouché, avec un lien et un QR code vers l’original.',
  'lookbook.pair': 'Photo {n}',
  'lookbook.before.alt': 'Photo originale {n}, non retouchée',
  'lookbook.before.caption': 'Avant\u00a0: l’original non retouché',
  'lookbook.after.caption': 'Après\u00a0: {label}',
  'lookbook.original': 'Original non retouché de la photo {n}\u00a0: {link}',
  'lookbook.qr': 'QR code\u00a0: photo originale {n}',
  'lookbook.qr.too-long': 'Son adresse est trop longue pour un QR code\u00a0: ouvrez le lien.',
  'lookbook.original.no-link': 'Original non retouché de la photo {n}\u00a0: la page de l’annonce l’intègre, il n’a donc pas d’adresse web à ouvrir ni à scanner.',
  'lookbook.footer': 'Annonce\u00a0: {url} · Réalisé le {date} avec Reimagine.',

  'note.original.missing': 'La photo originale n’a pas pu être téléchargée\u00a0; elle est indiquée par son URL.',
  'note.original.http': 'La photo originale n’a pas pu être téléchargée (HTTP {status})\u00a0; elle est indiquée par son URL.',
  'note.original.unreadable': 'La photo originale n’a pas pu être lue comme une image\u00a0; elle est indiquée par son URL.',
  'note.original.too-large': 'La photo originale dépasse {megabytes} Mo ; elle est liée par son URL.',
  'note.original.too-many-pixels': 'La photo originale fait {width} × {height} pixels, plus que les {megapixels} mégapixels que dessine Reimagine ; elle est liée par son URL.',
  'note.original.private': 'L’adresse de la photo originale est sur un réseau privé, Reimagine ne l’a donc pas téléchargée\u00a0; elle est indiquée par son URL.',
  'note.pair.missing': 'Pas d’image avant/après\u00a0: la photo originale n’a pas pu être téléchargée.',
  'note.pair.not-made': 'Aucune image avant/après n’a été créée.',

  'card.before': 'Avant',
  'card.scan': 'Scannez pour voir la photo originale, non retouchée',
  'card.no-link': 'La photo originale, non retouchée, n’a pas d’adresse web vers laquelle renvoyer.',
  'card.no-link.share': 'Partagez-la avec cette carte.',
  'card.qr.too-long': 'L’adresse de la photo originale est trop longue pour un QR code.',

  'file.listing': 'annonce',
  'file.photo': 'photo',
  'file.original': 'originale',
  'file.pair': 'avant-apres',
  'file.operation.renovate': 'renovation',
  'file.operation.kitchenCabinets': 'meubles-cuisine',
  'file.operation.styleTransfer': 'transfert-style',
  'file.operation.upscale': 'agrandissement',
  'file.operation.stage': 'home-staging',
  'file.operation.analyze': 'analyse',
};

import '../all-locales';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { listingLocale } from '../../../lib/i18n/listing-locale';
import { exportFileNames, listingSlug } from '../../../lib/export/file-names';
import { assembleListingZip } from '../../../lib/export/listing-zip';
import { buildLookbook, qrName } from '../../../lib/export/lookbook';
import { buildManifest, type ListingManifest } from '../../../lib/export/manifest';
import { caption, remarksText } from '../../../lib/export/remarks';
import type { ExportEntry, PreparedResult } from '../../../lib/export/types';
import type { ListingContext } from '../../../lib/listing';
import { entry, jpeg, LISTING } from './fixtures';

/**
 * Issue #14: an export speaks the LISTING's language. A Spanish (idealista.com) listing's
 * remarks, captions, lookbook, manifest and file names are Spanish, a French (seloger.com) one's
 * French, whatever the interface's language; the label-language setting overrides the listing's;
 * an English listing stays English.
 */
const IDEALISTA: ListingContext = {
  listingUrl: 'https://www.idealista.com/inmueble/110641394/',
  site: 'idealista',
  title: 'Piso en venta en Calle de Alcalá, Madrid',
  address: 'Calle de Alcalá 5, Madrid',
  price: '450.000 €',
  photoUrls: [1, 2, 3].map((n) => `https://img3.idealista.com/blur/WEB_DETAIL/0/id.pro.es.image.master/${n}.jpg`),
};
const SELOGER: ListingContext = {
  listingUrl: 'https://www.seloger.com/annonces/achat/appartement/paris-11eme-75/241234567.htm',
  site: 'seloger',
  address: '12 rue Oberkampf, Paris',
  // An English page of a French portal is still a French listing.
  language: 'en',
  photoUrls: [1, 2, 3].map((n) => `https://v.seloger.com/s/width/800/visuels/${n}.jpg`),
};

/** The fixture's entry on another listing. */
function on(listing: ListingContext, base: ExportEntry): ExportEntry {
  const n = LISTING.photoUrls.indexOf(base.photo.url);
  return { ...base, photo: { url: listing.photoUrls[n] ?? base.photo.url, listing } };
}

const staged = (listing: ListingContext) => on(listing, entry('s', 3, 'stage', { room_type: 'living_room', style: 'modern' }));
const renovated = (listing: ListingContext) => on(listing, entry('r', 1, 'renovate', { style_id: 'scandi', renovation_spectrum: 'renovate' }));

async function prepared(listing: ListingContext): Promise<PreparedResult[]> {
  const image = { bytes: await jpeg('#c33'), type: 'image/jpeg' };
  return [
    { entry: renovated(listing), altered: image, original: image, pair: image },
    { entry: staged(listing), altered: image, labelled: false, labelledAltered: image, original: null, originalNote: 'x', pair: null },
  ];
}

async function unzip(listing: ListingContext, locale?: ReturnType<typeof listingLocale>) {
  const zip = await assembleListingZip({ listing, results: await prepared(listing), size: 'mls', generatedAt: Date.UTC(2025, 5, 1), ...(locale ? { locale } : {}) });
  const files = unzipSync(zip.bytes);
  const read = (name: string) => strFromU8(files[Object.keys(files).find((path) => path.endsWith(`/${name}`)) ?? ''] ?? new Uint8Array());
  return { files: Object.keys(files), remarks: read('remarks.txt'), lookbook: read('lookbook.html'), manifest: JSON.parse(read('manifest.json')) as ListingManifest };
}

describe('the listing’s language', () => {
  it('is Spanish on idealista.com, French on seloger.com (even on an English page), English on zillow.com', () => {
    expect(listingLocale(IDEALISTA)).toBe('es');
    expect(listingLocale(SELOGER)).toBe('fr');
    expect(listingLocale(LISTING)).toBe('en');
    expect(listingLocale(IDEALISTA, 'de')).toBe('de');
  });
});

describe('a Spanish (idealista.com) listing’s export', () => {
  it('has Spanish remarks, captions, lookbook, manifest and file names', async () => {
    const { files, remarks, lookbook, manifest } = await unzip(IDEALISTA);
    const lines = remarks.split('\n');
    expect(lines[0]).toBe('Una o más fotos han sido amuebladas virtualmente (home staging virtual). Una o más fotos han sido modificadas digitalmente.');
    expect(lines[1]).toBe('No se ha podido descargar el original sin modificar de la foto 3: su dirección figura en su pie de foto, más abajo. Los originales de las demás fotos están disponibles.');
    expect(lines[2]).toMatch(/^La foto 3 no lleva la etiqueta en la imagen: publícala/);
    expect(remarks).toContain('Foto 1: modificada digitalmente, Reforma · Scandi · Reformar\n');
    expect(remarks).toContain(`Foto 3: home staging virtual (la foto no lleva etiqueta), Home staging virtual · Living room · Modern; original sin modificar: ${IDEALISTA.photoUrls[2]}\n`);

    expect(lookbook).toContain('<html lang="es">');
    expect(lookbook).toContain('<title>Calle de Alcalá 5, Madrid: antes y después</title>');
    expect(lookbook).toContain('Después: Modificada digitalmente');
    expect(lookbook).toContain('Antes: el original sin modificar');
    expect(lookbook).toContain(`Original sin modificar de la foto 1: <a href="${IDEALISTA.photoUrls[0]}">`);
    expect(lookbook).toContain(`aria-label="${qrName(1, 'es')}"`);
    expect(lookbook).not.toMatch(/Before|After:|Unaltered|photo \d/);

    expect(manifest.language).toBe('es');
    expect(manifest.files.map((f) => [f.operation, f.details, f.disclosure])).toEqual([
      ['Reforma', ['Scandi', 'Reformar'], 'Modificada digitalmente'],
      ['Home staging virtual', ['Living room', 'Modern'], 'Amueblado virtualmente'],
    ]);
    expect(manifest.files[1]?.pair).toEqual({ file: null, note: 'Sin imagen de antes y después: no se ha podido descargar la foto original.' });
    expect(files.map((name) => name.split('/')[1]).sort()).toEqual(
      ['foto-01-original.jpg', 'foto-01-reforma-antes-despues.jpg', 'foto-01-reforma.jpg', 'foto-03-home-staging.jpg', 'lookbook.html', 'manifest.json', 'remarks.txt'],
    );
  });

  it('follows the label-language setting over the listing’s own language', async () => {
    const { remarks, lookbook, manifest } = await unzip(IDEALISTA, listingLocale(IDEALISTA, 'de'));
    expect(remarks.split('\n')[0]).toBe('Ein oder mehrere Fotos wurden virtuell eingerichtet (virtuelles Home Staging). Ein oder mehrere Fotos wurden digital bearbeitet.');
    expect(remarks).toContain('Foto 1: digital bearbeitet, Renovierung · Scandi · Renovieren');
    expect(lookbook).toContain('<html lang="de">');
    expect(manifest).toMatchObject({ language: 'de', files: [{ disclosure: 'Digital bearbeitet' }, { disclosure: 'Virtuell eingerichtet' }] });
  });
});

describe('a French (seloger.com) listing’s export', () => {
  it('has French remarks, captions, lookbook and manifest', async () => {
    const { files, remarks, lookbook, manifest } = await unzip(SELOGER);
    expect(remarks.split('\n')[0]).toBe('Une ou plusieurs photos présentent un home staging virtuel. Une ou plusieurs photos ont été modifiées numériquement.');
    expect(remarks).toContain('Photo 1\u00a0: modifiée numériquement, Rénovation · Scandi · Rénover');
    expect(remarks).toContain('La photo 3 ne porte pas la mention sur l’image');
    expect(lookbook).toContain('<html lang="fr">');
    expect(lookbook).toContain('Après\u00a0: Home staging virtuel');
    expect(manifest).toMatchObject({ language: 'fr', files: [{ disclosure: 'Modifiée numériquement' }, { disclosure: 'Home staging virtuel' }] });
    expect(files.some((name) => name.endsWith('/photo-01-originale.jpg'))).toBe(true);
  });
});

describe('an English listing’s export', () => {
  it('stays English', async () => {
    const { remarks, lookbook, manifest, files } = await unzip(LISTING);
    expect(remarks.startsWith('One or more photo(s) was virtually staged. One or more photo(s) was digitally altered.\n')).toBe(true);
    expect(remarks).toContain('Photo 3: virtually staged (no label on the photo), Virtual staging · Living room · Modern; unaltered original:');
    expect(lookbook).toContain('<html lang="en">');
    expect(manifest.language).toBe('en');
    expect(files).toContain('12-orchard-lane-springfield/photo-01-renovate-pair.jpg');
  });
});

describe('the pure builders take the language', () => {
  it('caption, remarks, manifest, lookbook, file names', async () => {
    const e = staged(IDEALISTA);
    expect(caption(3, e, { locale: 'it' })).toBe('Foto 3: arredata virtualmente, Home staging virtuale · Living room · Modern');
    expect(caption(3, e, { locale: 'nl', names: { roomType: () => 'Woonkamer' } })).toBe('Foto 3: virtueel ingericht, Virtuele styling · Woonkamer · Modern');
    expect(remarksText([e], { locale: 'nl' }).split('\n')[0]).toBe('Een of meer foto’s zijn virtueel ingericht.');
    const names = exportFileNames('f', [e], new Map(), 'it');
    expect(names.get('s')).toMatchObject({ altered: 'f/foto-03-home-staging.jpg', original: 'f/foto-03-originale.jpg', pair: 'f/foto-03-home-staging-prima-dopo.jpg' });
    expect(listingSlug({ listingUrl: '東京' }, 'de')).toBe('inserat');
    const image = { bytes: new Uint8Array([1]), type: 'image/jpeg' };
    const manifest = buildManifest({ listing: IDEALISTA, results: [{ entry: e, altered: image, original: null }], names, size: 'web', generatedAt: 0, remarks: '', locale: 'it' });
    expect(manifest.files[0]?.original.note).toBe('Non è stato possibile scaricare la foto originale; è collegata tramite il suo URL.');
    const html = await buildLookbook({ listing: IDEALISTA, pairs: [], remarks: 'R', generatedAt: 0, locale: 'nl' });
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain('R Elke bewerkte foto staat naast het onbewerkte origineel');
  });
});

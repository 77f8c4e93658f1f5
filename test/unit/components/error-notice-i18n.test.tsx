// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import './setup';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmBar } from '../../../components/shared/ConfirmBar';
import { DisclosureBadge } from '../../../components/shared/DisclosureBadge';
import { ErrorNotice } from '../../../components/shared/ErrorNotice';
import { renderWithBackground } from './render';
import { fakeBackground, failure } from './fake-background';

/**
 * The error notice speaks the interface language: the code's sentence and next step, its
 * buttons and the "Details" summary, from the code (never from the English text that crossed
 * contexts), while the technical detail stays as it came.
 */
describe('ErrorNotice in the interface language', () => {
  it('shows a code’s Spanish sentence, next step and actions', () => {
    const detail = 'POST /renovate failed with status 500';
    renderWithBackground(<ErrorNotice code="server" detail={detail} onRetry={() => undefined} onDismiss={() => undefined} />, fakeBackground(), 'es');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('El servicio ha tenido un problema al procesar esta foto.');
    expect(alert).toHaveTextContent('Vuelve a intentarlo dentro de un momento.');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
    expect(alert.querySelector('summary')).toHaveTextContent('Detalles');
    expect(alert.querySelector('details')).toHaveTextContent(detail);
    expect(alert).not.toHaveTextContent('The service had a problem');
  });

  it('fills the limits a message names in the language (German: the variation limit, the smallest photo)', () => {
    const { unmount } = renderWithBackground(<ErrorNotice code="variation_limit" />, fakeBackground(), 'de');
    expect(screen.getByRole('alert')).toHaveTextContent('Dieses Home-Staging-Projekt hat bereits alle 20 Varianten.');
    unmount();
    renderWithBackground(<ErrorNotice code="image_too_small" />, fakeBackground(), 'de');
    expect(screen.getByRole('alert')).toHaveTextContent('(unter 256 Pixel)');
  });

  it('links to the options and to credits in French', () => {
    const { unmount } = renderWithBackground(<ErrorNotice code="no_api_key" />, fakeBackground(), 'fr');
    expect(screen.getByRole('button', { name: 'Ouvrir les options' })).toBeInTheDocument();
    unmount();
    renderWithBackground(<ErrorNotice code="insufficient_credits" />, fakeBackground(), 'fr');
    expect(screen.getByRole('link', { name: 'Obtenir des crédits' })).toHaveAttribute('href', 'https://renovateai.app');
  });

  it('frees the asset limit in Dutch, with the plural of the count', async () => {
    const user = userEvent.setup();
    const assets = [{ id: 'a-0', uploadedAt: 0 }];
    const background = fakeBackground({ getOwnAssets: () => ({ assets, remaining: 0 }), deleteOwnAssets: ({ count }) => ({ deleted: count }) });
    renderWithBackground(<ErrorNotice code="asset_limit" onRetry={() => undefined} />, background, 'nl');
    await user.click(await screen.findByRole('button', { name: 'De oudste afbeelding verwijderen die Reimagine heeft geüpload' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 afbeelding verwijderd.'));
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  });

  it('explains a failed asset listing in Italian', async () => {
    renderWithBackground(<ErrorNotice code="asset_limit" />, fakeBackground({ getOwnAssets: () => failure('network') }), 'it');
    expect(await screen.findByText('Al momento Reimagine non riesce a raggiungere RenovateAI.')).toBeInTheDocument();
  });
});

describe('the other shared pieces in the interface language', () => {
  it('ConfirmBar’s Cancel', () => {
    renderWithBackground(<ConfirmBar confirmLabel="Borrar" onConfirm={() => undefined} onCancel={() => undefined}>¿Seguro?</ConfirmBar>, fakeBackground(), 'es');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  });

  it('DisclosureBadge: a kind in the interface language, or in the listing’s when given', () => {
    const { unmount } = renderWithBackground(<DisclosureBadge kind="virtually-staged" />, fakeBackground(), 'it');
    expect(screen.getByText('Arredato virtualmente')).toHaveAttribute('lang', 'it');
    unmount();
    renderWithBackground(<DisclosureBadge kind="digitally-altered" locale="de" />, fakeBackground(), 'en');
    expect(screen.getByText('Digital bearbeitet')).toHaveAttribute('lang', 'de');
  });
});

// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import './setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PanelAssets } from '../../../components/assets/PanelAssets';
import { explainError } from '../../../lib/error-text';
import { failure, fakeBackground, type FakeBackground } from './fake-background';
import { renderInPanel } from './render';
import { ASSETS, pngFile, uploaded } from './assets-fixtures';

/** The panel's Assets view over a fake background whose account holds `ASSETS` and 80 free slots. */
function renderAssets(background: FakeBackground = fakeBackground({ listAssets: () => ({ assets: ASSETS, remaining: 80 }) }), options: { applyAccept?: boolean } = {}) {
  const result = renderInPanel(<PanelAssets />, { background });
  return { ...result, user: userEvent.setup({ applyAccept: options.applyAccept ?? true }) };
}

const items = () => within(screen.getByRole('list', { name: 'Images on your account' })).getAllByRole('listitem');

describe('Assets view', () => {
  it('lists the account: previews, names, sizes, Reimagine’s own marked; the quota', async () => {
    renderAssets();
    await waitFor(() => expect(items()).toHaveLength(3));
    const [kitchen, own, garden] = items() as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(kitchen).getByRole('img', { name: 'Preview of Kitchen' })).toHaveAttribute('src', 'https://files.example/kitchen.jpg');
    expect(kitchen).toHaveTextContent('1,600 × 1,200 px');
    expect(kitchen).not.toHaveTextContent('Uploaded by Reimagine');
    expect(own).toHaveTextContent('reimagine-0123456789ab');
    expect(own).toHaveTextContent('Uploaded by Reimagine');
    expect(garden).toHaveTextContent('4,032 × 3,024 px');
    expect(screen.getByText('80 upload slots left · 3 images on your account')).toBeInTheDocument();
  });

  it('uploads a file: the cost said first, the quota before and after, the new image listed', async () => {
    const background = fakeBackground({ listAssets: () => ({ assets: ASSETS, remaining: 80 }), uploadAsset: () => ({ asset: uploaded('sunny-kitchen'), remaining: 79 }) });
    const { user } = renderAssets(background);
    await waitFor(() => expect(items()).toHaveLength(3));
    const submit = screen.getByRole('button', { name: 'Upload' });
    expect(submit).toHaveAccessibleDescription('Uploading uses 1 of your 80 upload slots. It costs no credits.');
    await user.upload(screen.getByLabelText('Image file'), pngFile('sunny-kitchen.png'));
    expect(await screen.findByText(/^sunny-kitchen\.png · \d+ byte/)).toBeInTheDocument();
    await user.click(submit);
    expect(await screen.findByText('Uploaded “sunny-kitchen”. Upload slots left: 80 → 79.')).toBeInTheDocument();
    const [request] = background.sent('uploadAsset');
    expect(request).toEqual({ source: { kind: 'file', dataUrl: expect.stringMatching(/^data:image\/png;base64,/), fileName: 'sunny-kitchen.png' } });
    expect(items()).toHaveLength(4);
    expect(items()[0]).toHaveTextContent('sunny-kitchen');
    expect(screen.getByText('79 upload slots left · 4 images on your account')).toBeInTheDocument();
  });

  it('uploads from a web address with a name; refuses an address that is not one', async () => {
    const background = fakeBackground({ listAssets: () => ({ assets: [], remaining: 1 }), uploadAsset: () => ({ asset: uploaded('Front'), remaining: 0 }) });
    const { user } = renderAssets(background);
    expect(await screen.findByText('There are no images on your account yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toHaveAccessibleDescription('Uploading uses your last upload slot. It costs no credits.');
    await user.click(screen.getByRole('radio', { name: 'A web address' }));
    const address = screen.getByRole('textbox', { name: 'Image address' });
    await user.type(address, 'photos/front.jpg');
    expect(screen.getByText('Enter the full address of an image, starting with https://.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(background.sent('uploadAsset')).toEqual([]);
    await user.clear(address);
    await user.type(address, 'https://photos.example.com/front.jpg');
    await user.type(screen.getByRole('textbox', { name: 'Name (optional)' }), 'Front');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Uploaded “Front”. Upload slots left: 1 → 0.')).toBeInTheDocument();
    expect(background.sent('uploadAsset')).toEqual([{ source: { kind: 'url', url: 'https://photos.example.com/front.jpg' }, name: 'Front' }]);
    expect(screen.getByText('Your account is full: delete an image to make room for another upload.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toHaveAccessibleDescription('Your account has no upload slot left: delete an image below first.');
  });

  it('deletes only after the confirmation; Cancel sends nothing; the quota before and after', async () => {
    const background = fakeBackground({ listAssets: () => ({ assets: ASSETS, remaining: 80 }), deleteAsset: ({ assetId }) => ({ assetId, remaining: 81 }) });
    const { user } = renderAssets(background);
    await user.click(await screen.findByRole('button', { name: 'Delete Kitchen' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete image' });
    expect(dialog).toHaveTextContent('Delete “Kitchen” from your RenovateAI account? This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(background.sent('deleteAsset')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete Kitchen' }));
    await user.click(screen.getByRole('button', { name: 'Delete image' }));
    expect(await screen.findByText('Deleted “Kitchen”. Upload slots left: 80 → 81.')).toBeInTheDocument();
    expect(background.sent('deleteAsset')).toEqual([{ assetId: 'asset-kitchen' }]);
    expect(items()).toHaveLength(2);
    expect(screen.getByText('81 upload slots left · 2 images on your account')).toBeInTheDocument();
  });

  it('says when Reimagine uploaded the image being deleted', async () => {
    const { user } = renderAssets();
    await user.click(await screen.findByRole('button', { name: 'Delete reimagine-0123456789ab' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Reimagine uploaded it for a render; it uploads the photo again if a render needs it.');
  });

  it('an asset deleted elsewhere (404 on delete): says so and reads the list again', async () => {
    let assets = ASSETS;
    const background = fakeBackground({ listAssets: () => ({ assets, remaining: 80 }), deleteAsset: () => failure('not_found') });
    const { user } = renderAssets(background);
    await user.click(await screen.findByRole('button', { name: 'Delete Garden' }));
    assets = ASSETS.filter((asset) => asset.id !== 'asset-garden');
    await user.click(screen.getByRole('button', { name: 'Delete image' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('“Garden” was already deleted elsewhere. The list is up to date again.');
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(background.sent('listAssets')).toHaveLength(2);
  });

  it('an asset deleted elsewhere (its preview fails): says so and reads the list again; a still-listed one shows "No preview"', async () => {
    let assets = ASSETS;
    const background = fakeBackground({ listAssets: () => ({ assets, remaining: 80 }) });
    renderAssets(background);
    await waitFor(() => expect(items()).toHaveLength(3));
    assets = ASSETS.filter((asset) => asset.id !== 'asset-kitchen');
    fireEvent.error(screen.getByRole('img', { name: 'Preview of Kitchen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('“Kitchen” is no longer on your account: it was deleted elsewhere.');
    await waitFor(() => expect(items()).toHaveLength(2));
    fireEvent.error(screen.getByRole('img', { name: 'Preview of Garden' }));
    await waitFor(() => expect(within(items()[1] as HTMLElement).getByText('No preview')).toBeInTheDocument());
    fireEvent.error(screen.getByRole('img', { name: 'Preview of reimagine-0123456789ab' }));
    // One read per broken preview, never a loop.
    await waitFor(() => expect(background.sent('listAssets')).toHaveLength(4));
  });

  it('a malformed list answer: the service’s sentence with Retry, which reads again', async () => {
    let reply: 'bad' | 'good' = 'bad';
    const background = fakeBackground({ listAssets: () => (reply === 'bad' ? failure('invalid_response', 'GET /assets: invalid body at assets[0].id') : { assets: ASSETS, remaining: 80 }) });
    const { user } = renderAssets(background);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(explainError('invalid_response').sentence);
    expect(screen.getByText('Upload slots left: unknown')).toBeInTheDocument();
    reply = 'good';
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(items()).toHaveLength(3));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a file that is too large or not an image, sending nothing', async () => {
    const { user, background } = renderAssets(undefined, { applyAccept: false });
    await waitFor(() => expect(items()).toHaveLength(3));
    const big = new File([new Uint8Array(16 * 1024 * 1024 + 1)], 'huge.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Image file'), big);
    expect(await screen.findByRole('alert')).toHaveTextContent('huge.jpg is 16.8 MB: Reimagine takes files up to 15.7 MB.');
    await user.upload(screen.getByLabelText('Image file'), new File(['just some notes'], 'notes.txt', { type: 'text/plain' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(explainError('not_an_image').sentence));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByText('Pick an image file or enter its address first.')).toBeInTheDocument();
    expect(background.sent('uploadAsset')).toEqual([]);
  });

  it('a URL that fails: the reason, and the address and name kept for another try', async () => {
    const background = fakeBackground({ listAssets: () => ({ assets: ASSETS, remaining: 80 }), uploadAsset: () => failure('image_unreachable') });
    const { user } = renderAssets(background);
    await user.click(await screen.findByRole('radio', { name: 'A web address' }));
    await user.type(screen.getByRole('textbox', { name: 'Image address' }), 'https://gone.example.com/room.jpg');
    await user.type(screen.getByRole('textbox', { name: 'Name (optional)' }), 'Room');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(explainError('image_unreachable').sentence);
    expect(alert).toHaveTextContent('Nothing was uploaded; your choice is kept so you can try again.');
    expect(screen.getByRole('textbox', { name: 'Image address' })).toHaveValue('https://gone.example.com/room.jpg');
    expect(screen.getByRole('textbox', { name: 'Name (optional)' })).toHaveValue('Room');
    expect(items()).toHaveLength(3);
  });

  it('an upload at the limit (403): delete below, then Upload again; the file stays picked', async () => {
    const background = fakeBackground({ listAssets: () => ({ assets: ASSETS, remaining: 0 }), uploadAsset: () => failure('asset_limit') });
    const { user } = renderAssets(background);
    await user.upload(await screen.findByLabelText('Image file'), pngFile('porch.png'));
    await screen.findByText(/^porch\.png · /);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account is full, so nothing was uploaded: delete an image below, then press Upload again.');
    expect(screen.getByText(/^porch\.png · /)).toBeInTheDocument();
  });
});

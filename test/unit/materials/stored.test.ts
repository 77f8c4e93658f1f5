import { afterEach, describe, expect, it, vi } from 'vitest';
import { MATERIALS_CHANNEL, productsFromStorage, openMaterialsChannel, sameProducts, type MaterialsChannel } from '../../../lib/materials/stored';
import type { Product } from '../../../lib/materials/product';

const OAK: Product = { material_id: 'OAK-1', material_name: 'White oak', color_id: '', color_name: '', image_url: 'https://cdn.example.com/oak.jpg', installation_location: 'FLOORS', metadata: {} };

const opened: MaterialsChannel[] = [];
function open(listener: () => void): MaterialsChannel {
  const channel = openMaterialsChannel(listener);
  opened.push(channel);
  return channel;
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

afterEach(() => {
  for (const channel of opened.splice(0)) channel.close();
  vi.unstubAllGlobals();
});

describe('productsFromStorage', () => {
  it('keeps the valid products, skips the others, and says null when nothing usable is stored', () => {
    expect(productsFromStorage([OAK, { material_id: 'X' }, 'junk'])).toEqual([OAK]);
    expect(productsFromStorage([])).toEqual([]);
    expect(productsFromStorage(undefined)).toBeNull();
    expect(productsFromStorage({ OAK })).toBeNull();
  });

  it('compares catalogs by content', () => {
    expect(sameProducts([OAK], [{ ...OAK }])).toBe(true);
    expect(sameProducts([OAK], [{ ...OAK, material_name: 'Oak' }])).toBe(false);
    expect(sameProducts([OAK], [])).toBe(false);
  });
});

describe('openMaterialsChannel', () => {
  it(`tells every other page listening on "${MATERIALS_CHANNEL}", never the page that saved`, async () => {
    const options = vi.fn();
    const panel = vi.fn();
    const secondPanel = vi.fn();
    const sender = open(options);
    open(panel);
    open(secondPanel);
    sender.announce();
    await settle();
    expect(panel).toHaveBeenCalledTimes(1);
    expect(secondPanel).toHaveBeenCalledTimes(1);
    expect(options).not.toHaveBeenCalled();
  });

  it('ignores other messages on the channel, and stops after close', async () => {
    const panel = vi.fn();
    const listening = open(panel);
    const stranger = new BroadcastChannel(MATERIALS_CHANNEL);
    stranger.postMessage({ products: [OAK] });
    await settle();
    expect(panel).not.toHaveBeenCalled();
    listening.close();
    open(() => undefined).announce();
    await settle();
    stranger.close();
    expect(panel).not.toHaveBeenCalled();
  });

  it('does nothing without BroadcastChannel (pages then re-read on focus)', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const channel = open(() => undefined);
    expect(() => channel.announce()).not.toThrow();
  });
});

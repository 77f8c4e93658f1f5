/**
 * Contract: code written from the spec alone, with plain fetch and the spec's field names (no
 * extension client, no fakes), works against the emulator for renovate-by-asset: upload an asset
 * as multipart `image`, renovate it with JSON {asset_id, style_id, renovation_spectrum, guidance},
 * and read back exactly the fields the spec's 200 row lists.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blob, HEIGHT, keysOf, livingRoom, startContract, WIDTH, type Contract } from './support';

let c: Contract;

beforeAll(async () => {
  c = await startContract();
});
afterAll(async () => {
  await c.emu.close();
});

describe('renovate-by-asset written from the spec alone', () => {
  it('uploads, lists styles, renovates and gets a hosted render with the exact spec fields', async () => {
    const base = c.emu.baseUrl; // {base_url}, ending in /public/v1
    const headers = { 'X-API-KEY': c.emu.apiKey };

    // POST /assets/upload, multipart/form-data, field `image`; 200 `asset`: Asset.
    const form = new FormData();
    form.append('image', blob(await livingRoom()), 'living-room.jpg');
    const uploaded = await fetch(`${base}/assets/upload`, { method: 'POST', headers, body: form });
    expect(uploaded.status).toBe(200);
    const { asset } = (await uploaded.json()) as { asset: { id: string; name: string; width: number; height: number; preview_url: string } };
    expect(keysOf(asset)).toEqual(['height', 'id', 'name', 'preview_url', 'width']);
    expect(asset).toMatchObject({ width: WIDTH, height: HEIGHT });

    // GET /styles; 200 interior_styles / exterior_styles of {id, name, description}, total_found.
    const stylesResponse = await fetch(`${base}/styles`, { headers });
    expect(stylesResponse.status).toBe(200);
    const styles = (await stylesResponse.json()) as { interior_styles: { id: string }[]; exterior_styles: { id: string }[]; total_found: number };
    const styleId = styles.interior_styles[0]?.id;
    expect(styleId).toEqual(expect.any(String));

    // POST /renovate, JSON {asset_id, style_id, renovation_spectrum, guidance}.
    const renovated = await fetch(`${base}/renovate`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ asset_id: asset.id, style_id: styleId, renovation_spectrum: 'renovate', guidance: 'white walls and light oak floors' }),
    });
    expect(renovated.status).toBe(200);
    const body = (await renovated.json()) as Record<string, unknown>;
    // 200: `style_id` string, `renovation_spectrum` string, `renovated_image_url` string. Nothing else.
    expect(keysOf(body)).toEqual(['renovated_image_url', 'renovation_spectrum', 'style_id']);
    expect(body).toEqual({ style_id: styleId, renovation_spectrum: 'renovate', renovated_image_url: expect.stringMatching(/^https?:\/\//) });

    // "returns a hosted URL of the rendered image": fetchable without the key.
    const image = await fetch(String(body.renovated_image_url));
    expect(image.status).toBe(200);
    const metadata = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ width: WIDTH, height: HEIGHT });

    // GET /plan/details; 200 `plan` with the five Plan fields.
    const planResponse = await fetch(`${base}/plan/details`, { headers });
    const { plan } = (await planResponse.json()) as { plan: Record<string, unknown> };
    expect(keysOf(plan)).toEqual(['business_name', 'plan', 'remaining_assets', 'renovation_credits', 'staging_credits']);
  });

  it('a request without X-API-KEY is 401 (spec section 5)', async () => {
    const response = await fetch(`${c.emu.baseUrl}/plan/details`);
    expect(response.status).toBe(401);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, startTestApp, type TestApp } from './helpers';
import { countRows, createProduct, shirt } from './catalog-helpers';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-media-'));
  t = await startTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A real PNG of the given size (one grey scanline repeated). */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(zlib.crc32(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  const raw = Buffer.alloc((width + 1) * height, 0x80);
  for (let y = 0; y < height; y++) raw[y * (width + 1)] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const upload = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/v1/media/files', headers: asAdmin, payload });
const rules = (res: {
  json(): { details: { validationError: { fieldViolations: { field: string; violatedRule: string }[] } } };
}) => res.json().details.validationError.fieldViolations.map((v) => `${v.field} ${v.violatedRule}`);

describe('media files', () => {
  it('stores an upload under DATA_DIR/media and serves it with long cache headers', async () => {
    const res = await upload({
      fileName: 'vase.png',
      mimeType: 'image/png',
      data: png(40, 30).toString('base64'),
    });
    expect(res.statusCode).toBe(200);
    const file = res.json().file;
    expect(file).toMatchObject({
      mimeType: 'image/png',
      width: 40,
      height: 30,
      fileName: expect.stringMatching(/\.png$/),
    });
    expect(fs.existsSync(path.join(dataDir, 'media', file.fileName))).toBe(true);
    const served = await t.app.inject({ method: 'GET', url: file.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(png(40, 30))).toBe(true);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/media/00000000-0000-4000-8000-000000000000.png',
    });
    expect(missing.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/media/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(
      400,
    );
  });

  it('checks the type by content and the size', async () => {
    const before = await countRows(t.app, 'media_files');
    const html = Buffer.from('<html><script>alert(1)</script></html>').toString('base64');
    expect(rules(await upload({ fileName: 'x.png', mimeType: 'image/png', data: html }))).toEqual([
      'data FORMAT',
    ]);
    const lie = await upload({
      fileName: 'x.jpg',
      mimeType: 'image/jpeg',
      data: png(2, 2).toString('base64'),
    });
    expect(rules(lie)).toEqual(['mimeType VALIDATION']);
    expect(rules(await upload({ fileName: 'x.png', mimeType: 'image/png', data: '***' }))).toEqual([
      'data FORMAT',
    ]);
    const big = Buffer.concat([png(2, 2), Buffer.alloc(10 * 1024 * 1024)]).toString('base64');
    expect(rules(await upload({ fileName: 'big.png', mimeType: 'image/png', data: big }))).toEqual([
      'data MAX_SIZE',
    ]);
    expect(await countRows(t.app, 'media_files')).toBe(before);
  });

  it('reads raster sizes with sharp and refuses a file that does not decode', async () => {
    const raster = (format: 'png' | 'jpeg' | 'webp') =>
      sharp({ create: { width: 64, height: 48, channels: 3, background: '#b5654a' } })
        .toFormat(format)
        .toBuffer();
    const webp = await upload({
      fileName: 'bowl.webp',
      mimeType: 'image/webp',
      data: (await raster('webp')).toString('base64'),
    });
    expect(webp.json().file).toMatchObject({ mimeType: 'image/webp', width: 64, height: 48 });
    // A phone photo taken upright: stored 64 x 48 with EXIF orientation 6, shown (and sized) 48 x 64.
    const upright = await sharp(await raster('jpeg'))
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const jpeg = await upload({
      fileName: 'up.jpg',
      mimeType: 'image/jpeg',
      data: upright.toString('base64'),
    });
    expect(jpeg.json().file).toMatchObject({ width: 48, height: 64 });

    const before = await countRows(t.app, 'media_files');
    for (const format of ['png', 'jpeg', 'webp'] as const) {
      const good = await raster(format);
      const truncated = good.subarray(0, Math.floor(good.length * 0.6));
      const scrambled = Buffer.from(good).fill(0x55, 40, good.length - 20);
      for (const bad of [truncated, scrambled]) {
        const res = await upload({
          fileName: `bad.${format}`,
          mimeType: `image/${format}`,
          data: bad.toString('base64'),
        });
        expect(res.statusCode, format).toBe(400);
        expect(rules(res)).toEqual(['data FORMAT']);
        expect(res.json().details.validationError.fieldViolations[0].description).toMatch(/not a readable/);
      }
    }
    expect(await countRows(t.app, 'media_files')).toBe(before);
  });

  it('adds media to a product and to its choices, and removes it', async () => {
    const p = await createProduct(t.app, shirt);
    const file = (
      await upload({ fileName: 'a.png', mimeType: 'image/png', data: png(8, 8).toString('base64') })
    ).json().file;
    const add = await t.app.inject({
      method: 'POST',
      url: `/v1/products/${p.id}/media`,
      headers: asAdmin,
      payload: {
        media: [
          { mediaId: file.id },
          { url: 'https://example.com/b.jpg', choice: { option: 'Color', choice: 'Navy' } },
        ],
      },
    });
    expect(add.statusCode).toBe(200);
    let product = (await t.app.inject({ method: 'GET', url: `/v1/products/${p.id}` })).json().product;
    expect(product.media.mainMedia).toMatchObject({
      id: file.id,
      mediaType: 'image',
      image: { url: file.url, width: 8, height: 8, urlExpirationDate: expect.any(String) },
    });
    expect(product.media.items).toHaveLength(2);
    const navy = product.productOptions[1].choices[1];
    expect(navy.media.items).toHaveLength(1);
    const choice = await t.app.inject({
      method: 'PATCH',
      url: `/v1/products/${p.id}/choices/media`,
      headers: asAdmin,
      payload: { media: [{ option: 'Color', choice: 'White', mediaIds: [file.id] }] },
    });
    expect(choice.statusCode).toBe(200);
    product = (await t.app.inject({ method: 'GET', url: `/v1/products/${p.id}` })).json().product;
    expect(
      product.variants.find((v: { choices: { Color: string } }) => v.choices.Color === 'White').media
        .mainMedia.id,
    ).toBe(file.id);
    const badChoice = await t.app.inject({
      method: 'PATCH',
      url: `/v1/products/${p.id}/choices/media`,
      headers: asAdmin,
      payload: { media: [{ option: 'Color', choice: 'Pink', mediaIds: [file.id] }] },
    });
    expect(rules(badChoice)).toEqual(['media[0] VALIDATION']);
    const delChoice = await t.app.inject({
      method: 'POST',
      url: `/v1/products/${p.id}/choices/media/delete`,
      headers: asAdmin,
      payload: { media: [{ option: 'Color', choice: 'White' }] },
    });
    expect(delChoice.statusCode).toBe(200);
    const del = await t.app.inject({
      method: 'POST',
      url: `/v1/products/${p.id}/media/delete`,
      headers: asAdmin,
      payload: { mediaIds: [file.id] },
    });
    expect(del.statusCode).toBe(200);
    product = (await t.app.inject({ method: 'GET', url: `/v1/products/${p.id}` })).json().product;
    expect(product.media.items.map((m: { image: { url: string } }) => m.image.url)).toEqual([
      'https://example.com/b.jpg',
    ]);
    expect(product.productOptions[1].choices[0].media).toBeUndefined();
    const neither = await t.app.inject({
      method: 'POST',
      url: `/v1/products/${p.id}/media`,
      headers: asAdmin,
      payload: { media: [{}] },
    });
    expect(rules(neither)).toEqual(['media[0] ONE_OF_ALIGNMENT']);
  });
});

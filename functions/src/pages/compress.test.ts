import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { encode, pickEncoding } from './compress';

describe('server-rendered pages leave compressed', () => {
  test.each([
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['identity', null],
    ['', null],
    [undefined, null],
  ])('Accept-Encoding %j → %s', (header, want) => expect(pickEncoding(header)).toBe(want));

  test('the body decodes to the page; a small page is sent as it is', () => {
    const html = `<!doctype html>${'<div class="MuiBox-root css-1">Nandini Girls Hostel</div>'.repeat(400)}`;
    const br = encode(html, 'br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body as Buffer).toString()).toBe(html);
    expect((br.body as Buffer).length).toBeLessThan(html.length / 10);
    const gz = encode(html, 'gzip');
    expect(gunzipSync(gz.body as Buffer).toString()).toBe(html);
    expect(encode('<p>hi</p>', 'br')).toEqual({ body: '<p>hi</p>', encoding: null });
  });
});

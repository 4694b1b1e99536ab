// The web app manifest and its icons, as browsers check them before offering "Install" / "Add to home screen".
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { COLORS } from '@kotastay/shared/constants';
import { theme } from '../../app/theme';

const WEB = path.resolve(__dirname, '../../..');
const manifest = JSON.parse(readFileSync(path.join(WEB, 'public', 'manifest.webmanifest'), 'utf8')) as {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
  shortcuts: { url: string }[];
};

describe('the web app manifest', () => {
  test('names the app, opens it standalone at home, within the whole site', () => {
    expect(manifest.name).toMatch(/KotaStay/);
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.start_url).toBe('/');
    expect(manifest.scope).toBe('/');
    expect(manifest.display).toBe('standalone');
    expect(manifest.shortcuts.map((s) => s.url)).toEqual(['/saved', '/bookings']);
  });

  test("uses the theme's colours (the splash screen and the title bar match the app)", () => {
    expect(manifest.theme_color).toBe(COLORS.primary);
    expect(manifest.theme_color).toBe(theme.palette.primary.main);
    expect(manifest.background_color).toBe(theme.palette.background.default);
    expect(readFileSync(path.join(WEB, 'index.html'), 'utf8')).toContain(
      `<meta name="theme-color" content="${COLORS.primary}" />`,
    );
  });

  test('has 192 and 512 px PNG icons and a maskable one, each the size it states', async () => {
    const purposes = manifest.icons.map((i) => `${i.sizes} ${i.purpose}`);
    expect(purposes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons) {
      const meta = await sharp(path.join(WEB, 'public', icon.src)).metadata();
      expect(icon.type).toBe('image/png');
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
      expect(meta.format).toBe('png');
    }
  });

  test('the maskable icon is full bleed: its corners are the brand colour, not transparent', async () => {
    const { data, info } = await sharp(path.join(WEB, 'public', 'icons', 'maskable-512.png'))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4)];
    const hex = `#${pixel(2, 2)
      .slice(0, 3)
      .map((v) => v.toString(16).padStart(2, '0'))
      .join('')}`;
    expect(hex.toLowerCase()).toBe(COLORS.primary.toLowerCase());
    expect(pixel(2, 2)[3]).toBe(255);
  });

  test('is linked from every page (index.html is the template of all of them)', () => {
    const html = readFileSync(path.join(WEB, 'index.html'), 'utf8');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />');
  });
});

test("Hosting's headers: the worker is always revalidated, the manifest has its content type", () => {
  const firebase = JSON.parse(readFileSync(path.join(WEB, '..', 'firebase.json'), 'utf8')) as {
    hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
  };
  const header = (source: string, key: string) =>
    firebase.hosting.headers.find((h) => h.source === source)?.headers.find((h) => h.key === key)?.value;
  expect(header('/sw.js', 'Cache-Control')).toBe('no-cache');
  expect(header('/manifest.webmanifest', 'Content-Type')).toMatch(/^application\/manifest\+json/);
});

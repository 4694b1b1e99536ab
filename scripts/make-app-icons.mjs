#!/usr/bin/env node
// Makes the installed app's icons (web/public/icons/*.png, committed) from the brand mark in web/public/favicon.svg
// with sharp, the same library that makes the demo photos' JPEGs (functions/src/pages/photos.ts). Run it again
// after changing the favicon: `node scripts/make-app-icons.mjs`. The web app manifest
// (web/public/manifest.webmanifest) lists these files; web/src/features/offline/app-icons.test.ts checks that they
// exist with the sizes it states.
//
//   icon-192.png, icon-512.png   "any": the favicon itself (rounded square, transparent corners)
//   maskable-512.png             "maskable": full-bleed brand blue, the house inside the central 80% safe zone,
//                                so a launcher's circle or squircle mask never cuts it
//   apple-touch-icon.png         180 px, full bleed (iOS draws its own rounded corners)
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC = path.join(ROOT, 'web', 'public');
const favicon = readFileSync(path.join(PUBLIC, 'favicon.svg'), 'utf8');

/** The favicon's drawing without its rounded background, to place on a full-bleed square. */
function glyphOf(svg) {
  const inner = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(svg)?.[1];
  if (!inner) throw new Error('favicon.svg: no <svg> element');
  const background = /<rect[^>]*fill="(#[0-9a-fA-F]{3,6})"[^>]*\/>/.exec(inner);
  if (!background) throw new Error('favicon.svg: expected a background <rect> first');
  return { colour: background[1], glyph: inner.replace(background[0], '') };
}

/** A full-bleed square with the glyph scaled by `scale` about the centre (64-unit view box, like the favicon). */
function fullBleed(scale) {
  const { colour, glyph } = glyphOf(favicon);
  const offset = (64 - 64 * scale) / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${colour}"/>` +
    `<g transform="translate(${offset} ${offset}) scale(${scale})">${glyph}</g></svg>`
  );
}

async function png(svg, size, file) {
  const out = await sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
  writeFileSync(path.join(PUBLIC, 'icons', file), out);
  console.log(`web/public/icons/${file}: ${size}×${size}, ${out.length} bytes`);
}

await png(favicon, 192, 'icon-192.png');
await png(favicon, 512, 'icon-512.png');
// The safe zone of a maskable icon is a circle of 40% radius: the glyph (about 36 of 64 units wide) at 0.75
// fits inside it with room to spare.
await png(fullBleed(0.75), 512, 'maskable-512.png');
await png(fullBleed(0.85), 180, 'apple-touch-icon.png');

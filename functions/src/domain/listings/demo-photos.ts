// Deterministic SVG "photos" for seeded demo listings (docs/listing-model.md §Demo photos): there is no
// internet and no photo library here, and a drawing that says "Demo photo" is honest about what it is.
import { DEMO_PHOTO_SCENES, PHOTO_VARIANTS, type DemoPhotoScene, type PhotoVariant } from '@kotastay/shared/schemas/pg';

/** 32-bit FNV-1a: a stable colour and layout per listing. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const LABELS: Record<DemoPhotoScene, string> = {
  building: 'Building',
  room: 'Room',
  mess: 'Mess',
  study: 'Study area',
  common: 'Common area',
};

function scene(kind: DemoPhotoScene, h: number, hue: number): string {
  const wall = `hsl(${hue} 45% 88%)`;
  const accent = `hsl(${hue} 55% 45%)`;
  const dark = `hsl(${hue} 40% 28%)`;
  switch (kind) {
    case 'building': {
      const floors = 3 + (h % 3);
      const floorH = 160 / floors;
      let windows = '';
      for (let f = 0; f < floors; f++) {
        for (let w = 0; w < 4; w++) {
          const lit = (h >> (f * 4 + w)) & 1;
          windows += `<rect x="${118 + w * 44}" y="${(80 + f * floorH + floorH * 0.2).toFixed(1)}" width="26" height="${(floorH * 0.55).toFixed(1)}" fill="${lit ? '#ffe9a8' : '#9fb6d1'}"/>`;
        }
      }
      return `<rect width="400" height="300" fill="#cfe6f7"/><rect y="240" width="400" height="60" fill="#9ccc8a"/><rect x="100" y="70" width="200" height="175" fill="${wall}" stroke="${dark}" stroke-width="3"/><rect x="100" y="58" width="200" height="14" fill="${accent}"/>${windows}<rect x="185" y="205" width="30" height="40" fill="${dark}"/>`;
    }
    case 'room':
      return `<rect width="400" height="300" fill="${wall}"/><rect y="220" width="400" height="80" fill="#c9a77c"/><rect x="40" y="170" width="170" height="60" rx="6" fill="${accent}"/><rect x="40" y="150" width="50" height="30" rx="6" fill="#fff"/><rect x="260" y="60" width="90" height="70" fill="#bfe3ff" stroke="${dark}" stroke-width="4"/><rect x="250" y="170" width="110" height="10" fill="${dark}"/><rect x="260" y="180" width="8" height="45" fill="${dark}"/><rect x="342" y="180" width="8" height="45" fill="${dark}"/><circle cx="200" cy="40" r="14" fill="${dark}"/><rect x="150" y="36" width="100" height="6" rx="3" fill="${dark}"/>`;
    case 'mess':
      return `<rect width="400" height="300" fill="${wall}"/><rect y="230" width="400" height="70" fill="#d8c3a5"/><rect x="60" y="150" width="280" height="16" rx="4" fill="${dark}"/><rect x="80" y="166" width="10" height="70" fill="${dark}"/><rect x="310" y="166" width="10" height="70" fill="${dark}"/><circle cx="130" cy="142" r="18" fill="#fff" stroke="${accent}" stroke-width="4"/><circle cx="200" cy="142" r="18" fill="#fff" stroke="${accent}" stroke-width="4"/><circle cx="270" cy="142" r="18" fill="#fff" stroke="${accent}" stroke-width="4"/>`;
    case 'study':
      return `<rect width="400" height="300" fill="${wall}"/><rect y="235" width="400" height="65" fill="#c9a77c"/><rect x="90" y="150" width="220" height="12" fill="${dark}"/><rect x="100" y="162" width="10" height="75" fill="${dark}"/><rect x="290" y="162" width="10" height="75" fill="${dark}"/><rect x="140" y="120" width="60" height="30" fill="${accent}"/><rect x="210" y="110" width="8" height="40" fill="${dark}"/><polygon points="200,100 236,100 228,112 208,112" fill="#ffd34d"/><rect x="120" y="40" width="160" height="50" fill="#fff" stroke="${dark}" stroke-width="3"/>`;
    case 'common':
      return `<rect width="400" height="300" fill="${wall}"/><rect y="225" width="400" height="75" fill="#b8a58f"/><rect x="50" y="160" width="160" height="55" rx="10" fill="${accent}"/><rect x="50" y="140" width="160" height="30" rx="10" fill="${dark}"/><rect x="250" y="70" width="110" height="70" rx="4" fill="#222"/><rect x="300" y="140" width="10" height="85" fill="${dark}"/><circle cx="340" cy="200" r="22" fill="#6fb36a"/>`;
  }
}

/** The SVG for one demo photo; null when the file name is not one we serve (the route answers 404). */
export function demoPhotoSvg(pgId: string, file: string): string | null {
  const m = /^(\d)-(thumb|card|full)\.svg$/.exec(file);
  if (!m) return null;
  const kind = DEMO_PHOTO_SCENES[Number(m[1])];
  if (!kind) return null;
  const { width, height } = PHOTO_VARIANTS[m[2] as PhotoVariant];
  const h = hash(`${pgId}:${kind}`);
  const hue = hash(pgId) % 360;
  const label =
    m[2] === 'thumb'
      ? ''
      : `<rect x="8" y="262" width="200" height="30" rx="6" fill="rgba(0,0,0,.55)"/><text x="16" y="282" font-family="sans-serif" font-size="15" fill="#fff">Demo photo · ${LABELS[kind]}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 400 300" role="img" aria-label="Demo illustration: ${LABELS[kind]}">${scene(kind, h, hue)}${label}</svg>`;
}

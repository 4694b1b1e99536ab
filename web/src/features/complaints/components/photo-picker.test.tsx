// The complaint form's photo picker (docs/decisions/214-complaint-photos.md): a photo the browser cannot open (HEIC on
// most Android browsers, a broken file) is taken out of the list, so it is never sent, and the picker says so.
// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { loadAllStrings } from '../../../i18n';
import { PhotoPicker } from './photo-picker';

const urls = new Map<string, string>();
beforeAll(async () => {
  await loadAllStrings();
  // jsdom has neither object URLs nor image decoding: a file named bad* does not decode, any other does.
  URL.createObjectURL = (f: Blob) => {
    const u = `blob:${(f as File).name}`;
    urls.set(u, (f as File).name);
    return u;
  };
  URL.revokeObjectURL = () => undefined;
  HTMLImageElement.prototype.decode = function (this: HTMLImageElement) {
    return (urls.get(this.src) ?? '').startsWith('bad') ? Promise.reject(new Error('EncodingError')) : Promise.resolve();
  };
});
afterEach(cleanup);

const photo = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 1])], name, { type: 'image/jpeg' });

/** The picker as the form holds it: the list in state; `sent` is what the form would send now. */
function Form({ initial }: { initial: File[] }) {
  const [photos, setPhotos] = useState(initial);
  return (
    <>
      <PhotoPicker photos={photos} onChange={setPhotos} error={null} disabled={false} />
      <output data-testid="sent">{photos.map((p) => p.name).join(',')}</output>
    </>
  );
}

describe('PhotoPicker', () => {
  test('a photo the browser cannot open is taken out of the list and the picker says so; the others stay', async () => {
    await act(async () => {
      render(<Form initial={[photo('plate.jpg'), photo('bad.heic.jpg'), photo('ceiling.jpg')]} />);
    });
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(screen.getByTestId('sent').textContent).toBe('plate.jpg,ceiling.jpg');
    expect(screen.getAllByTestId('complaint-photo-preview')).toHaveLength(2);
    expect(screen.getByTestId('complaint-photo-help').textContent).toMatch(/could not be opened here, so it was taken out/);
  });

  test('every readable photo has a remove button of 40 px inside its tile', async () => {
    await act(async () => {
      render(<Form initial={[photo('plate.jpg')]} />);
    });
    const remove = screen.getByRole('button', { name: 'Remove photo 1' });
    const style = getComputedStyle(remove);
    expect([style.width, style.height, style.top, style.right]).toEqual(['40px', '40px', '0px', '0px']);
  });
});

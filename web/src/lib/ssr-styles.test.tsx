import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import styled from '@emotion/styled';
import type { ComponentProps } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { withComposedStyleIds } from './ssr-styles';

// A styled component around a component that styles its own element, as MUI's BottomNavigationAction wraps
// ButtonBase: the element gets one merged class, and the wrapper's own class is only a name to merge by.
const InnerRoot = styled('button')({ color: 'red' });
const Inner = (props: ComponentProps<'button'>) => <InnerRoot {...props} />;
const Outer = styled(Inner)({ margin: 3 });

function render(element = <Outer>Tap</Outer>) {
  const cache = createCache({ key: 'css' });
  const server = createEmotionServer(cache);
  const html = renderToString(<CacheProvider value={cache}>{element}</CacheProvider>);
  return { cache, server, chunks: server.extractCriticalToChunks(html), html };
}

const ids = (styles: { ids: string[] }[]) => styles.flatMap((s) => s.ids);

describe('withComposedStyleIds', () => {
  it("names the wrapper's own style, which extractCriticalToChunks leaves out, without its CSS", () => {
    const { cache, chunks, html } = render();
    const wrapperOnly = Object.keys(cache.inserted).filter((id) => !html.includes(`css-${id}`));
    expect(wrapperOnly).toHaveLength(1);
    expect(ids(chunks.styles)).not.toContain(wrapperOnly[0]);

    const out = withComposedStyleIds(cache, chunks);
    expect(ids(out.styles)).toContain(wrapperOnly[0]);
    const added = out.styles.at(-1)!;
    expect(added).toEqual({ key: 'css', ids: wrapperOnly, css: '' });
    // The element's own class keeps its CSS, in the critical chunk as before.
    expect(out.styles.slice(0, -1)).toEqual(chunks.styles);
  });

  it('the style tags the browser reads list every inserted name, so hydrating compiles none again', () => {
    const { cache, server, chunks } = render();
    const tags = server.constructStyleTagsFromChunks(withComposedStyleIds(cache, chunks));
    const listed = [...tags.matchAll(/data-emotion="css ([^"]+)"/g)].flatMap((m) => m[1]!.split(' '));
    expect(new Set(listed)).toEqual(new Set(Object.keys(cache.inserted)));
  });

  it('adds nothing when every style is on an element', () => {
    const { cache, chunks } = render(<Inner>Tap</Inner>);
    expect(withComposedStyleIds(cache, chunks)).toBe(chunks);
  });
});

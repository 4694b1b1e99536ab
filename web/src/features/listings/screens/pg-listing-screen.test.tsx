// @vitest-environment jsdom
// /pg-listing for a typed query asking for the cheapest first (docs/decisions/225-cheap-means-cheapest-first.md):
// the page leaves the sort to the API, shows a removable "Cheapest first" chip and the order used in the dropdown;
// a sort in the URL is the user's and wins.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { NearbySearchResponse } from '@kotastay/shared/schemas/search';
import i18n from '../../../i18n';
import { nearbyPage, nearbyResult } from '../lib/test-fixtures';
import { renderScreen, screenTestSetup } from '../lib/render-screen';
import PgListingScreen from './pg-listing-screen';

screenTestSetup();

const understood: NearbySearchResponse['understood'] = {
  words: ['cheap', 'pg', 'near', 'talwandi'],
  parts: [
    { kind: 'place', words: [3], place: { id: 'area:talwandi', name: 'Talwandi', kind: 'area' } },
    { kind: 'sort', words: [0], value: 'price_asc' },
  ],
  unknown: [],
};

const cheapTalwandi = () =>
  nearbyPage([nearbyResult(1)], { place: { id: 'area:talwandi', name: 'Talwandi' }, understood, sort: 'price_asc' });

/** Answers every GET /api/pgs/nearby with `body`, recording the URLs asked for. */
function stubApi(body: NearbySearchResponse) {
  const fetchMock = vi.fn(
    async (_url: string) =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const asked = (fetchMock: ReturnType<typeof stubApi>) =>
  new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://x').searchParams;
const sortSelect = () => screen.getByLabelText('Sort by') as HTMLSelectElement;

describe('/pg-listing?query=cheap pg near talwandi', () => {
  const url = '/pg-listing?type=search&query=cheap+pg+near+talwandi';

  it('asks without a sort, shows "Cheapest first" as a chip and price low to high in the dropdown', async () => {
    const fetchMock = stubApi(
      nearbyPage([nearbyResult(1), nearbyResult(2)], {
        place: { id: 'area:talwandi', name: 'Talwandi' },
        understood,
        sort: 'price_asc',
      }),
    );
    renderScreen(url, '/pg-listing', <PgListingScreen />);
    const chip = await screen.findByRole('button', { name: 'Remove “Cheapest first” from the search' });
    expect(chip.textContent).toContain('Cheapest first');
    expect(asked(fetchMock).get('query')).toBe('cheap pg near talwandi');
    expect(asked(fetchMock).has('sort')).toBe(false);
    expect(sortSelect().value).toBe('price_asc');
  });

  it('removing the chip takes its words out of the query (the next search is nearest first)', async () => {
    const fetchMock = stubApi(cheapTalwandi());
    renderScreen(url, '/pg-listing', <PgListingScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove “Cheapest first” from the search' }));
    await waitFor(() => {
      const last = new URL(String(fetchMock.mock.calls.at(-1)?.[0]), 'http://x').searchParams;
      expect(last.get('query')).toBe('pg near talwandi');
      expect(last.has('sort')).toBe(false);
    });
  });

  it('in Hindi the chip says "सबसे सस्ता पहले"', async () => {
    await i18n.changeLanguage('hi');
    stubApi(cheapTalwandi());
    renderScreen(url, '/pg-listing', <PgListingScreen />);
    expect((await screen.findByText('सबसे सस्ता पहले')).textContent).toBe('सबसे सस्ता पहले');
  });

  it('a sort in the URL is asked for and shown; the chip, which no longer holds, is not shown', async () => {
    const fetchMock = stubApi(
      nearbyPage([nearbyResult(1)], { place: { id: 'area:talwandi', name: 'Talwandi' }, understood, sort: 'distance' }),
    );
    renderScreen(`${url}&sort=distance`, '/pg-listing', <PgListingScreen />);
    await screen.findByRole('heading', { level: 1, name: /Talwandi/ });
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 3 }).length).toBe(1));
    expect(asked(fetchMock).get('sort')).toBe('distance');
    expect(sortSelect().value).toBe('distance');
    expect(screen.queryByText('Cheapest first')).toBeNull();
  });
});

describe('/pg-listing?query=top rated pg near talwandi (decision 228)', () => {
  it('shows "Top rated first" as a chip (Hindi: "सबसे अच्छी रेटिंग पहले") and the rating order in the dropdown', async () => {
    const rated: NearbySearchResponse['understood'] = {
      words: ['top', 'rated', 'pg', 'near', 'talwandi'],
      parts: [
        { kind: 'place', words: [4], place: { id: 'area:talwandi', name: 'Talwandi', kind: 'area' } },
        { kind: 'sort', words: [0, 1], value: 'rating' },
      ],
      unknown: [],
    };
    const page = nearbyPage([nearbyResult(1)], {
      place: { id: 'area:talwandi', name: 'Talwandi' },
      understood: rated,
      sort: 'rating',
    });
    stubApi(page);
    const url = '/pg-listing?type=search&query=top+rated+pg+near+talwandi';
    renderScreen(url, '/pg-listing', <PgListingScreen />);
    await screen.findByRole('button', { name: 'Remove “Top rated first” from the search' });
    expect(sortSelect().value).toBe('rating');
    cleanup();
    await i18n.changeLanguage('hi');
    renderScreen(url, '/pg-listing', <PgListingScreen />);
    expect((await screen.findByText('सबसे अच्छी रेटिंग पहले')).textContent).toBe('सबसे अच्छी रेटिंग पहले');
  });
});

describe('/pg-listing?query=near allen samyak: a coaching offers its campuses (decision 227)', () => {
  const campuses = [
    { id: 'allen-samarth', name: 'Samarth Campus' },
    { id: 'allen-sankalp', name: 'Sankalp Campus' },
  ];
  const coachingUnderstood: NearbySearchResponse['understood'] = {
    words: ['near', 'allen', 'samyak'],
    parts: [{ kind: 'place', words: [1], place: { id: 'coaching:allen', name: 'Allen', kind: 'coaching', campuses } }],
    unknown: [2],
  };

  it('says what it did not understand and links every campus the API names to its page', async () => {
    stubApi(
      nearbyPage([nearbyResult(1)], {
        place: { id: 'coaching:allen', name: 'Allen' },
        understood: coachingUnderstood,
        sort: 'distance',
      }),
    );
    renderScreen('/pg-listing?type=search&query=near+allen+samyak', '/pg-listing', <PgListingScreen />);
    const nav = await screen.findByRole('navigation', { name: 'Allen campuses:' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Samarth Campus', '/pgs-near/allen-samarth'],
      ['Sankalp Campus', '/pgs-near/allen-sankalp'],
    ]);
    expect(screen.getByTestId('not-understood').textContent).toContain('samyak');
  });

  it('an area search shows no campuses', async () => {
    stubApi(cheapTalwandi());
    renderScreen('/pg-listing?type=search&query=cheap+pg+near+talwandi', '/pg-listing', <PgListingScreen />);
    await screen.findByRole('heading', { level: 1, name: /Talwandi/ });
    expect(screen.queryByRole('navigation', { name: /campuses/ })).toBeNull();
  });
});

describe('/pg-listing?query=girls pg near me: near the student, whose phone alone knows where (decision 230)', () => {
  const nearMeUnderstood: NearbySearchResponse['understood'] = {
    words: ['girls', 'pg', 'near', 'me'],
    parts: [
      { kind: 'nearMe', words: [2, 3] },
      { kind: 'filter', words: [0], key: 'gender', value: 'girls' },
    ],
    unknown: [],
  };

  it('says the results are around Kota centre and offers the location; found, the results around it keep the filters', async () => {
    const fetchMock = stubApi(nearbyPage([nearbyResult(1)], { understood: nearMeUnderstood, sort: 'distance' }));
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (success: PositionCallback) =>
          queueMicrotask(() =>
            success({
              coords: { latitude: 25.1425, longitude: 75.8526, accuracy: 35 },
              timestamp: 0,
            } as GeolocationPosition),
          ),
        watchPosition: () => 0,
        clearWatch: () => undefined,
      },
    });
    renderScreen('/pg-listing?type=search&query=girls+pg+near+me', '/pg-listing', <PgListingScreen />);
    expect(await screen.findByRole('button', { name: 'Remove “near you” from the search' })).toBeTruthy();
    const prompt = screen.getByTestId('near-me');
    expect(prompt.textContent).toContain('share your location');
    expect(prompt.textContent).toContain('Kota centre');
    expect(screen.queryByText(/No place matched/)).toBeNull();

    fireEvent.click(within(prompt).getByRole('button', { name: 'Use my current location' }));
    await waitFor(() => expect(fetchMock.mock.calls.length).toBe(2), { timeout: 4000 });
    const next = new URL(String(fetchMock.mock.calls[1]?.[0]), 'http://x').searchParams;
    expect([Number(next.get('lat')), Number(next.get('lng')), next.get('gender'), next.has('query')]).toEqual([
      25.1425,
      75.8526,
      'girls',
      false,
    ]);
  });

  it('in Hindi the chip says आपके पास', async () => {
    stubApi(nearbyPage([nearbyResult(1)], { understood: nearMeUnderstood, sort: 'distance' }));
    await i18n.changeLanguage('hi');
    renderScreen('/pg-listing?type=search&query=girls+pg+near+me', '/pg-listing', <PgListingScreen />);
    expect((await screen.findByText('आपके पास')).textContent).toBe('आपके पास');
  });
});

describe('/pg-listing?query=Girls PG while its answer is on the way', () => {
  it('the heading names the query, not a place, then says where the results are', async () => {
    let answer: (r: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderScreen('/pg-listing?type=search&query=Girls+PG', '/pg-listing', <PgListingScreen />);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Searching for “Girls PG”…');
    const girls: NearbySearchResponse['understood'] = {
      words: ['girls', 'pg'],
      parts: [{ kind: 'filter', words: [0], key: 'gender', value: 'girls' }],
      unknown: [],
    };
    answer(
      new Response(JSON.stringify(nearbyPage([nearbyResult(1)], { understood: girls })), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('PGs within 5 km of Kota centre'),
    );
  });

  it('if the search fails, the heading still names the query, not a place', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: 'Something went wrong' }), {
            status: 500,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    renderScreen('/pg-listing?type=search&query=Girls+PG', '/pg-listing', <PgListingScreen />);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('PGs for “Girls PG”'), {
      timeout: 8000,
    });
  });
});

// The review form: what it sends, the API's 400 {fields} beside their fields, 403/409 as short messages, and the
// student's text kept after a failed call.
// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { loadAllStrings } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { ReviewFormDialog } from './review-form-dialog';

// A plain function rather than vi.fn(): the spy's own bookkeeping of a rejected promise is reported as unhandled.
const sent: unknown[] = [];
let answer: () => Promise<unknown> = () => Promise.resolve({});
vi.mock('../api/reviews-api', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  createReview: (body: unknown) => {
    sent.push(body);
    return answer();
  },
}));
const TEXT = 'The food was fresh and the study room stayed quiet.';

beforeAll(async () => {
  await loadAllStrings();
});
beforeEach(() => {
  sent.length = 0;
  answer = () => Promise.resolve({});
});
afterEach(cleanup);

function open() {
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ReviewFormDialog open bookingId="b1" pgId="pg1" pgName="Asha PG" onClose={() => undefined} onDone={onDone} />
    </QueryClientProvider>,
  );
  return onDone;
}

function fill() {
  for (const name of ['overall', 'food', 'safety', 'cleanliness', 'ownerBehaviour', 'studyEnvironment']) {
    fireEvent.click(screen.getByTestId(`rating-${name}`).querySelector('input[value="4"]')!);
  }
  fireEvent.change(screen.getByTestId('review-text'), { target: { value: TEXT } });
}

describe('review form', () => {
  test('an empty form names each missing rating and the text, and sends nothing', () => {
    open();
    fireEvent.click(screen.getByTestId('review-submit'));
    expect(screen.getAllByText('Pick a rating from 1 to 5 stars.')).toHaveLength(6);
    expect(screen.getByText(/Write at least 4 words/)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  test('a complete form sends the ratings and the trimmed text', async () => {
    const onDone = open();
    fill();
    fireEvent.click(screen.getByTestId('review-submit'));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent).toEqual([{
      bookingId: 'b1',
      ratings: { overall: 4, food: 4, safety: 4, cleanliness: 4, ownerBehaviour: 4, studyEnvironment: 4 },
      text: TEXT,
    }]);
  });

  test('a 400 shows each field’s message beside it and keeps the text', async () => {
    const fields = { 'ratings.food': 'Give 1 to 5 stars.', text: 'Write at least 20 characters about your stay.' };
    answer = () => Promise.reject(new ApiError(400, '400', { error: 'invalid_input', fields }));
    open();
    fill();
    fireEvent.click(screen.getByTestId('review-submit'));
    await screen.findByText('Give 1 to 5 stars.');
    expect(screen.getByTestId('rating-food').textContent).toContain('Give 1 to 5 stars.');
    expect(screen.getByText('Write at least 20 characters about your stay.')).toBeTruthy();
    expect((screen.getByTestId('review-text') as HTMLTextAreaElement).value).toBe(TEXT);
  });

  test.each([
    [403, 'no_verified_stay', 'Only a student whose booking at this PG was confirmed can review it.'],
    [409, 'already_reviewed', 'You have already reviewed this stay.'],
  ])('a %s says why, short', async (status, error, message) => {
    answer = () => Promise.reject(new ApiError(status, String(status), { error, message: 'x' }));
    open();
    fill();
    fireEvent.click(screen.getByTestId('review-submit'));
    expect((await screen.findByTestId('review-failure')).textContent).toBe(message);
    expect((screen.getByTestId('review-text') as HTMLTextAreaElement).value).toBe(TEXT);
  });
});

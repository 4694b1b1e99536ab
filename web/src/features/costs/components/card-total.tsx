// The card's second price line: the room option's true monthly cost (rent + the listing's stated extras), or
// "Extras not stated". One line of fixed height, so cards keep their size whichever it shows.
//
// A plain paragraph drawn by the card's classes, with the card's own translation function (a results page hydrates
// 20 cards: one translation hook and no `sx` a card, docs/decisions/235-lighter-result-cards.md).
import type { TFunction } from 'i18next';
import { formatInr } from '@kotastay/shared/format';
import { totalOrNull } from '@kotastay/shared/monthly-cost';

export function CardTotal({
  rentInr,
  monthlyExtrasInr,
  t,
  className,
}: {
  rentInr: number;
  monthlyExtrasInr: number | null | undefined;
  /** The card's translation function, which has the `costs` namespace loaded beside its own. */
  t: TFunction<readonly ['listings', 'costs']>;
  /** The line's class; `--not-stated` is added when the extras are not stated. */
  className: string;
}) {
  const total = totalOrNull(rentInr, monthlyExtrasInr);
  return (
    <p
      className={total === null ? `${className} ${className}--not-stated` : className}
      data-testid="card-total"
      data-total={total ?? ''}
    >
      {total === null
        ? t('card.notStated', { ns: 'costs' })
        : t('card.total', { ns: 'costs', total: formatInr(total) })}
    </p>
  );
}

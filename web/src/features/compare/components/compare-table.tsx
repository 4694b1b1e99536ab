// The comparison as one accessible table (docs/decisions/170-compare.md).
// Phone first: on a narrow screen each row's label is a full-width line above its values, so 3 PG columns get
// the whole width (about 110 px each at 360 px) without sideways scrolling; the PG names stay pinned under the
// header while the rows scroll. From 768 px the label is the row's first cell, as in any table.
// The best value of a row is marked with a word and an icon, not by colour alone.
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import EmojiEventsOutlinedIcon from '@mui/icons-material/EmojiEventsOutlined';
import RemoveIcon from '@mui/icons-material/Remove';
import VerifiedIcon from '@mui/icons-material/Verified';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES } from '@kotastay/shared/routes';
import { PgPhoto } from '../../../components/pg-photo';
import { SECTIONS, bestColumnIds, isListed, type Cell, type CompareColumn, type RowDef } from '../lib/compare-rows';

/** The app bar's height: the PG names stick just below it. */
const HEADER_OFFSET_PX = 56;
const WIDE = 'md';

const cellSx: SxProps<Theme> = {
  p: { xs: '6px 4px', [WIDE]: '10px 12px' },
  borderBottom: 1,
  borderColor: 'divider',
  verticalAlign: 'top',
  textAlign: 'left',
  overflowWrap: 'anywhere',
  fontSize: { xs: '0.8125rem', [WIDE]: '0.875rem' },
};
/** The row-label cell: only on a wide screen (on a phone the label is the line above). */
const labelCellSx: SxProps<Theme> = {
  ...cellSx,
  display: { xs: 'none', [WIDE]: 'table-cell' },
  fontWeight: 600,
  color: 'text.secondary',
  width: 220,
  bgcolor: 'background.paper',
};

const MARK_ICON = { yes: CheckIcon, no: CloseIcon, na: RemoveIcon } as const;

function CellContent({ cell, bestLabel }: { cell: Cell; bestLabel: string | null }) {
  const { t } = useTranslation('compare');
  const Icon = cell.mark ? MARK_ICON[cell.mark] : null;
  return (
    <>
      {bestLabel && (
        <Box
          component="span"
          // An aria-label needs a role to be read (axe: aria-prohibited-attr); the badge is one image-like unit.
          role="img"
          aria-label={t('table.bestAria', { label: bestLabel })}
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.25,
            mb: 0.25,
            fontSize: '0.75rem',
            fontWeight: 700,
            color: 'success.dark',
          }}
        >
          <EmojiEventsOutlinedIcon sx={{ fontSize: 14 }} aria-hidden="true" />
          <span aria-hidden="true">{bestLabel}</span>
        </Box>
      )}
      {cell.lines.map((line, i) => (
        <Box
          key={i}
          sx={{
            display: 'flex',
            alignItems: 'flex-start',
            gap: 0.25,
            fontWeight: i === 0 && bestLabel ? 700 : 400,
            color: i === 0 ? 'text.primary' : 'text.secondary',
          }}
        >
          {i === 0 && Icon && (
            <Icon
              aria-hidden="true"
              sx={{ fontSize: 16, mt: '1px', color: cell.mark === 'yes' ? 'success.main' : 'text.secondary' }}
            />
          )}
          <span>{line}</span>
        </Box>
      ))}
    </>
  );
}

function HeaderCell({ column }: { column: CompareColumn }) {
  const { t } = useTranslation('compare');
  return (
    <Box
      component="th"
      scope="col"
      data-compare-column={column.id}
      sx={{
        ...cellSx,
        position: 'sticky',
        top: HEADER_OFFSET_PX,
        zIndex: 2,
        bgcolor: 'background.paper',
        boxShadow: (theme) => `inset 0 -2px 0 ${theme.palette.divider}`,
      }}
    >
      {column.pg ? (
        <Link
          component={RouterLink}
          to={ROUTES.pgDetail(column.id)}
          aria-label={t('table.open', { name: column.pg.name })}
          sx={{
            fontWeight: 700,
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            lineHeight: 1.3,
          }}
        >
          {column.pg.name}
        </Link>
      ) : (
        <Typography component="span" sx={{ fontWeight: 700, fontSize: 'inherit', color: 'text.secondary' }}>
          {t('table.notListedTitle')}
        </Typography>
      )}
    </Box>
  );
}

function PhotoCell({ column }: { column: CompareColumn }) {
  const { t } = useTranslation(['compare', 'listings']);
  const { pg } = column;
  return (
    <Box component="td" sx={cellSx}>
      {pg ? (
        <>
          <Box sx={{ maxWidth: { xs: '100%', [WIDE]: 200 } }}>
            <PgPhoto photo={pg.coverPhoto} variant="thumb" sizes="(max-width: 767px) 33vw, 200px" alt="" />
          </Box>
          <Box sx={{ mt: 0.5, color: 'text.secondary' }}>
            {t(`listings:pgType.${pg.type}`)} · {t(`listings:gender.${pg.gender}`)}
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.25, color: 'success.dark', fontWeight: 600 }}>
            <VerifiedIcon sx={{ fontSize: 14 }} aria-hidden="true" />
            {t('listings:card.verified')}
          </Box>
          {pg.demo && <Box sx={{ color: 'text.secondary', fontStyle: 'italic' }}>{t('table.demo')}</Box>}
        </>
      ) : (
        <Box sx={{ color: 'text.secondary' }} role="note">
          {t('table.notListedText')}
        </Box>
      )}
    </Box>
  );
}

const sectionSx: SxProps<Theme> = {
  ...cellSx,
  pt: { xs: 2, [WIDE]: 3 },
  fontSize: { xs: '0.9375rem', [WIDE]: '1rem' },
  fontWeight: 800,
  color: 'primary.main',
  borderBottom: 2,
  borderColor: 'primary.main',
};

/**
 * A heading across the whole table. The table has one column per PG on a phone and one more (the labels) on a
 * wide screen, and a cell spanning more columns than that would add an empty one: so one row for each width.
 */
function FullWidthRow({ columns, sx, children }: { columns: number; sx: SxProps<Theme>; children: ReactNode }) {
  return (
    <>
      <Box component="tr" sx={{ display: { [WIDE]: 'none' } }}>
        <Box component="th" scope="colgroup" colSpan={columns} sx={sx}>
          {children}
        </Box>
      </Box>
      <Box component="tr" sx={{ display: { xs: 'none', [WIDE]: 'table-row' } }}>
        <Box component="th" scope="colgroup" colSpan={columns + 1} sx={sx}>
          {children}
        </Box>
      </Box>
    </>
  );
}

export function CompareTable({
  columns,
  rows,
  sectionTitle,
}: {
  columns: readonly CompareColumn[];
  rows: readonly RowDef[];
  sectionTitle: (section: (typeof SECTIONS)[number]) => string;
}) {
  const { t } = useTranslation('compare');
  return (
    <Box
      component="table"
      sx={{
        width: '100%',
        tableLayout: 'fixed',
        borderCollapse: 'separate',
        borderSpacing: 0,
        bgcolor: 'background.paper',
      }}
      data-testid="compare-table"
    >
      <caption style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {t('table.caption', { count: columns.length })}
      </caption>
      <thead>
        <tr>
          <Box
            component="td"
            sx={{
              ...labelCellSx,
              position: 'sticky',
              top: HEADER_OFFSET_PX,
              zIndex: 2,
              boxShadow: (theme) => `inset 0 -2px 0 ${theme.palette.divider}`,
            }}
          />
          {columns.map((c) => (
            <HeaderCell key={c.id} column={c} />
          ))}
        </tr>
      </thead>
      <tbody>
        <tr>
          <Box component="td" sx={labelCellSx} />
          {columns.map((c) => (
            <PhotoCell key={c.id} column={c} />
          ))}
        </tr>
        {SECTIONS.map((section) => {
          const sectionRows = rows.filter((r) => r.section === section);
          if (sectionRows.length === 0) return null;
          return (
            <Fragment key={section}>
              <FullWidthRow columns={columns.length} sx={sectionSx}>
                {sectionTitle(section)}
              </FullWidthRow>
              {sectionRows.map((row) => {
                const best = bestColumnIds(row, columns);
                return (
                  <Fragment key={row.key}>
                    <Box component="tr" sx={{ display: { [WIDE]: 'none' } }}>
                      <Box
                        component="th"
                        scope="colgroup"
                        colSpan={columns.length}
                        sx={{ ...cellSx, pb: 0, borderBottom: 0, fontWeight: 600, color: 'text.secondary' }}
                      >
                        {row.label}
                      </Box>
                    </Box>
                    <tr data-compare-row={row.key}>
                      <Box component="th" scope="row" sx={labelCellSx}>
                        {row.label}
                      </Box>
                      {columns.map((c) => {
                        const isBest = best.has(c.id);
                        return (
                          <Box
                            component="td"
                            key={c.id}
                            data-best={isBest ? 'true' : undefined}
                            sx={{ ...cellSx, bgcolor: isBest ? 'rgba(46, 125, 50, 0.08)' : undefined }}
                          >
                            {isListed(c) ? (
                              <CellContent cell={row.cell(c)} bestLabel={isBest ? (row.bestLabel ?? null) : null} />
                            ) : (
                              <Box sx={{ color: 'text.disabled' }}>—</Box>
                            )}
                          </Box>
                        );
                      })}
                    </tr>
                  </Fragment>
                );
              })}
            </Fragment>
          );
        })}
      </tbody>
    </Box>
  );
}

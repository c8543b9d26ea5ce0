/**
 * The market price's components, loaded apart from the search page (vehicle-card.tsx loads
 * them): a card's price badge, and the panel with its charts and tables.
 */
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import './market-price.css';
import {
  emptyAveragePriceQuery,
  MIN_SAMPLE,
  PERCENTILES,
  percentileKey,
  type AveragePrice,
  type AveragePriceQuery,
  type Span,
} from '../../../api/contracts/market-price';
import type { AutoInfo } from '../../../api/contracts/vehicles';
import { useCredentials } from '../../../api/use-credentials';
import { explainApiError } from '../../../components/api-error-panel';
import type { VehicleSearchQuery } from '../../../api/contracts/vehicle-search-query';
import { focusHeading } from '../../../lib/focus-return';
import { formatCount, formatMoney, type MoneyCurrency } from '../../../lib/format';
import { currentLanguage } from '../../../lib/language';
import { marketPriceQueries } from '../api/market-price-queries';
import { histogram, percentOf } from '../chart-scale';
import {
  advertComparison,
  atAdvertRate,
  badgeMoney,
  ratePrice,
  searchComparison,
  yearBuckets,
  type Rating,
} from '../market-price';

const usd = (value: number) => formatMoney(value, 'USD');
const pct = (stats: AveragePrice, p: number) => stats.percentiles[percentileKey(p)] ?? NaN;

type View = 'distribution' | 'year';

/**
 * What cars like the ones searched for ask (`/auto/average_price` with the search's filters):
 * the price distribution with its middle half and means marked, or the middle half by year,
 * each with a text summary and its numbers as a table. Loaded only when one make is chosen.
 */
export function MarketPricePanel({ query }: { readonly query: VehicleSearchQuery }) {
  const comparison = useMemo(() => searchComparison(query), [query]);
  const [view, setView] = useState<View>('distribution');
  const name = useId();
  if (!comparison) return null;
  return (
    <>
      <fieldset className="market-price__views">
        <legend className="visually-hidden">{t`Market price view`}</legend>
        {(
          [
            ['distribution', t`Price distribution`],
            ['year', t`Price by year`],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="market-price__view">
            <input
              type="radio"
              name={name}
              value={value}
              checked={view === value}
              onChange={() => setView(value)}
            />
            {label}
          </label>
        ))}
      </fieldset>
      {view === 'distribution' ? (
        <Distribution comparison={comparison} />
      ) : (
        <ByYear comparison={comparison} />
      )}
    </>
  );
}

function Distribution({ comparison }: { readonly comparison: AveragePriceQuery }) {
  const market = useQuery(marketPriceQueries.comparison(comparison));
  if (market.isError) return <Failed error={market.error} onRetry={() => void market.refetch()} />;
  const outcome = market.data;
  if (!outcome) return <p className="market-price__note">{t`Loading the market price…`}</p>;
  if (outcome.refused) return <TooFew />;
  const stats = outcome.answer;
  // Named, so that both plural forms share the placeholders.
  const low = usd(pct(stats, 25));
  const high = usd(pct(stats, 75));
  const iqm = usd(stats.interQuartileMean);
  const mean = usd(stats.arithmeticMean);
  const summary = plural(stats.total, {
    one: `The middle half of # similar advert asks ${low}–${high}; inter-quartile mean ${iqm}, mean ${mean}.`,
    other: `The middle half of # similar adverts ask ${low}–${high}; inter-quartile mean ${iqm}, mean ${mean}.`,
  });
  return (
    <>
      <p className="market-price__summary">{summary}</p>
      <DistributionChart stats={stats} label={summary} />
      <details className="market-price__numbers">
        <summary>{t`The numbers as a table`}</summary>
        <table className="market-price__table">
          <caption>{t`Asking prices of similar adverts, USD`}</caption>
          <tbody>
            <tr>
              <th scope="row">{t`Adverts compared`}</th>
              <td>{formatCount(stats.total)}</td>
            </tr>
            <tr>
              <th scope="row">{t`Inter-quartile mean`}</th>
              <td>{usd(stats.interQuartileMean)}</td>
            </tr>
            <tr>
              <th scope="row">{t`Mean`}</th>
              <td>{usd(stats.arithmeticMean)}</td>
            </tr>
            {PERCENTILES.map((p) => (
              <tr key={p}>
                <th scope="row">{t`Percentile ${formatCount(p)}`}</th>
                <td>{usd(pct(stats, p))}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <BandsTable stats={stats} />
      </details>
    </>
  );
}

/** The histogram's bars in words: each price band and how many adverts ask within it. */
function BandsTable({ stats }: { readonly stats: AveragePrice }) {
  return (
    <table className="market-price__table">
      <caption>{t`Adverts by price band, USD`}</caption>
      <thead>
        <tr>
          <th scope="col">{t`Price band`}</th>
          <th scope="col">{t`Adverts`}</th>
        </tr>
      </thead>
      <tbody>
        {histogram(stats.prices).map((bin) => (
          <tr key={bin.from}>
            <th scope="row">{`${usd(bin.from)}–${usd(bin.to)}`}</th>
            <td>{formatCount(bin.count)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A failed call, said quietly: the results above say the same problem aloud when they share it
 * (a spent key's hour), and one alert is enough.
 */
function Failed({ error, onRetry }: { readonly error: Error; readonly onRetry: () => void }) {
  // Why, in the page's words: the service's own message is English.
  const { title } = explainApiError(error, useCredentials().mode);
  return (
    <div className="market-price__note" role="status">
      <p>{t`The market price could not be loaded: ${title}`}</p>
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={(event) => {
          // The button goes while the price loads again: the focus waits on the box's heading,
          // not on the page's body.
          const heading = event.currentTarget.closest('section')?.querySelector('h2, h3');
          if (heading instanceof HTMLElement) focusHeading(heading);
          onRetry();
        }}
      >
        {t`Try again`}
      </button>
    </div>
  );
}

/** No chart to show: the box shows the whole note, and no button for a chart (market-price.css). */
function TooFew() {
  return (
    <p className="market-price__note market-price__note--too-few" role="status">
      {t`Not enough similar adverts to tell a market price: fewer than ${MIN_SAMPLE} match. Choose more years, another model or fewer filters.`}
    </p>
  );
}

/**
 * Bars of the histogram, the middle half as a band behind them, the two means as lines. The
 * shapes stretch to the box (fixed height: nothing moves when it is drawn); words are HTML.
 */
function DistributionChart({
  stats,
  label,
}: {
  readonly stats: AveragePrice;
  readonly label: string;
}) {
  const bins = histogram(stats.prices);
  const from = bins[0]?.from ?? 0;
  const to = bins.at(-1)?.to ?? 1;
  const most = Math.max(1, ...bins.map((bin) => bin.count));
  const x = (value: number) => percentOf(value, from, to);
  const band = { from: x(pct(stats, 25)), to: x(pct(stats, 75)) };
  return (
    <figure className="market-chart">
      <svg
        className="market-chart__plot"
        role="img"
        aria-label={label}
        viewBox="0 0 100 100"
        preserveAspectRatio="none"
      >
        <rect
          className="market-chart__band"
          x={band.from}
          width={Math.max(0.5, band.to - band.from)}
          y={0}
          height={100}
        />
        {bins.map((bin) => {
          const height = (bin.count / most) * 92;
          return (
            <rect
              key={bin.from}
              className="market-chart__bar"
              x={x(bin.from) + 0.3}
              width={Math.max(0.2, x(bin.to) - x(bin.from) - 0.6)}
              y={100 - height}
              height={height}
            />
          );
        })}
        <MeanLine className="market-chart__iqm" at={x(stats.interQuartileMean)} />
        <MeanLine className="market-chart__mean" at={x(stats.arithmeticMean)} />
      </svg>
      <div className="market-chart__axis" aria-hidden="true">
        <span style={{ left: '0%' }}>{usd(from)}</span>
        <span style={{ left: '100%' }}>{usd(to)}</span>
      </div>
      <figcaption className="market-chart__legend">
        <span className="market-chart__key market-chart__key--band">{t`Middle half`}</span>
        <span className="market-chart__key market-chart__key--iqm">{t`Inter-quartile mean`}</span>
        <span className="market-chart__key market-chart__key--mean">{t`Mean`}</span>
      </figcaption>
    </figure>
  );
}

function MeanLine({ className, at }: { readonly className: string; readonly at: number }) {
  return (
    <line className={className} x1={at} x2={at} y1={0} y2={100} vectorEffect="non-scaling-stroke" />
  );
}

/** The search's years (open ends as the buckets read them), or none. */
function searchYears(comparison: AveragePriceQuery): Span | undefined {
  const years = comparison.yers;
  if (!years) return undefined;
  return { from: years.from || 0, to: years.to };
}

/**
 * The middle half and median by year: one call per three-year bucket (the badges' buckets, so
 * a search with no other filters shares their cache), asked only when this view is shown.
 */
function ByYear({ comparison }: { readonly comparison: AveragePriceQuery }) {
  const years = searchYears(comparison);
  const buckets = yearBuckets(years, new Date().getFullYear()).map((bucket) => ({
    from: Math.max(bucket.from, years?.from ?? bucket.from),
    to: Math.min(bucket.to, years?.to ?? bucket.to),
  }));
  const results = useQueries({
    queries: buckets.map((yers) => marketPriceQueries.comparison({ ...comparison, yers })),
  });
  const failed = results.find((result) => result.isError);
  if (failed) {
    // One press asks again for every span that failed, not only the first.
    const retry = () => {
      for (const result of results) if (result.isError) void result.refetch();
    };
    return <Failed error={failed.error} onRetry={retry} />;
  }
  if (results.some((result) => !result.data))
    return <p className="market-price__note">{t`Loading the market price…`}</p>;
  const all = buckets.map((bucket, i) => {
    const outcome = results[i]?.data;
    return { bucket, stats: outcome && !outcome.refused ? outcome.answer : null };
  });
  // From the first span with enough adverts to the last: the years around them say nothing.
  const first = all.findIndex((row) => row.stats !== null);
  if (first === -1) return <TooFew />;
  const rows = all.slice(first, all.findLastIndex((row) => row.stats !== null) + 1);
  const known = rows.filter((row) => row.stats !== null);
  const span = (bucket: Span) =>
    bucket.from === bucket.to ? String(bucket.from) : `${bucket.from}–${bucket.to}`;
  const summary = t`The middle half of asking prices in each span of years, the line at the median; spans with fewer than ${MIN_SAMPLE} adverts are left out.`;
  const top = Math.max(...known.map((row) => pct(row.stats!, 75)));
  const y = (value: number) => 100 - percentOf(value, 0, top) * 0.92;
  const width = 100 / rows.length;
  return (
    <>
      <p className="market-price__summary">{summary}</p>
      <figure className="market-chart">
        <svg
          className="market-chart__plot"
          role="img"
          aria-label={summary}
          viewBox="0 0 100 100"
          preserveAspectRatio="none"
        >
          {rows.map(({ bucket, stats }, i) =>
            stats ? (
              <g key={bucket.from}>
                <rect
                  className="market-chart__bar"
                  x={i * width + width * 0.2}
                  width={width * 0.6}
                  y={y(pct(stats, 75))}
                  height={Math.max(0.5, y(pct(stats, 25)) - y(pct(stats, 75)))}
                />
                <line
                  className="market-chart__median"
                  x1={i * width + width * 0.15}
                  x2={i * width + width * 0.85}
                  y1={y(pct(stats, 50))}
                  y2={y(pct(stats, 50))}
                  vectorEffect="non-scaling-stroke"
                />
              </g>
            ) : null,
          )}
        </svg>
        <div className="market-chart__axis market-chart__axis--years" aria-hidden="true">
          {rows.map(({ bucket }, i) => (
            <span key={bucket.from} style={{ left: `${(i + 0.5) * width}%` }}>
              {bucket.from}
            </span>
          ))}
        </div>
        <figcaption className="market-chart__legend">
          <span className="market-chart__key market-chart__key--bar">{t`Middle half`}</span>
          <span className="market-chart__key market-chart__key--median">{t`Median`}</span>
          <span>{t`Up to ${usd(top)}`}</span>
        </figcaption>
      </figure>
      <details className="market-price__numbers">
        <summary>{t`The numbers as a table`}</summary>
        <table className="market-price__table">
          <caption>{t`Asking prices by year, USD`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Years`}</th>
              <th scope="col">{t`Adverts compared`}</th>
              <th scope="col">{t`Percentile ${formatCount(25)}`}</th>
              <th scope="col">{t`Median`}</th>
              <th scope="col">{t`Percentile ${formatCount(75)}`}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ bucket, stats }) => (
              <tr key={bucket.from}>
                <th scope="row">{span(bucket)}</th>
                {stats ? (
                  <>
                    <td>{formatCount(stats.total)}</td>
                    <td>{usd(pct(stats, 25))}</td>
                    <td>{usd(pct(stats, 50))}</td>
                    <td>{usd(pct(stats, 75))}</td>
                  </>
                ) : (
                  <td colSpan={4}>
                    <Trans>Too few adverts</Trans>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </>
  );
}

/**
 * The badge's words: the verdict, and why. The service compares in USD; `inCurrency` writes a
 * dollar amount (or a range, to `upTo`) in the card's currency, short enough for the badge.
 */
export function describeRating(
  rating: Rating,
  inCurrency: (usd: number, upTo?: number) => string,
): { label: string; why: string } {
  // `money` and `range` name the catalogs' placeholders: renamed, they would be new messages.
  const money = inCurrency(rating.difference);
  const total = rating.total;
  switch (rating.verdict) {
    case 'below':
      return {
        label: t`Below market`,
        why: plural(total, {
          one: `${money} below the middle half of # similar advert`,
          other: `${money} below the middle half of # similar adverts`,
        }),
      };
    case 'above':
      return {
        label: t`Above market`,
        why: plural(total, {
          one: `${money} above the middle half of # similar advert`,
          other: `${money} above the middle half of # similar adverts`,
        }),
      };
    case 'fair': {
      // One range, its currency once ("1,6–2,19 млн грн"): the badge's three lines hold it.
      const range = inCurrency(rating.low, rating.high);
      return {
        label: t`Fair price`,
        why: plural(total, {
          one: `Within the middle half (${range}) of # similar advert`,
          other: `Within the middle half (${range}) of # similar adverts`,
        }),
      };
    }
  }
}

/**
 * The advert's price against adverts of its make, model and year bucket, in the card's slot
 * (busy while it is asked). Cards of one bucket share one cached call; too few to compare (Not
 * Enough Data) shows no badge. Loaded apart from the card, once the card's details have come.
 */
export function PriceBadge({
  info,
  currency = 'USD',
}: {
  readonly info: AutoInfo;
  /** The card's price currency: the badge's amounts are in it, at the advert's own rate. */
  readonly currency?: MoneyCurrency;
}) {
  const comparison = advertComparison(info);
  const market = useQuery({
    ...marketPriceQueries.comparison(comparison ?? emptyAveragePriceQuery),
    enabled: comparison !== null,
  });
  const outcome = market.data;
  const rating =
    comparison && outcome && !outcome.refused ? ratePrice(info.USD, outcome.answer) : null;
  const shown = atAdvertRate(info, currency);
  const language = currentLanguage();
  const words =
    rating &&
    describeRating(rating, (usd, upTo) =>
      badgeMoney(
        usd * shown.rate,
        shown.currency,
        language,
        upTo === undefined ? undefined : upTo * shown.rate,
      ),
    );
  return (
    <div className="card__market" aria-busy={market.isLoading || undefined}>
      {rating && words && (
        <p className={`price-badge price-badge--${rating.verdict}`}>
          <span className="price-badge__label">{words.label}</span>{' '}
          <span className="price-badge__why">{words.why}</span>
        </p>
      )}
    </div>
  );
}

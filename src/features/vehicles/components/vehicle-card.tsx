import { useLingui as useLinguiContext } from '@lingui/react';
import { t } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import { memo, Suspense } from 'react';
import { Link } from 'react-router-dom';
import type { AutoInfo } from '../../../api/contracts/vehicles';
import { CardDetailsNote } from '../../../components/card-details-note';
import { Photo } from '../../../components/ui/photo';
import { PlaceholderText } from '../../../components/ui/placeholder-text';
import { formatCount, formatMoney } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { CARD_PHOTO_SIZES } from '../../../lib/photo-sources';
import { useInView } from '../../../lib/use-in-view';
import { vehicleQueries } from '../api/vehicle-queries';
import { mainPhoto } from '../vehicle-photos';
import { preloadDeleteOnIntent } from './lazy-delete-advert-dialog';
import { PriceBadge } from './lazy-market-price';

const SITE = 'https://auto.ria.com';

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');

/**
 * The advert's page on the marketplace, built from the id (never from a string the API sent):
 * the slug only decorates, and is reduced to [a-z0-9_].
 */
export function advertUrl(id: string, info?: Pick<AutoInfo, 'markName' | 'modelName'>): string {
  const safeId = /^\d+$/.test(id) ? id : encodeURIComponent(id);
  const name = info ? [slug(info.markName), slug(info.modelName)].filter(Boolean).join('_') : '';
  return `${SITE}/auto_${name || 'advert'}_${safeId}.html`;
}

/**
 * The advert on the website: the answer's `linkToView` when it is a plain path of the site,
 * else the address built from the id.
 */
export function websiteUrl(id: string, info: AutoInfo): string {
  return /^\/[\w.-]+\.html$/.test(info.linkToView)
    ? `${SITE}${info.linkToView}`
    : advertUrl(id, info);
}

export type Currency = 'USD' | 'EUR' | 'UAH';
/** The search's `currency` (1 USD, 2 EUR, 3 UAH) as the price to show first. */
export const CURRENCIES: Record<number, Currency> = { 1: 'USD', 2: 'EUR', 3: 'UAH' };

/** A price in the chosen currency, and in hryvnias (or dollars, when hryvnias were chosen). */
export function AdvertPrice({
  info,
  currency,
  className,
}: {
  readonly info: AutoInfo;
  readonly currency: Currency;
  readonly className: string;
}) {
  const other: Currency = currency === 'UAH' ? 'USD' : 'UAH';
  return (
    <p className={className}>
      {formatMoney(info[currency], currency)}
      <span className="card__price-alt">{formatMoney(info[other], other)}</span>
    </p>
  );
}

export function advertTitle(id: string, info: AutoInfo | undefined): string {
  return info ? `${info.title}, ${info.autoData.year}` : t`Advert ${id}`;
}

interface VehicleCardProps {
  readonly id: string;
  /** The seller in the settings: their own adverts offer Delete. */
  readonly userId: number | null;
  /** The price shown first: the search's currency. */
  readonly currency: Currency;
  readonly onDelete: (id: string, title: string) => void;
  /** The first card of the list: its photo is fetched at once (ui/photo.tsx `eager`). */
  readonly first?: boolean;
}

/**
 * One advert: details load when the card comes into view, and are cached for the session.
 * Memoised: a new address re-renders the page, not the cards already on screen.
 */
export const VehicleCard = memo(function VehicleCard({
  id,
  userId,
  currency,
  onDelete,
  first = false,
}: VehicleCardProps) {
  // Memoised: subscribes to the language itself, so a switch renders it anew.
  useLinguiContext();
  const { ref, seen } = useInView<HTMLElement>();
  const info = useQuery({ ...vehicleQueries.info(id), enabled: seen });
  const data = info.data;
  const title = advertTitle(id, data);
  const own = data !== undefined && userId !== null && data.userId === userId;

  return (
    <article
      ref={ref}
      className="card"
      aria-labelledby={`advert-${id}`}
      aria-busy={info.isFetching || undefined}
    >
      {/* The title below names it: the picture adds nothing for a screen reader. */}
      <Photo
        sources={mainPhoto(data)}
        alt=""
        sizes={CARD_PHOTO_SIZES}
        eager={first}
        missing={t`No photo`}
      />
      <h3 className="card__title" id={`advert-${id}`}>
        <Link to={paths.vehicleAdvert.getHref(id)}>
          <PlaceholderText pending={!data && !info.error}>{title}</PlaceholderText>
        </Link>
      </h3>
      <div className="card__details">
        {data ? (
          <>
            <AdvertPrice info={data} currency={currency} className="card__price" />
            {/* A slot of fixed height (busy until its answer): the badge moves nothing. */}
            <Suspense fallback={<div className="card__market" aria-busy="true" />}>
              <PriceBadge info={data} currency={currency} />
            </Suspense>
            <dl className="card__facts">
              <div>
                <dt>{t`Year`}</dt>
                <dd>{data.autoData.year}</dd>
              </div>
              <div>
                <dt>{t`Mileage`}</dt>
                <dd>{t`${formatCount(data.autoData.raceInt * 1000)} km`}</dd>
              </div>
              <div>
                <dt>{t`City`}</dt>
                <dd>{data.locationCityName ?? data.stateData.name}</dd>
              </div>
              <div>
                <dt>{t`Fuel`}</dt>
                <dd>{data.autoData.fuelName}</dd>
              </div>
              <div>
                <dt>{t`Gearbox`}</dt>
                <dd>{data.autoData.gearboxName}</dd>
              </div>
            </dl>
            {own && (
              <div className="card__actions">
                <span className="badge">{t`Your advert`}</span>
                <button
                  type="button"
                  className="button button--danger button--small"
                  {...preloadDeleteOnIntent}
                  onClick={() => onDelete(id, title)}
                >
                  {t`Delete`}
                  <span className="visually-hidden"> {title}</span>
                </button>
              </div>
            )}
          </>
        ) : (
          <CardDetailsNote error={info.error} />
        )}
      </div>
    </article>
  );
});

import { useLingui as useLinguiContext } from '@lingui/react';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { memo } from 'react';
import type { AutoInfo } from '../../../api/contracts/vehicles';
import { formatCount, formatMoney } from '../../../lib/format';
import { useInView } from '../../../lib/use-in-view';
import { vehicleQueries } from '../api/vehicle-queries';

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

export function advertTitle(id: string, info: AutoInfo | undefined): string {
  return info ? `${info.title}, ${info.autoData.year}` : t`Advert ${id}`;
}

interface VehicleCardProps {
  readonly id: string;
  /** The seller in the settings: their own adverts offer Delete. */
  readonly userId: number | null;
  readonly onDelete: (id: string, title: string) => void;
}

/**
 * One advert: details load when the card comes into view, and are cached for the session.
 * Memoised: a new address re-renders the page, not the cards already on screen.
 */
export const VehicleCard = memo(function VehicleCard({ id, userId, onDelete }: VehicleCardProps) {
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
      <h3 className="card__title" id={`advert-${id}`}>
        <a href={advertUrl(id, data)} target="_blank" rel="noopener noreferrer">
          {title}
          <span className="visually-hidden"> {t`(opens the advert on auto.ria.com)`}</span>
        </a>
      </h3>
      {data ? (
        <>
          <p className="card__price">
            {formatMoney(data.USD, 'USD')}
            <span className="card__price-alt">{formatMoney(data.UAH, 'UAH')}</span>
          </p>
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
                onClick={() => onDelete(id, title)}
              >
                {t`Delete`}
                <span className="visually-hidden"> {title}</span>
              </button>
            </div>
          )}
        </>
      ) : info.isError ? (
        <p className="card__note">{t`Details could not be loaded (${info.error.message})`}</p>
      ) : (
        <p className="card__note" aria-hidden="true">
          <Trans>Loading details…</Trans>
        </p>
      )}
    </article>
  );
});

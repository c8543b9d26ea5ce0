import { t } from '@lingui/core/macro';
import { useLingui as useLinguiContext } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { CardDetailsNote } from '../../../components/card-details-note';
import { Photo } from '../../../components/ui/photo';
import { PlaceholderText } from '../../../components/ui/placeholder-text';
import { paths } from '../../../lib/paths';
import { CARD_PHOTO_SIZES } from '../../../lib/photo-sources';
import { useInView } from '../../../lib/use-in-view';
import { realtyQueries } from '../api/realty-queries';
import { realtyMainPhoto } from '../realty-photos';
import {
  realtyAreas,
  realtyFloor,
  realtyPlace,
  realtyPlotArea,
  realtyPrice,
  realtyTitle,
  type Currency,
} from '../realty-advert';

interface RealtyCardProps {
  readonly id: number;
  /** The currency the search asked for; the advert's own without one. */
  readonly currency: Currency | undefined;
  /** Where photo files live (realty-photos.ts `photoBase`). */
  readonly photoBase: string;
  /** The first card of the list: its photo is fetched at once (ui/photo.tsx `eager`). */
  readonly first?: boolean;
}

/**
 * One real-estate advert, as a vehicle card: its details (`/dom/info`) load when the card comes
 * into view, once, and are kept for the session. Every part keeps its height while they load.
 */
export const RealtyCard = memo(function RealtyCard({
  id,
  currency,
  photoBase,
  first = false,
}: RealtyCardProps) {
  // Memoised: subscribes to the language itself, so a switch renders it anew.
  useLinguiContext();
  const { ref, seen } = useInView<HTMLElement>();
  const info = useQuery({ ...realtyQueries.info(id), enabled: seen });
  const data = info.data;
  const title = realtyTitle(id, data);
  const price = data && realtyPrice(data, currency);
  const areas = data && realtyAreas(data);
  // A land plot states no floor area: its plot's, as its page shows it.
  const plot = data && !areas ? realtyPlotArea(data) : undefined;
  const floor = data && realtyFloor(data);

  return (
    <article
      ref={ref}
      className="card"
      aria-labelledby={`realty-${id}`}
      aria-busy={info.isFetching || undefined}
    >
      <Photo
        sources={data ? realtyMainPhoto(data, photoBase) : undefined}
        // The title below names it: the picture adds nothing for a screen reader.
        alt=""
        sizes={CARD_PHOTO_SIZES}
        eager={first}
        missing={t`No photo`}
      />
      <h3 className="card__title" id={`realty-${id}`}>
        <Link to={paths.realtyAdvert.getHref(id)}>
          <PlaceholderText pending={!data && !info.error}>{title}</PlaceholderText>
        </Link>
      </h3>
      <div className="card__details">
        {data && price ? (
          <>
            <p className="card__price">
              {price.text}
              {price.perSquareMetre && (
                <span className="card__price-alt">{price.perSquareMetre}</span>
              )}
            </p>
            <dl className="card__facts">
              {data.rooms_count !== undefined && (
                <div>
                  <dt>{t`Rooms`}</dt>
                  <dd>{data.rooms_count}</dd>
                </div>
              )}
              {floor && (
                <div>
                  <dt>{t`Floor`}</dt>
                  <dd>{floor}</dd>
                </div>
              )}
              {areas && (
                <div className="card__fact--wide">
                  <dt>{areas.name}</dt>
                  <dd>{areas.value}</dd>
                </div>
              )}
              {plot && (
                <div className="card__fact--wide">
                  <dt>{t`Plot area`}</dt>
                  <dd>{plot}</dd>
                </div>
              )}
              <div className="card__fact--wide">
                <dt>{t`Place`}</dt>
                <dd>{realtyPlace(data)}</dd>
              </div>
            </dl>
          </>
        ) : (
          <CardDetailsNote error={info.error} />
        )}
      </div>
    </article>
  );
});

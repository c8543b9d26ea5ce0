import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import type { RealtyInfo } from '../../../api/contracts/realty-info';
import { useCredentials } from '../../../api/use-credentials';
import { AdvertPage, FactList } from '../../../components/advert-page';
import { Gallery } from '../../../components/ui/gallery';
import { formatCount, formatDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { realtyQueries } from '../api/realty-queries';
import {
  characteristicAmount,
  characteristicName,
  optionName,
  realtyFloor,
  realtyKindName,
  realtyOperationName,
  realtyPrice,
  realtySquareMetrePrice,
  realtyTitle,
  realtyPriceType,
  realtyTypeName,
  realtyWallType,
  realtyWebsiteUrl,
  plotArea,
  PLOT_AREAS,
  squareMetres,
} from '../realty-advert';
import { photoBase, realtyPhotos } from '../realty-photos';
import { realtyAdvertId } from '../realty-advert-route';
import { CHARACTERISTICS, SQUARE_METRE_AREAS } from '../realty-characteristics';

/**
 * A characteristic's value in words: its option's name, "Yes" for a checkbox, an area or an
 * amount with its unit (a price in the advert's currency), else the number.
 */
function characteristicValue(id: number, value: number, info: RealtyInfo): string {
  if (CHARACTERISTICS[id]?.type === 'flag') return t`Yes`;
  if (SQUARE_METRE_AREAS.has(id)) return squareMetres(value) ?? formatCount(value);
  if (PLOT_AREAS.has(id)) return plotArea(value, info.characteristics_values);
  return characteristicAmount(id, value, info) ?? optionName(id, value) ?? formatCount(value);
}

function RealtyFacts({ info }: { readonly info: RealtyInfo }) {
  const price = realtyPrice(info);
  const prices = (['USD', 'EUR', 'UAH'] as const).flatMap((currency) => {
    const shown = realtyPrice(info, currency);
    return shown.text === price.text ? [] : [shown.text];
  });
  const characteristics = Object.entries(info.characteristics_values)
    .map(([id, value]) => [Number(id), value] as const)
    .sort(([a], [b]) => a - b);
  return (
    <>
      <h2>{t`Property`}</h2>
      <FactList
        facts={[
          [t`Kind`, realtyKindName(info)],
          [t`Property type`, realtyTypeName(info)],
          [t`Operation`, realtyOperationName(info)],
          [t`Rooms`, info.rooms_count],
          [t`Total area`, squareMetres(info.total_square_meters)],
          [t`Living area`, squareMetres(info.living_square_meters)],
          [t`Kitchen area`, squareMetres(info.kitchen_square_meters)],
          [t`Floor`, realtyFloor(info)],
          [t`Wall type`, realtyWallType(info)],
        ]}
      />
      <h2>{t`Place`}</h2>
      <FactList
        facts={[
          [t`Region`, info.state_name],
          [t`City`, info.city_name],
          [t`District`, info.district_name],
          [
            t`Street`,
            [info.street_name, info.building_number_str].filter(Boolean).join(', ') || undefined,
          ],
        ]}
      />
      <h2>{t`Price and advert`}</h2>
      <FactList
        facts={[
          [t`Price`, price.text],
          [t`In other currencies`, prices.join(' · ') || undefined],
          [t`Price per m²`, realtySquareMetrePrice(info)],
          [t`Price is`, realtyPriceType(info)],
          [t`Published`, info.publishing_date ? formatDate(info.publishing_date, true) : undefined],
          [t`Seller`, info.user?.name],
          [t`Advert`, String(info.realty_id)],
        ]}
      />
      {characteristics.length > 0 && (
        <>
          <h2>{t`All characteristics`}</h2>
          <FactList
            facts={characteristics.map(([id, value]) => [
              // As the search names it for the advert's kind and operation.
              characteristicName(id, {
                category: info.realty_type_parent_id,
                operation: info.advert_type_id,
              }),
              characteristicValue(id, value, info),
            ])}
          />
        </>
      )}
      {(info.description_uk ?? info.description) && (
        <>
          <h2>{t`Description`}</h2>
          <p className="advert__description" lang={info.description_uk ? 'uk' : undefined}>
            {info.description_uk ?? info.description}
          </p>
        </>
      )}
    </>
  );
}

/** `/realty/:id`: one real-estate advert with its photos and every detail the service gives. */
export default function RealtyAdvertPage() {
  const id = realtyAdvertId(useParams().id);
  // The loader let only an advert id through; a new id is a new page (no state carried over).
  return id === undefined ? null : <RealtyAdvert key={id} id={id} />;
}

function RealtyAdvert({ id }: { readonly id: number }) {
  const { t } = useLingui();
  const info = useQuery(realtyQueries.info(id));
  const base = photoBase(useCredentials().mode ?? undefined);
  const title = realtyTitle(id, info.data);
  return (
    <AdvertPage
      title={title}
      info={info}
      resultsHref={paths.realty.getHref()}
      resultsLabel={t`Real-estate search`}
    >
      {(data) => (
        <div className="advert__layout">
          <div className="advert__gallery">
            <Gallery label={title} photos={realtyPhotos(data, base)} />
          </div>
          <div className="advert__side">
            <p className="advert__price">{realtyPrice(data).text}</p>
            {realtyPrice(data).perSquareMetre && <p>{realtyPrice(data).perSquareMetre}</p>}
            <div className="advert__actions">
              <a href={realtyWebsiteUrl(id, data)} target="_blank" rel="noopener noreferrer">
                <Trans>View on dom.ria.com</Trans>
                <span className="visually-hidden"> {t`(opens in a new tab)`}</span>
              </a>
            </div>
          </div>
          <div className="advert__details">
            <RealtyFacts info={data} />
          </div>
        </div>
      )}
    </AdvertPage>
  );
}

import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { startTransition, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { catalogName, catalogQueries } from '../../../api/catalog-queries';
import type { AutoInfo } from '../../../api/contracts/vehicles';
import { useCredentials } from '../../../api/use-credentials';
import { AdvertPage, AdvertWayBack, FactList, yesNo } from '../../../components/advert-page';
import { Gallery } from '../../../components/ui/gallery';
import { Notice } from '../../../components/ui/notice';
import { lost } from '../../../lib/focus-return';
import { formatCount, formatDate, formatMoney } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { vehicleQueries } from '../api/vehicle-queries';
import { isAdvertId } from '../vehicle-advert-route';
import { galleryPhotos } from '../vehicle-photos';
import type { DeleteOutcome } from './delete-advert-dialog';
import { DeleteAdvertDialog, preloadDeleteOnIntent } from './lazy-delete-advert-dialog';
import { PriceBadge } from './lazy-market-price';
import { advertTitle, websiteUrl } from './vehicle-card';

/** The condition flags of `autoInfoBar`, in words (in the reader's language, when shown). */
const condition = (): Record<string, string> => ({
  abroad: t`Abroad (not in Ukraine)`,
  confiscatedCar: t({ message: 'Confiscated', context: 'vehicle condition' }),
  damage: t`Damaged after an accident`,
  onRepairParts: t`Not running, or for parts`,
  underCredit: t`On credit`,
});

function VehicleFacts({ id, info }: { readonly id: string; readonly info: AutoInfo }) {
  const categories = useQuery(catalogQueries.categories());
  const { autoData: car } = info;
  const bar = info.autoInfoBar ?? {};
  const dealer = info.dealer?.typeId === 2;
  // A dealer without a name is still a dealer: no empty name row.
  const dealerName = dealer ? info.dealer?.name?.trim() : undefined;
  return (
    <>
      <h2>{t`Vehicle`}</h2>
      <FactList
        facts={[
          [t`Category`, catalogName(categories.data, car.categoryId)],
          [t`Make`, info.markName],
          [t`Model`, info.modelName],
          [t`Year`, car.year],
          [t`Body style`, info.subCategoryName],
          [t`Modification`, car.modificationName],
          [t`Mileage`, t`${formatCount(car.raceInt * 1000)} km`],
          [t`Fuel, engine`, car.fuelName],
          [t`Gearbox`, car.gearboxName],
          [t`Drive`, car.driveName],
          [t`Colour`, info.color?.name],
        ]}
      />
      <h2>{t`Condition`}</h2>
      <FactList
        facts={[
          // The service's flag says "not cleared": said the positive way, not "Not cleared: No".
          [t`Customs-cleared`, yesNo(bar.custom === undefined ? undefined : !bar.custom)],
          ...Object.entries(condition()).map(
            ([key, name]) => [name, yesNo(bar[key])] as [string, string | undefined],
          ),
          [t`VIN checked`, yesNo(info.checkedVin?.isChecked)],
          [t`With video`, yesNo(car.withVideo)],
          [
            t`Sold`,
            car.isSold ? (info.soldDate ? t`Yes, ${formatDate(info.soldDate)}` : t`Yes`) : t`No`,
          ],
        ]}
      />
      <h2>{t`Place and seller`}</h2>
      <FactList
        facts={[
          [t`Region`, info.stateData.regionName],
          [t`City`, info.locationCityName ?? info.stateData.name],
          [t`Seller`, dealer ? t`Dealer` : t`Private seller`],
          // Its own row: a dealer's name often says "dealer" itself ("Автосалон 1604836").
          [t`Dealer’s name`, dealerName],
          [t`Bargaining possible`, yesNo(info.auctionPossible)],
          [t`Exchange possible`, yesNo(info.exchangePossible)],
          [t`Exchange for real estate`, yesNo(info.realtyExchange)],
          [t`Added`, formatDate(info.addDate, true)],
          [t`Advert`, id],
        ]}
      />
      {car.description && (
        <>
          <h2>{t`Description`}</h2>
          <p className="advert__description">{car.description}</p>
        </>
      )}
    </>
  );
}

/** `/vehicles/:id`: one vehicle advert with its photos and every detail the service gives. */
export default function VehicleAdvertPage() {
  const { id = '' } = useParams();
  // The loader let only an advert id through; a new id is a new page (no state carried over).
  return isAdvertId(id) ? <VehicleAdvert key={id} id={id} /> : null;
}

/**
 * What is left of the page once its advert is deleted; the tab says so too. The way back is the
 * page's own, to the results at the place the reader left them (without the advert now).
 */
function DeletedAdvert({ text }: { readonly text: (() => string) | undefined }) {
  const { t } = useLingui();
  useDocumentTitle(t`Advert deleted`);
  return (
    <main className="page advert" id="main">
      <AdvertWayBack resultsHref={paths.vehicles.getHref()} resultsLabel={t`Vehicle search`} />
      {/* The page the focus was on (the dialog's Delete) is gone: the focus starts here. */}
      <h1 tabIndex={-1} ref={(heading) => heading?.focus()}>
        <Trans>Advert deleted</Trans>
      </h1>
      <Notice tone="success">
        <p>{text?.()}</p>
      </Notice>
    </main>
  );
}

function VehicleAdvert({ id }: { readonly id: string }) {
  const { t } = useLingui();
  const location = useLocation();
  const { credentials } = useCredentials();
  const { userId } = credentials;
  const [deleted, setDeleted] = useState(false);
  const info = useQuery({ ...vehicleQueries.info(id), enabled: !deleted });
  const fotos = useQuery({ ...vehicleQueries.photos(id), enabled: !deleted });
  const [asked, setAsked] = useState(false);
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<DeleteOutcome | null>(null);
  const title = advertTitle(id, info.data);
  const heading = useRef<HTMLHeadingElement>(null);
  // The dialog gives the focus back to the Delete button, which goes with the account when a
  // refused delete reveals that the session ended (before the dialog closes, or after): the
  // page's heading takes the focus rather than its body, from where a screen reader would
  // start again at the top. Children's effects run first: the dialog has closed by now. So too
  // when the details go with the button: "nothing deleted" for an advert deleted meanwhile
  // elsewhere, whose page then says it is not on the marketplace.
  const loaded = info.data !== undefined;
  useEffect(() => {
    if (!asked || open) return;
    if (!lost()) return;
    heading.current?.focus({ preventScroll: true });
  }, [asked, open, userId, loaded]);

  if (deleted) return <DeletedAdvert text={outcome?.text} />;

  return (
    <AdvertPage
      headingRef={heading}
      title={title}
      info={info}
      resultsHref={paths.vehicles.getHref()}
      resultsLabel={t`Vehicle search`}
    >
      {(data) => {
        const own = userId !== null && data.userId === userId;
        return (
          <div className="advert__layout">
            <div className="advert__gallery">
              <Gallery label={title} photos={galleryPhotos(id, data, fotos.data)} />
            </div>
            <div className="advert__details">
              <VehicleFacts id={id} info={data} />
            </div>
            <div className="advert__side">
              <p className="advert__price">{formatMoney(data.USD, 'USD')}</p>
              <p>
                {formatMoney(data.UAH, 'UAH')} · {formatMoney(data.EUR, 'EUR')}
                {data.autoData.mainCurrency && (
                  <span className="field__hint">
                    {' '}
                    {t`(the seller’s price is in ${data.autoData.mainCurrency})`}
                  </span>
                )}
              </p>
              {/* Against adverts of its make, model and years, as on its card; a slot of fixed
                  height (busy until its answer), so that nothing below moves. */}
              <Suspense fallback={<div className="card__market" aria-busy="true" />}>
                <PriceBadge info={data} currency="USD" />
              </Suspense>
              <div className="advert__actions">
                <a href={websiteUrl(id, data)} target="_blank" rel="noopener noreferrer">
                  <Trans>View on auto.ria.com</Trans>
                  <span className="visually-hidden"> {t`(opens in a new tab)`}</span>
                </a>
                {own && (
                  <>
                    <span className="badge">{t`Your advert`}</span>
                    <button
                      type="button"
                      className="button button--danger button--small"
                      {...preloadDeleteOnIntent}
                      // A transition: lazy-delete-advert-dialog.ts says why.
                      onClick={() =>
                        startTransition(() => {
                          setAsked(true);
                          setOpen(true);
                        })
                      }
                    >
                      <Trans>Delete this advert</Trans>
                    </button>
                  </>
                )}
              </div>
              {outcome && (
                <Notice tone={outcome.tone} onDismiss={() => setOutcome(null)}>
                  <p>{outcome.text()}</p>
                  {outcome.signIn && (
                    <p>
                      <Link to={paths.signIn.getHref(location.pathname)}>
                        <Trans>Sign in</Trans>
                      </Link>
                    </p>
                  )}
                </Notice>
              )}
            </div>
            <Suspense fallback={null}>
              {asked && (
                <DeleteAdvertDialog
                  advert={open ? { id, title } : null}
                  userId={userId}
                  onCancel={() => setOpen(false)}
                  onDone={(done) => {
                    setOpen(false);
                    setOutcome(done);
                    if (done.tone === 'success') setDeleted(true);
                  }}
                />
              )}
            </Suspense>
          </div>
        );
      }}
    </AdvertPage>
  );
}

import { t as translate } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { Link, useLocation, useNavigate, type Location } from 'react-router-dom';
import { ApiError } from '../api/client';
import {
  cameFromPage,
  currentLanguage,
  withLanguage,
  type ScrollOf,
  type Visited,
} from '../lib/language';
import { useDocumentTitle } from '../lib/use-document-title';
import { ApiErrorPanel } from './api-error-panel';
import './advert-page.css';

interface AdvertPageProps<T> {
  readonly title: string;
  readonly info: UseQueryResult<T>;
  /**
   * Where "Back to the results" goes when the page was opened directly (a link, the tab's
   * first page).
   */
  readonly resultsHref: string;
  readonly resultsLabel: string;
  readonly children: (data: T) => ReactNode;
  /** The page's heading, for a page that moves the focus there itself. */
  readonly headingRef?: RefObject<HTMLHeadingElement | null>;
}

/** The same address whatever its language. */
const sameAddress = (a: Visited, b: Location) =>
  a.search === b.search && withLanguage(a.pathname, 'uk') === withLanguage(b.pathname, 'uk');

/**
 * The page the reader came to this advert from (the results), past the same advert in the
 * other language (a language switch is no page to go back to), and how many entries back it
 * is. None when the advert was opened directly (a link, the tab's first page).
 */
function wayBack(
  location: Location,
): { readonly page: Visited; readonly back: number } | undefined {
  let page = cameFromPage(location.key);
  let back = 1;
  while (page && sameAddress(page, location)) {
    page = cameFromPage(page.key);
    back++;
  }
  return page && { page, back };
}

/**
 * "← Back" to the results the reader came from, at the same place, or "← <results>" for a page
 * opened directly; also what is left of a deleted advert's page offers it.
 */
export function AdvertWayBack({
  resultsHref,
  resultsLabel,
}: Pick<AdvertPageProps<unknown>, 'resultsHref' | 'resultsLabel'>) {
  const location = useLocation();
  const navigate = useNavigate();
  const way = wayBack(location);
  const back = way && withLanguage(way.page.pathname, currentLanguage()) + way.page.search;
  return (
    <p>
      {way && back ? (
        <Link
          to={back}
          state={
            { scrollOf: way.page.scroll ?? way.page.key, focusOf: way.page.key } satisfies ScrollOf
          }
          onClick={(event) => {
            // The page itself, in this language: the browser's Back, to where the reader was.
            if (back !== way.page.pathname + way.page.search || !plainClick(event)) return;
            event.preventDefault();
            void navigate(-way.back);
          }}
        >
          <Trans>← Back</Trans>
        </Link>
      ) : (
        <Link to={resultsHref}>← {resultsLabel}</Link>
      )}
    </p>
  );
}

/**
 * The frame of an advert page: a way back to the results, the title, and what is wrong when
 * the advert cannot be shown (not found, deleted, a failed request). Back is the browser's own
 * when the reader came from the results in the language shown, so they return to the same
 * place with no request (ScrollRestoration and the query cache); after a switch of language it
 * opens those results in the new one, at the same place.
 */
export function AdvertPage<T>({
  title,
  info,
  resultsHref,
  resultsLabel,
  children,
  headingRef,
}: AdvertPageProps<T>) {
  const location = useLocation();
  const ownHeading = useRef<HTMLHeadingElement>(null);
  const heading = headingRef ?? ownHeading;
  // Reached by a link from another page (not by a language switch, which keeps the focus).
  const cameFromApp = wayBack(location)?.back === 1;
  const loaded = info.data !== undefined;

  // The advert names the tab while it is shown.
  useDocumentTitle(title);
  // Reached from another page of the app: its heading takes the focus, so that a screen
  // reader starts there (a page opened directly starts at the top anyway).
  useEffect(() => {
    if (loaded && cameFromApp) heading.current?.focus({ preventScroll: true });
  }, [loaded, cameFromApp, heading]);

  // An id the service refuses (a vehicle's above 2147483647) is no advert's either: the page asks
  // for nothing else, so the refusal can only be of the address's id.
  const notFound =
    info.error instanceof ApiError &&
    (info.error.kind === 'not-found' || info.error.kind === 'invalid-parameter');
  return (
    <main className="page advert" id="main">
      <AdvertWayBack resultsHref={resultsHref} resultsLabel={resultsLabel} />
      <h1 ref={heading} tabIndex={-1} className="advert__title">
        {title}
      </h1>
      {info.data !== undefined ? (
        children(info.data)
      ) : notFound ? (
        <div className="panel" role="alert">
          <h2 className="panel__title">
            <Trans>This advert is not on the marketplace</Trans>
          </h2>
          <p>
            <Trans>It may have been deleted or sold, or the address is wrong.</Trans>
          </p>
          <p>
            <Link to={resultsHref}>{resultsLabel}</Link>
          </p>
        </div>
      ) : info.isError ? (
        <ApiErrorPanel error={info.error} onRetry={() => void info.refetch()} />
      ) : (
        <p className="results__loading" role="status">
          <Trans>Loading the advert…</Trans>
        </p>
      )}
    </main>
  );
}

/** A click that follows a link here (a click with a modifier opens it elsewhere). */
const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/** Facts as a description list: [name, value] pairs, those without a value left out. */
export function FactList({ facts }: { readonly facts: readonly (readonly [string, ReactNode])[] }) {
  const shown = facts.filter(([, value]) => value !== undefined && value !== null && value !== '');
  return (
    <dl className="advert__facts">
      {shown.map(([name, value]) => (
        <div key={name} className="advert__fact">
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export const yesNo = (value: boolean | undefined) =>
  value === undefined ? undefined : value ? translate`Yes` : translate`No`;

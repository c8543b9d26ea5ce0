import { t } from '@lingui/core/macro';
import { Link } from 'react-router-dom';

interface PaginationProps {
  /** 0-based, as the API pages. */
  readonly page: number;
  readonly pageCount: number;
  readonly hrefFor: (page: number) => string;
  readonly onNavigate: (page: number) => void;
  readonly label?: string;
}

/** Page numbers around the current one, with the first and last always reachable. */
export function pageWindow(page: number, pageCount: number, radius = 2): (number | 'gap')[] {
  if (pageCount <= 0) return [];
  const pages = new Set<number>([0, pageCount - 1]);
  for (let p = page - radius; p <= page + radius; p++) if (p >= 0 && p < pageCount) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const result: (number | 'gap')[] = [];
  sorted.forEach((p, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && p - previous > 1) result.push(p - previous === 2 ? p - 1 : 'gap');
    result.push(p);
  });
  return result;
}

/**
 * Links, not buttons: each page has an address (shareable, opens in a new tab); a plain click
 * goes through `onNavigate`, which navigates in place and then moves focus.
 */
export function Pagination({ page, pageCount, hrefFor, onNavigate, label }: PaginationProps) {
  if (pageCount <= 1) return null;
  const link = (target: number, text: string, name: string, disabled: boolean) =>
    disabled ? (
      <span className="pagination__link pagination__link--disabled" aria-disabled="true">
        {text}
      </span>
    ) : (
      <Link
        className="pagination__link"
        to={hrefFor(target)}
        aria-label={name}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          onNavigate(target);
        }}
      >
        {text}
      </Link>
    );
  const last = pageCount - 1;
  const previous = () => link(page - 1, t`‹ Previous`, t`Previous page`, page === 0);
  const next = () => link(page + 1, t`Next ›`, t`Next page`, page >= last);
  return (
    <nav className="pagination" aria-label={label ?? t`Pages`}>
      {/* A phone's own first row (CSS shows one pair or the other): Previous and Next half of
          it each on every page, so the thumb pages on from one place, and in the focus order
          as they are seen, before the numbers. */}
      <div className="pagination__steps">
        {previous()}
        {next()}
      </div>
      <ul>
        <li>{link(0, '«', t`First page`, page === 0)}</li>
        <li className="pagination__step">{previous()}</li>
        {pageWindow(Math.min(page, last), pageCount).map((entry, index) =>
          entry === 'gap' ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              {entry === page ? (
                <span className="pagination__link pagination__link--current" aria-current="page">
                  <span className="visually-hidden">{t`Page`} </span>
                  {entry + 1}
                </span>
              ) : (
                link(entry, String(entry + 1), t`Page ${entry + 1}`, false)
              )}
            </li>
          ),
        )}
        <li className="pagination__step">{next()}</li>
        <li>{link(last, '»', t`Last page`, page >= last)}</li>
      </ul>
    </nav>
  );
}

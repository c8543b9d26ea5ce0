import { withMessages } from '../../../lib/language';
import { preloadedLazy } from '../../../lib/preloaded-lazy';

/**
 * The market price (a card's or an advert page's badge, the search page's panel) loads apart,
 * in one chunk with its messages: the page's first load carries neither. The routes' loaders
 * start it beside the page's data, so that a badge renders with the details it rates: loaded by
 * the badge's first render, it suspended there, and React held the badge back until 300 ms
 * after its placeholder (its fallback throttle), the market's question asked only then.
 */
const loadMarketPrice = () => withMessages('vehicles.market-price', import('./market-price-panel'));

export const PriceBadge = preloadedLazy(() => loadMarketPrice().then((m) => m.PriceBadge));
export const MarketPricePanel = preloadedLazy(() =>
  loadMarketPrice().then((m) => m.MarketPricePanel),
);

/** Starts the load (once; again after a failure). A failed load shows in the badge's place. */
export function preloadMarketPrice(): void {
  void PriceBadge.preload();
  void MarketPricePanel.preload();
}

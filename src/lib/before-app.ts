/**
 * A press on the server's page frame (server/http/page-shell.ts) before the app has rendered:
 * the frame's buttons are plain HTML until then, and a press on one would do nothing. The
 * entry (src/main.tsx) marks #root with the press, and the app replays it as it first renders:
 * the layout opens Settings or a phone's menu (src/app/layout.tsx), a search page its filters
 * (src/components/search-page.tsx), the active filters' chips remove one or all
 * (src/components/ui/chips.tsx), the converter and the orders' filters focus their text field
 * (src/features/converter/components/converter-page.tsx,
 * src/features/orders/components/orders-page.tsx).
 */
export const BEFORE_APP_ATTRIBUTE = 'data-before-app';
export const SETTINGS_PRESS = 'settings';
export const MENU_PRESS = 'menu';
export const FILTERS_PRESS = 'filters';
export const CLEAR_ALL_PRESS = 'clear-all';
export const CONVERTER_TEXT_PRESS = 'converter-text';
export const ORDERS_SEARCH_PRESS = 'orders-search';
/** The `index`-th chip's "×" (the frame's chips are the app's, in the app's order). */
export const chipPress = (index: number) => `chip-${index}`;

/**
 * The page's `<template>` of preloads for requests the route makes next, which the entry moves
 * into the head once the frame has painted (server/http/app-page.ts `afterPaintRequests`).
 */
export const AFTER_PAINT_PRELOADS = 'preloads-after-paint';

/**
 * The requests a script in the page's head starts as the HTML arrives (the orders,
 * server/http/early-requests.ts): the id of the list of their addresses, and the name of the
 * window's map of their answers, which the app's requests take (src/api/early-responses.ts).
 */
export const EARLY_REQUESTS = 'earlyRequests';

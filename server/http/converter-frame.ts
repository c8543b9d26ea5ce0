/**
 * The converter's empty form and its result section in the page's frame (page-shell.ts), so that
 * a phone's largest paint, the text field's hint, comes from the HTML instead of after the app's
 * code and first render (issue 21). It is the markup
 * src/features/converter/components/converter-page.tsx renders for the address without
 * parameters (website → API, a link or query string, nothing entered yet), with the words of the
 * app's catalogs (app-i18n.ts). It needs no data, so proxy mode sends it too.
 *
 * The form takes no input, since the app replaces it and what was typed would be lost: its
 * choices and button are `inert`, its text field `readonly` and out of the tab order. A press or
 * a key already starts the app at once (src/main.tsx). A tap on the text field or its label is
 * kept (src/lib/before-app.ts) and the app's form focuses its own field, so the tap is not lost
 * either. None of this changes how the form looks.
 */
import { BEFORE_APP_ATTRIBUTE, CONVERTER_TEXT_PRESS } from '../../src/lib/before-app';
import { appMessage } from './app-i18n';
import { escapeHtml, type PageLanguage } from './page-shell';

/** The frame's ids: the app's come from useId, and the frame's are replaced with it. */
const TEXT_ID = 'frame-converter-text';
const HINT_ID = `${TEXT_ID}-hint`;
const RESULT_ID = 'frame-converter-result';
const PRESS = `${BEFORE_APP_ATTRIBUTE}="${CONVERTER_TEXT_PRESS}"`;

/** The page's part after its lead paragraph in `language`, or null where the catalog lacks a message. */
export function converterFormHtml(language: PageLanguage): string | null {
  const words = {
    form: appMessage(language, 'Parameters to convert'),
    direction: appMessage(language, 'Direction'),
    toApi: appMessage(language, 'Website → API'),
    toWebsite: appMessage(language, 'API → website'),
    enterAs: appMessage(language, 'Enter the parameters as'),
    asText: appMessage(language, 'A link or query string'),
    asRows: appMessage(language, 'Name and value rows'),
    label: appMessage(language, 'A website link or query string'),
    hint: appMessage(
      language,
      'For example https://auto.ria.com/search/?categories.main.id=1&brand.id[0]=9 — the address and anything after # are ignored.',
    ),
    convert: appMessage(language, 'Convert'),
    result: appMessage(language, 'Result'),
    empty: appMessage(language, 'Enter parameters and press Convert.'),
  };
  // An untranslated message would show English in a Ukrainian page: the bare frame instead.
  if (Object.values(words).includes(null)) return null;
  const t = (word: string | null): string => escapeHtml(word ?? '');
  const option = (input: string, text: string | null) =>
    `<label class="segmented__option"><input type="radio" ${input}><span>${t(text)}</span></label>`;
  return [
    '<div class="converter">',
    `<form class="panel converter__form" aria-label="${t(words.form)}" novalidate>`,
    `<fieldset class="segmented" inert><legend class="field__label">${t(words.direction)}</legend>`,
    option('value="new_to_old" name="direction" checked', words.toApi),
    option('value="old_to_new" name="direction"', words.toWebsite),
    '</fieldset>',
    `<fieldset class="segmented" inert><legend class="field__label">${t(words.enterAs)}</legend>`,
    option('name="mode" checked', words.asText),
    option('name="mode"', words.asRows),
    '</fieldset>',
    `<div class="field"><label class="field__label" for="${TEXT_ID}" ${PRESS}>${t(words.label)}</label>`,
    `<textarea name="text" id="${TEXT_ID}" class="input" rows="4" spellcheck="false" aria-describedby="${HINT_ID}" readonly tabindex="-1" ${PRESS}></textarea>`,
    `<p class="field__hint" id="${HINT_ID}">${t(words.hint)}</p></div>`,
    `<div class="panel__actions" inert><button type="submit" class="button">${t(words.convert)}</button></div>`,
    '</form>',
    `<section class="converter__result" aria-labelledby="${RESULT_ID}">`,
    `<h2 id="${RESULT_ID}">${t(words.result)}</h2><p role="status" class="results__count converter__status"></p><p class="muted">${t(words.empty)}</p>`,
    '</section></div>',
  ].join('');
}

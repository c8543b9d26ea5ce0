import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
} from 'react';
import { useFieldArray, useFormState, useWatch, type Control } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { converterQueries, WEBSITE_SEARCH } from '../../../api/converter-queries';
import { decodeVehicleSearch } from '../../../api/contracts/vehicle-search-query';
import type { Direction } from '../../../api/converter-queries';
import {
  formatQueryString,
  MAX_QUERY_LENGTH,
  type QueryPair,
} from '../../../api/contracts/query-codec';
import { DroppedParamsNotice } from '../../../components/dropped-params-notice';
import { explainIssue } from '../../../components/explain-issue';
import { Notice } from '../../../components/ui/notice';
import { ApiErrorPanel } from '../../../components/api-error-panel';
import { FieldError, FieldFrame } from '../../../components/ui/field';
import { useFieldError } from '../../../components/ui/form-fields';
import { CONVERTER_TEXT_PRESS } from '../../../lib/before-app';
import { paths } from '../../../lib/paths';
import { parseLink } from '../../../lib/parse-link';
import { takePressBeforeApp } from '../../../lib/take-press-before-app';
import { toSearch } from '../../../lib/url-query';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRemoveKeepingFocus } from '../../../lib/use-remove-keeping-focus';
import { useSearchForm } from '../../../lib/use-search-form';
import { useSearchQuery } from '../../../lib/use-search-query';
import {
  changeText,
  conversionReport,
  otherDirection,
  searchPairs,
  whyNotConverted,
} from '../conversion-report';
import { converterCodec } from '../converter-route';
import {
  converterFormSchema,
  encodeConverter,
  formInput,
  inputToText,
  leftOutOfInput,
  pairsToRows,
  repeatedNames,
  rowsToPairs,
  toFormValues,
  type ConverterFormValues,
  type ConverterQuery,
} from '../converter-search-params';
import './converter.css';

/** How the reader enters the input is the form's own: the address holds the input only. */
const FORM_ONLY = ['mode'] as const;
/** The schema's output is the conversion asked for. */
const toConverterQuery = (query: ConverterQuery) => query;
const ROWS_ERROR = 'converter-rows-error';

const DIRECTIONS = {
  new_to_old: { label: msg`Website → API`, from: 'website', to: 'API' },
  old_to_new: { label: msg`API → website`, from: 'API', to: 'website' },
} as const;

/**
 * A parameter name that wraps on a narrow screen where a reader expects it, after a `.` and
 * before a `[` (`brand.` `id` `[0]`), never mid-word (`marka_|id`); a part too long for the
 * column makes the table scroll in its box.
 */
function ParamName({ name }: { name: string }) {
  const parts = name.split(/(?<=\.)|(?=\[)/);
  return parts.map((part, index) => (
    <span key={index}>
      {index > 0 && <wbr />}
      {part}
    </span>
  ));
}

/**
 * A table of parameters. On a narrow screen its columns stack, each cell under its column's
 * name (converter.css), so that nothing scrolls sideways; the roles keep it a table to screen
 * readers, which some browsers stop telling once a table's cells are laid out as blocks.
 */
function ParamsTable({
  caption,
  pairs,
  reason,
}: {
  caption: string;
  pairs: readonly QueryPair[];
  reason?: (name: string) => string;
}) {
  const captionId = useId();
  const columns = { name: t`Name`, value: t`Value`, why: t`Why` };
  return (
    // Scrollable with the keyboard once focused, when a name is wider than a phone's column.
    <div className="data-table__scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="data-table" role="table" aria-labelledby={captionId}>
        <caption id={captionId}>{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">
              {columns.name}
            </th>
            <th scope="col" role="columnheader">
              {columns.value}
            </th>
            {reason && (
              <th scope="col" role="columnheader">
                {columns.why}
              </th>
            )}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {pairs.map(([name, value], index) => (
            <tr key={`${name}-${index}`} role="row">
              <td role="cell" data-label={columns.name}>
                <code className="data-table__name">
                  <ParamName name={name} />
                </code>
              </td>
              <td role="cell" data-label={columns.value}>
                <code>{value === '' ? <span className="muted">{t`(empty)`}</span> : value}</code>
              </td>
              {reason && (
                <td role="cell" data-label={columns.why}>
                  {reason(name)}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * What the conversion added to its answer or left out of it, as documented: said, so that the
 * tables' rows add up to the input.
 */
function ChangesNotice({
  title,
  changes,
  added,
}: {
  title: string;
  changes: readonly Parameters<typeof changeText>[0][];
  added: boolean;
}) {
  if (changes.length === 0) return null;
  return (
    <Notice tone="info" title={title}>
      <ul>
        {changes.map((change) => (
          <li key={change.name}>{changeText(change, added)}</li>
        ))}
      </ul>
    </Notice>
  );
}

/** Ctrl+Enter (⌘+Enter on a Mac) in the text box converts, as in other tools' text boxes. */
function submitOnCtrlEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
  if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey) || event.nativeEvent.isComposing)
    return;
  event.preventDefault();
  event.currentTarget.form?.requestSubmit();
}

/** Copies `text`; what came of it is said for that text only, not for the next one shown. */
function CopyButton({ text }: { text: string }) {
  const [outcome, setOutcome] = useState<{ text: string; copied: boolean } | null>(null);
  const state = outcome?.text === text ? outcome : null;
  return (
    <>
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => {
          navigator.clipboard.writeText(text).then(
            () => setOutcome({ text, copied: true }),
            () => setOutcome({ text, copied: false }),
          );
        }}
      >
        <Trans>Copy</Trans>
      </button>
      <span role="status" className="field__hint">
        {state === null
          ? ''
          : state.copied
            ? t`Copied.`
            : t`Copying is blocked here: select the text and copy it.`}
      </span>
    </>
  );
}

/**
 * What the input holds that the conversion will leave out (the app's key, a link's tracking
 * tags), said while it is there to read: after the submit the form holds what the address
 * does, without them. A status, so that a paste that brings one is announced.
 */
function LeftOutHint({
  control,
}: {
  control: Control<ConverterFormValues, unknown, ConverterQuery>;
}) {
  const [mode, text, rows] = useWatch({ control, name: ['mode', 'text', 'rows'] });
  const lines = leftOutOfInput(formInput({ mode, text, rows })).map(
    (issue) => `${issue.param}: ${explainIssue(issue)}`,
  );
  return (
    <div role="status" className="field__hint converter__left-out">
      {lines.length > 0 && (
        <>
          <p>{t`Not sent for conversion:`}</p>
          <ul>
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

export default function ConverterPage() {
  const url = useSearchQuery(converterCodec);
  const { query } = url;
  const { form, submit, lifecycle, searches } = useSearchForm({
    schema: converterFormSchema,
    query,
    toValues: toFormValues,
    toQuery: toConverterQuery,
    // The page stays where it was: the result below the form takes the reader there instead.
    setQuery: (next) => url.setQuery(next, { preventScrollReset: true }),
    formOnly: FORM_ONLY,
  });
  // Each Convert that goes ahead: the result's heading takes the focus, in view. On a phone the
  // result is a screen below the Convert button, and nothing in view said it had come.
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const converts = useSyncExternalStore(searches.subscribe, searches.get);
  useEffect(() => {
    if (converts > 0) resultHeading.current?.focus();
  }, [converts]);
  const rows = useFieldArray({ control: form.control, name: 'rows' });
  const addRow = useRef<HTMLButtonElement>(null);
  const removeRow = useRemoveKeepingFocus(
    rows.remove,
    rows.fields.length,
    (index) => form.setFocus(`rows.${index}.name`),
    addRow,
  );
  const [direction, mode] = useWatch({ control: form.control, name: ['direction', 'mode'] });
  const inputError = useFieldError(form.control, ['text']);
  const { submitCount } = useFormState({ control: form.control, name: 'text' });
  // A refused submit in rows mode: its message is on the rows, and the text field that holds
  // it is not shown, so the focus goes to the row at fault (a value without a name), else the
  // first row's name, or to Add with no row left.
  useEffect(() => {
    if (submitCount === 0 || !form.getFieldState('text').error || form.getValues('mode') !== 'rows')
      return;
    const held = form.getValues('rows');
    const nameless = held.findIndex((row) => row.name.trim() === '' && row.value.trim() !== '');
    if (held.length > 0) form.setFocus(`rows.${Math.max(nameless, 0)}.name`);
    else addRow.current?.focus();
  }, [submitCount, form]);
  // The frame's text field, tapped before the app had run (it takes no input of its own):
  // the tap lands here.
  useLayoutEffect(() => {
    if (takePressBeforeApp(CONVERTER_TEXT_PRESS)) form.setFocus('text');
  }, [form]);

  const conversion = useQuery({
    ...converterQueries.convert(query.direction, query.input),
    enabled: query.input.length > 0,
  });

  const switchMode = (next: ConverterFormValues['mode']) => {
    if (next === mode) return;
    if (next === 'rows') {
      const pairs = parseLink(form.getValues('text'));
      form.setValue('rows', pairs.length ? pairsToRows(pairs) : [{ name: '', value: '' }]);
    } else {
      form.setValue('text', inputToText(rowsToPairs(form.getValues('rows'))));
    }
    form.setValue('mode', next);
  };

  const meta = DIRECTIONS[query.direction];
  const answer = conversion.data ?? { converted: {}, unrecognized: {}, string: '' };
  const converted = Object.entries(answer.converted);
  const unrecognized = Object.entries(answer.unrecognized);
  const report = conversionReport(query.direction, query.input, answer);
  // The API-side parameters to search with (a repeated name by its last value, the input's own
  // API names beside website names included), and the website-side ones of this conversion.
  const apiPairs = searchPairs(query.direction, query.input, answer);
  const sitePairs = query.direction === 'new_to_old' ? query.input : converted;
  // The service converts names and copies values as they are: what the search would refuse
  // of them (brand.id[0]=abc became marka_id[0]=abc) is said here, not on the search's page.
  const refused = apiPairs.length > 0 ? decodeVehicleSearch(apiPairs).issues : [];
  // A name given twice keeps its last value only: the service answers a name→value object. Said,
  // not refused in the form: the API's own links repeat a name for a list (district_id=1&
  // district_id=2), and such a link still converts, less what the notice names.
  const repeated = repeatedNames(query.input, query.direction);
  const switchTo: Direction | undefined = conversion.data
    ? otherDirection(query.direction, query.input, report)
    : undefined;
  // One live region, always there, whose text alone changes: a region that comes with its text
  // already in is not announced by every screen reader.
  const { given, notConverted } = report;
  const convertedCount = report.converted;
  const dropped = report.dropped.length;
  const status =
    query.input.length === 0 || conversion.isError
      ? ''
      : !conversion.data
        ? t`Converting…`
        : query.direction === 'new_to_old'
          ? t`${given} given: ${convertedCount} converted, ${notConverted} not converted (website → API names)`
          : dropped > 0
            ? t`${given} given: ${convertedCount} converted, ${notConverted} not converted, ${dropped} left out (API → website names)`
            : t`${given} given: ${convertedCount} converted, ${notConverted} not converted (API → website names)`;

  useDocumentTitle(t`Parameter converter`);

  return (
    <main className="page" id="main">
      <h1>{t`Parameter converter`}</h1>
      <p className="lead">
        <Trans>
          Translate search parameters between the marketplace website’s names and the API’s names.
        </Trans>
      </p>
      <DroppedParamsNotice
        issues={url.issues}
        kind={t`not a converter parameter.`}
        link={url.search}
      />
      <div className="converter">
        <form
          className="panel converter__form"
          aria-label={t`Parameters to convert`}
          noValidate
          onSubmit={submit}
        >
          <fieldset className="segmented">
            <legend className="field__label">{t`Direction`}</legend>
            {(Object.keys(DIRECTIONS) as (keyof typeof DIRECTIONS)[]).map((value) => (
              <label key={value} className="segmented__option">
                <input type="radio" value={value} {...form.register('direction')} />
                <span>{i18n._(DIRECTIONS[value].label)}</span>
              </label>
            ))}
          </fieldset>

          <fieldset className="segmented">
            <legend className="field__label">{t`Enter the parameters as`}</legend>
            <label className="segmented__option">
              <input
                type="radio"
                name="mode"
                checked={mode === 'text'}
                onChange={() => switchMode('text')}
              />
              <span>{t`A link or query string`}</span>
            </label>
            <label className="segmented__option">
              <input
                type="radio"
                name="mode"
                checked={mode === 'rows'}
                onChange={() => switchMode('rows')}
              />
              <span>{t`Name and value rows`}</span>
            </label>
          </fieldset>

          {mode === 'text' ? (
            <FieldFrame
              label={
                DIRECTIONS[direction].from === 'website'
                  ? t`A website link or query string`
                  : t`An API link or query string`
              }
              hint={
                direction === 'new_to_old'
                  ? t`For example https://auto.ria.com/search/?categories.main.id=1&brand.id[0]=9 — the address and anything after # are ignored.`
                  : t`For example category_id=1&marka_id[0]=9&s_yers[0]=2011`
              }
              error={inputError}
            >
              {({ id, describedBy, invalid }) => (
                <textarea
                  {...form.register('text')}
                  onKeyDown={submitOnCtrlEnter}
                  aria-keyshortcuts="Control+Enter Meta+Enter"
                  id={id}
                  className="input"
                  rows={4}
                  spellCheck={false}
                  aria-describedby={describedBy}
                  aria-invalid={invalid || undefined}
                />
              )}
            </FieldFrame>
          ) : (
            <fieldset className="param-rows">
              <legend className="field__label">{t`Parameters`}</legend>
              {rows.fields.map((field, index) => (
                <div key={field.id} className="param-rows__row">
                  <input
                    className="input"
                    aria-label={t`Name ${index + 1}`}
                    aria-describedby={inputError ? ROWS_ERROR : undefined}
                    aria-invalid={inputError ? true : undefined}
                    placeholder={t`name`}
                    spellCheck={false}
                    {...form.register(`rows.${index}.name`)}
                  />
                  <input
                    className="input"
                    aria-label={t`Value ${index + 1}`}
                    placeholder={t`value`}
                    spellCheck={false}
                    {...form.register(`rows.${index}.value`)}
                  />
                  <button
                    type="button"
                    className="button button--quiet button--small"
                    onClick={() => removeRow(index)}
                  >
                    <Trans>
                      Remove<span className="visually-hidden"> parameter {index + 1}</span>
                    </Trans>
                  </button>
                </div>
              ))}
              <button
                ref={addRow}
                type="button"
                className="button button--secondary button--small"
                onClick={() =>
                  rows.append(
                    { name: '', value: '' },
                    { focusName: `rows.${rows.fields.length}.name` },
                  )
                }
              >
                <Trans>Add a parameter</Trans>
              </button>
              <FieldError id={ROWS_ERROR} message={inputError} />
            </fieldset>
          )}
          <LeftOutHint control={form.control} />

          <div className="panel__actions">
            <button type="submit" className="button">
              <Trans>Convert</Trans>
            </button>
          </div>
        </form>

        <section className="converter__result" aria-labelledby="result-heading">
          <h2 id="result-heading" ref={resultHeading} tabIndex={-1}>
            {t`Result`}
          </h2>
          <p role="status" className="results__count converter__status">
            {status}
          </p>
          {query.input.length === 0 ? (
            <p className="muted">{t`Enter parameters and press Convert.`}</p>
          ) : conversion.isError ? (
            <ApiErrorPanel error={conversion.error} onRetry={() => void conversion.refetch()} />
          ) : !conversion.data ? null : (
            <>
              {switchTo && (
                <Notice
                  tone="info"
                  title={
                    switchTo === 'old_to_new'
                      ? t`These look like API names`
                      : t`These look like website names`
                  }
                >
                  <p>
                    {switchTo === 'old_to_new'
                      ? t`None of them is a website name the service knows, and some are the API’s own. Convert them the other way:`
                      : t`None of them is an API name the service knows, and some are the website’s own. Convert them the other way:`}{' '}
                    <Link
                      to={paths.converter.getHref(
                        toSearch(encodeConverter({ direction: switchTo, input: query.input })),
                      )}
                      preventScrollReset
                    >
                      {i18n._(DIRECTIONS[switchTo].label)}
                    </Link>
                  </p>
                </Notice>
              )}
              {repeated.length > 0 && (
                <Notice
                  tone="warning"
                  title={t`Only the last value of a repeated name was converted`}
                >
                  <ul>
                    {repeated.map(([name, value]) => {
                      const last = value === '' ? t`(empty)` : value;
                      return (
                        <li key={name}>
                          {t`${name} is given more than once: only its last value, ${last}, was converted.`}
                        </li>
                      );
                    })}
                  </ul>
                </Notice>
              )}
              {converted.length > 0 && (
                <ParamsTable
                  caption={
                    meta.to === 'API'
                      ? t`Converted parameters (API names)`
                      : t`Converted parameters (website names)`
                  }
                  pairs={converted}
                />
              )}
              <ChangesNotice
                title={t`Added by the conversion`}
                changes={report.added}
                added={true}
              />
              <ChangesNotice
                title={t`Left out by the conversion`}
                changes={report.dropped}
                added={false}
              />
              {unrecognized.length > 0 && (
                <ParamsTable
                  caption={t`Not converted`}
                  pairs={unrecognized}
                  reason={(name) => whyNotConverted(query.direction, query.input, answer, name)}
                />
              )}
              <div className="field">
                <p className="field__label" id="string-label">
                  <Trans>As a query string</Trans>
                </p>
                <div className="copy-row">
                  <output className="code-box" aria-labelledby="string-label">
                    {conversion.data.string || t`(empty)`}
                  </output>
                  {/* Nothing to copy from an empty answer. */}
                  {conversion.data.string !== '' && <CopyButton text={conversion.data.string} />}
                </div>
              </div>
              {refused.length > 0 && (
                <Notice tone="warning" title={t`The vehicle search would not use these values`}>
                  <ul>
                    {refused.map((issue) => (
                      <li key={issue.param}>{`${issue.param}: ${explainIssue(issue)}`}</li>
                    ))}
                  </ul>
                </Notice>
              )}
              <div className="panel__actions">
                {apiPairs.length > 0 &&
                  // A search the service would refuse as too long (414) is not offered.
                  (formatQueryString(apiPairs).length <= MAX_QUERY_LENGTH ? (
                    <Link className="button" to={paths.vehicles.getHref(toSearch(apiPairs))}>
                      <Trans>Search with these</Trans>
                    </Link>
                  ) : (
                    <p className="muted">
                      <Trans>
                        Too many parameters to search with at once: convert fewer to search with
                        them.
                      </Trans>
                    </p>
                  ))}
                {sitePairs.length > 0 && (
                  <a
                    className="button button--secondary"
                    href={`${WEBSITE_SEARCH}?${formatQueryString(sitePairs)}`}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    <Trans>Open on the website</Trans>
                    <span className="visually-hidden">
                      {' '}
                      {t`(auto.ria.com, opens in a new tab)`}
                    </span>
                  </a>
                )}
              </div>
            </>
          )}
        </section>
      </div>
      {lifecycle}
    </main>
  );
}

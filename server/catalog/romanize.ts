/**
 * Ukrainian place names in Latin letters by Ukraine's official romanization (Cabinet of
 * Ministers resolution No. 55 of 27 January 2010): the national transliteration of passports,
 * road signs and maps, which gives Kyiv, Zhytomyr, Zaporizhzhia. English answers name a place
 * so when the reference files give it no English name (CONTRACT.md "Languages").
 *
 * The rules, all of them: one table of letters; є ї й ю я are written ye yi y yu ya at the start
 * of a word and ie i i iu ia elsewhere; зг is zgh (so that it does not read as zh); the soft sign
 * and the apostrophe are not written. Characters outside the Ukrainian alphabet (Latin letters,
 * digits, spaces, hyphens, brackets) are kept as they are.
 */

/** Each letter's Latin form inside a word. */
const LETTERS: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'h',
  ґ: 'g',
  д: 'd',
  е: 'e',
  є: 'ie',
  ж: 'zh',
  з: 'z',
  и: 'y',
  і: 'i',
  ї: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ь: '',
  ю: 'iu',
  я: 'ia',
};

/** The letters written otherwise at the start of a word. */
const WORD_INITIAL: Readonly<Record<string, string>> = {
  є: 'ye',
  ї: 'yi',
  й: 'y',
  ю: 'yu',
  я: 'ya',
};

/** Apostrophes as Ukrainian is typed: ' ’ ʼ and the backtick some catalogs use. */
const APOSTROPHES = new Set(["'", '’', 'ʼ', '`']);

const isLetter = (char: string | undefined): boolean => char !== undefined && /\p{L}/u.test(char);
const isUpper = (char: string | undefined): boolean =>
  char !== undefined && char !== char.toLowerCase();

/** `text` in Latin letters by the national romanization (Київ → Kyiv, Згурівка → Zghurivka). */
export function romanizeUkrainian(text: string): string {
  const chars = [...text];
  let out = '';
  for (let index = 0; index < chars.length; index++) {
    const char = chars[index]!;
    const lower = char.toLowerCase();
    const before = chars[index - 1];
    const after = chars[index + 1];
    if (APOSTROPHES.has(char)) {
      // An apostrophe inside a word (Знам'янка) is not written; any other quote stays.
      if (!(isLetter(before) && isLetter(after))) out += char;
      continue;
    }
    if (!(lower in LETTERS)) {
      out += char;
      continue;
    }
    // A word starts after anything but a letter or an apostrophe (Знам'янка: -ia-, not -ya-).
    const wordStart = !isLetter(before) && !(before !== undefined && APOSTROPHES.has(before));
    let latin = (wordStart ? WORD_INITIAL[lower] : undefined) ?? LETTERS[lower]!;
    if (lower === 'г' && before?.toLowerCase() === 'з') latin = 'gh';
    if (isUpper(char) && latin !== '') {
      // A capital in a word of capitals (АР, ЗГУРІВКА) stays all capitals; else only its first.
      const shouting = isUpper(after) || (!isLetter(after) && isUpper(before));
      latin = shouting ? latin.toUpperCase() : latin[0]!.toUpperCase() + latin.slice(1);
    }
    out += latin;
  }
  return out;
}

/**
 * A JSON text that arrives in pieces, taken apart at one array field of its top-level object:
 * that array's items come out parsed, in order, as the text arrives, and the rest (the
 * envelope) as a text with that array empty. So a long answer is read between paints instead
 * of in one task (issue 21: 5,000 orders held a phone's main thread for over half a second in
 * one `JSON.parse` of the whole).
 *
 * The engine's own `JSON.parse` reads the values. A streaming JSON parser written in JavaScript
 * (@streamparser/json, clarinet) builds every value itself, several times slower. Here the
 * list's text is read in batches: what has arrived, up to the last place where one item ends
 * and the next begins as the first one began (`},{"order_id":`), goes to `JSON.parse` as one
 * array. That place may be a guess (the same text between two objects nested in an item): a
 * parse that succeeds proves it, since a text that starts where an item starts and parses as a
 * list of values in `[…]` ends where an item ends. A guess that fails, items of another form
 * (numbers, pretty-printed objects) and an item too long for a batch are scanned instead:
 * strings and nesting only, each item parsed as it completes. Scanning every character of an
 * answer in JavaScript took 2-3 times as long as the batches (5,000 orders, 2.8 MB).
 *
 * A text the scan cannot take apart (not JSON, a list cut short) sets `broken`, and the caller
 * reads it as the unreadable answer it is; an item that is not JSON throws `JSON.parse`'s
 * `SyntaxError`.
 */

const QUOTE = 0x22; // "
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const COMMA = 0x2c;
const OPEN_OBJECT = 0x7b; // {
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b; // [
const CLOSE_ARRAY = 0x5d;

const isSpace = (code: number) => code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;

/**
 * A batch that grows past this without a place to cut (a long item, or items the batches do not
 * know how to cut) is scanned instead: one `JSON.parse` stays well within a slice of time.
 */
export const BATCH_LIMIT = 256 * 1024;

/** How the first item began, if it is an object whose first field's name has no escapes. */
const FIRST_FIELD = /^\s*(\{"[^"\\]{1,64}":)/;
/** A start that may still become one (the field's name not complete yet). */
const FIRST_FIELD_SO_FAR = /^\s*(\{("[^"\\]{0,64}"?)?)?$/;

/** Where the scan stands. */
const enum Place {
  /** Outside the list. */
  Envelope,
  /** After the list's `[`: an item or the `]` comes next. */
  ListStart,
  /** After a `,` in the list: an item comes next. */
  ItemNext,
  /** Inside an item. */
  Item,
  /** After an item: a `,` or the `]` comes next. */
  ItemDone,
}

export class JsonListSplitter {
  /** Set once the text cannot be taken apart: it is not JSON, or not as expected. */
  broken = false;
  private readonly field: string;
  private place = Place.Envelope;
  /** Nesting depth: 1 directly inside the top-level object or array, 2 directly in the list. */
  private depth = 0;
  private topIsObject = false;
  private listDone = false;
  private inString = false;
  /** The string being read is directly in the top-level object: it may be a field's name. */
  private stringAtTop = false;
  /** A string directly in the top-level object, so far, and the last one read. */
  private topString = '';
  private lastTopString: string | undefined;
  /** The field whose value comes next (set at its `:`). */
  private valueOf: string | undefined;
  /** The item so far, and the envelope so far (its list empty). */
  private item = '';
  private envelope = '';
  /**
   * The list's text since the last item given, while the list is read in batches (undefined
   * once it is scanned instead); and where one item ends and the next begins, once the first
   * item's start tells.
   */
  private batch: string | undefined;
  private separator: string | undefined;

  constructor(field: string) {
    this.field = field;
  }

  /** Reads the next piece of the text; gives the items it completed, in order. */
  push(piece: string): unknown[] {
    if (this.broken) return [];
    return this.batch === undefined ? this.scan(piece) : this.pushBatch(piece);
  }

  /**
   * Once all is read: the items not given yet, and the text with the list's items left out
   * (`{"status":true,"orders":[]}`).
   */
  end(): { items: unknown[]; envelope: string } {
    const items = this.batch !== undefined && !this.broken ? this.scanBatch(this.batch) : [];
    if (this.place !== Place.Envelope || this.inString) this.broken = true;
    return { items, envelope: this.envelope };
  }

  /** Adds `text` to the batch and reads it up to the last place it can cut. */
  private pushBatch(text: string): unknown[] {
    const batch = `${this.batch}${text}`;
    if (this.separator === undefined) {
      const first = FIRST_FIELD.exec(batch)?.[1];
      if (first) this.separator = `},${first}`;
      else if (FIRST_FIELD_SO_FAR.test(batch)) {
        this.batch = batch;
        return [];
      } else return this.scanBatch(batch);
    }
    const cut = batch.lastIndexOf(this.separator);
    if (cut === -1) {
      if (batch.length > BATCH_LIMIT) return this.scanBatch(batch);
      this.batch = batch;
      return [];
    }
    let items: unknown;
    try {
      items = JSON.parse(`[${batch.slice(0, cut + 1)}]`);
    } catch {
      // Not a place where items meet after all, or not JSON: the scan tells which.
      return this.scanBatch(batch);
    }
    // Past the comma: the next item comes next.
    this.batch = batch.slice(cut + 2);
    this.place = Place.ItemNext;
    return items as unknown[];
  }

  /** Reads the list from here on by scanning, starting with the batch not read yet. */
  private scanBatch(batch: string): unknown[] {
    this.batch = undefined;
    return this.scan(batch);
  }

  /** Reads `piece` by its structure: strings and nesting. */
  private scan(piece: string): unknown[] {
    const items: unknown[] = [];
    // Where this piece's text for the envelope, or for the item, starts.
    let from = 0;
    const length = piece.length;
    let i = 0;
    while (i < length) {
      if (this.inString) {
        // Most of an answer is strings: jump to the next quote.
        const quote = piece.indexOf('"', i);
        const end = quote === -1 ? length : quote;
        if (this.stringAtTop) this.topString += piece.slice(i, end);
        if (quote === -1) break;
        i = quote + 1;
        if (this.escaped(piece, quote)) {
          if (this.stringAtTop) this.topString += '"';
          continue;
        }
        this.inString = false;
        if (this.stringAtTop) this.lastTopString = this.topString;
        if (this.place === Place.Item && this.depth === 2) {
          // A string item ends with its quote.
          items.push(this.completeItem(piece.slice(from, i)));
          this.place = Place.ItemDone;
          from = i;
        }
        continue;
      }
      const code = piece.charCodeAt(i);
      if (this.place !== Place.Envelope && this.place !== Place.Item) {
        if (isSpace(code)) {
          i++;
          continue;
        }
        if (code === COMMA && this.place === Place.ItemDone) {
          this.place = Place.ItemNext;
          i++;
          from = i;
          continue;
        }
        if (code === CLOSE_ARRAY && this.place !== Place.ItemNext) {
          // The list ends: the envelope goes on from its `]`.
          this.place = Place.Envelope;
          this.listDone = true;
          this.depth--;
          from = i;
          i++;
          continue;
        }
        if (this.place === Place.ItemDone || code === COMMA || code === CLOSE_ARRAY) {
          this.broken = true;
          return items;
        }
        // An item starts.
        this.place = Place.Item;
        from = i;
      }
      if (code === QUOTE) {
        this.inString = true;
        this.stringAtTop = this.place === Place.Envelope && this.depth === 1 && this.topIsObject;
        this.topString = '';
      } else if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
        if (this.depth === 0) this.topIsObject = code === OPEN_OBJECT;
        this.depth++;
        if (
          code === OPEN_ARRAY &&
          this.depth === 2 &&
          this.place === Place.Envelope &&
          this.topIsObject &&
          !this.listDone &&
          this.valueOf === this.field
        ) {
          // The list starts: the envelope keeps its `[`, the items go apart, in batches.
          this.envelope += piece.slice(from, i + 1);
          this.place = Place.ListStart;
          this.batch = '';
          return this.pushBatch(piece.slice(i + 1));
        }
      } else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) {
        this.depth--;
        if (this.place === Place.Item && this.depth === 2) {
          // An object or array item ends with its bracket.
          items.push(this.completeItem(piece.slice(from, i + 1)));
          this.place = Place.ItemDone;
          from = i + 1;
        } else if (this.place === Place.Item && this.depth === 1) {
          // A scalar item (a number, `null`) that the list's `]` ends.
          items.push(this.completeItem(piece.slice(from, i)));
          this.place = Place.Envelope;
          this.listDone = true;
          from = i;
        }
      } else if (code === COMMA) {
        if (this.place === Place.Item && this.depth === 2) {
          // A scalar item ends at the comma.
          items.push(this.completeItem(piece.slice(from, i)));
          this.place = Place.ItemNext;
          from = i + 1;
        } else if (this.depth === 1) this.valueOf = undefined;
      } else if (code === COLON && this.depth === 1 && this.place === Place.Envelope) {
        this.valueOf = this.lastTopString;
      }
      i++;
    }
    if (this.place === Place.Item) this.item += piece.slice(from);
    else if (this.place === Place.Envelope) this.envelope += piece.slice(from);
    return items;
  }

  /** The item read so far with the rest of its text, parsed, as the next item; a new one starts. */
  private completeItem(rest: string): unknown {
    const item = this.item + rest;
    this.item = '';
    return JSON.parse(item);
  }

  /** Whether the quote at `index` is escaped: an odd run of backslashes before it. */
  private escaped(piece: string, index: number): boolean {
    let backslashes = 0;
    let j = index - 1;
    while (j >= 0 && piece.charCodeAt(j) === BACKSLASH) {
      backslashes++;
      j--;
    }
    if (j < 0) {
      // The run may have started in the pieces before, kept in the item or the envelope.
      const before = this.place === Place.Item ? this.item : this.envelope;
      for (let k = before.length - 1; k >= 0 && before.charCodeAt(k) === BACKSLASH; k--)
        backslashes++;
    }
    return backslashes % 2 === 1;
  }
}

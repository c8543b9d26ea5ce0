import { t } from '@lingui/core/macro';
import type { QueryIssue } from '../api/contracts/query-values';
import { formatCount } from '../lib/format';

/** Why a value was refused, in the page's language (the contract's own text is English). */
export function explainIssue({ rule, message }: QueryIssue): string {
  const number = formatCount;
  switch (rule?.kind) {
    case 'integer':
      return t`must be a whole number from 0 to ${number(rule.max)}.`;
    case 'amount':
      return t`must be a number of 0 or more, such as 1500 or 1.6.`;
    case 'one-of': {
      const allowed = rule.allowed.join(', ');
      return t`must be one of ${allowed}.`;
    }
    case 'range':
      return t`must be a whole number from ${number(rule.min)} to ${number(rule.max)}.`;
    case 'capped':
      return t`is at most ${number(rule.max)}: ${number(rule.max)} is used.`;
    case 'index':
      return t`needs a row number from 0 to ${number(rule.max)}, as in name[0].`;
    case 'no-index': {
      const name = rule.name;
      return t`takes no row number: write ${name}=value.`;
    }
    case 'repeated':
      return t`is given more than once: give it once.`;
    case 'date':
      return t`must be a date written as 2026-01-31.`;
    case 'too-long':
      return t`is longer than ${number(rule.max)} characters.`;
    case 'written-as': {
      const example = rule.example;
      return t`must be written as ${example}.`;
    }
    case 'below': {
      const other = rule.other;
      return t`is below ${other}: it was left out.`;
    }
    case 'older-name': {
      const other = rule.other;
      return t`is the older name of ${other}: give one form, not both.`;
    }
    case 'one-or-two':
      return t`takes one value or two (the range between them).`;
    case 'own-key':
      return t`is left out: the app sends its own key.`;
    case 'tracking':
      return t`is left out: a link’s tracking tag, which no search reads.`;
    case 'required':
      return t`is required.`;
    default:
      // A rule of its own: the contract's words (English) say it best.
      return message;
  }
}

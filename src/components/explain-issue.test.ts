import '../test/english';
import { describe, expect, it } from 'vitest';
import { issue } from '../api/contracts/query-values';
import { decodeVehicleSearch } from '../api/contracts/vehicle-search-query';
import { explainIssue } from './explain-issue';

describe('explaining a refused link parameter', () => {
  it('says the broken rule in the page’s words, without repeating the name', () => {
    expect(explainIssue(issue.notAmount('price_ot'))).toBe(
      'must be a number of 0 or more, such as 1500 or 1.6.',
    );
    expect(explainIssue(issue.notOneOf('gearbox', [1, 2, 3]))).toBe('must be one of 1, 2, 3.');
    expect(explainIssue(issue.noIndex('bodystyle[0]', 'bodystyle'))).toBe(
      'takes no row number: write bodystyle=value.',
    );
    const { issues } = decodeVehicleSearch([['countpage', '0']]);
    expect(issues.map(explainIssue)).toEqual(['must be a whole number from 1 to 100.']);
    // Past the largest page size, the link's is used as the largest: not "refused".
    expect(explainIssue(issue.capped('countpage', 100))).toBe('is at most 100: 100 is used.');
  });

  it('words every rule the decoders give', () => {
    const { issues } = decodeVehicleSearch([
      ['auto_options[5]', '7'],
      ['raceInt', '1'],
      ['raceInt', '2'],
      ['raceInt', '3'],
    ]);
    expect(issues.map(explainIssue)).toEqual([
      'must be written as auto_options[7]=7.',
      'takes one value or two (the range between them).',
    ]);
  });

  it('falls back to the contract’s own words for a rule of its own', () => {
    expect(explainIssue({ param: 'raceInt', message: 'raceInt takes one value.' })).toBe(
      'raceInt takes one value.',
    );
  });
});

// The event-property rules that the SDK does not apply to tracked events.
import { describe, expect, it } from 'vitest';
import {
  checkEventProperties,
  isValidPropertyObject,
  isValidPropertyValue,
  maxPropertyKeys,
} from '../../../theme/islands/analytics/validProperties.js';

const manyKeys = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i]));

describe('isValidPropertyValue', () => {
  it.each([
    ['a number', 1.5],
    ['a string', 'text'],
    ['a boolean', false],
    ['an object', { a: 1, b: { c: 'd' } }],
    ['an array of numbers, strings and objects', [1, 'two', { three: 3 }]],
    ['an empty array', []],
  ])('allows %s', (_, value) => {
    expect(isValidPropertyValue(value)).toBe(true);
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a nested array', [1, [2]]],
    ['null in an array', ['a', null]],
    ['a boolean in an array', [true]],
    ['an object with a null inside', { a: null }],
    ['an array holding an invalid object', [{ a: [[1]] }]],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['a function', () => 1],
    ['a Date', new Date(0)],
  ])('refuses %s', (_, value) => {
    expect(isValidPropertyValue(value)).toBe(false);
  });
});

describe('isValidPropertyObject', () => {
  it('allows at most 1000 keys', () => {
    expect(maxPropertyKeys).toBe(1000);
    expect(isValidPropertyObject(manyKeys(1000))).toBe(true);
    expect(isValidPropertyObject(manyKeys(1001))).toBe(false);
  });

  it('refuses symbol keys: keys must be strings', () => {
    expect(isValidPropertyObject({ a: 1, [Symbol('s')]: 2 })).toBe(false);
  });
});

describe('checkEventProperties', () => {
  it('keeps valid properties and leaves unset ones out quietly', () => {
    expect(checkEventProperties({ page: '/x', count: 2, modal: undefined })).toEqual({
      properties: { page: '/x', count: 2 },
      problems: [],
    });
  });

  it('drops each invalid property and says why', () => {
    const checked = checkEventProperties({ page: '/x', gone: null, nested: [[1]] });
    expect(checked.properties).toEqual({ page: '/x' });
    expect(checked.problems).toEqual([
      'property "gone" was dropped: null is not allowed',
      'property "nested" was dropped: arrays may hold only numbers, strings and valid objects, and no nested arrays',
    ]);
  });

  it('refuses an event whose properties have more than 1000 keys', () => {
    const checked = checkEventProperties(manyKeys(1001));
    expect(checked.properties).toBeUndefined();
    expect(checked.problems).toEqual(['event properties must have at most 1000 string keys; the event was not sent']);
  });

  it('counts only set keys towards the limit', () => {
    expect(checkEventProperties({ ...manyKeys(1000), unset: undefined }).properties).toBeDefined();
  });
});

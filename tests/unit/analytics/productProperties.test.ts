// The properties the product adds to every event and the protocol version tag of navigation events.
import { describe, expect, it } from 'vitest';
import { navigationProperties, productProperties } from '../../../theme/islands/analytics/productProperties.js';

describe('productProperties', () => {
  it('names origin, page, section, modal, element, action and the commit', () => {
    const context = {
      origin: 'https://docs.example',
      page: '/sdk/v3/overview',
      section: 'sdk',
      modal: 'search',
      element: 'Overview',
      action: 'click',
    };
    expect(productProperties(context, 'abc123')).toEqual({ ...context, git_commit_hash: 'abc123' });
  });

  it('leaves out what is not known rather than sending empty values', () => {
    expect(productProperties({ origin: 'https://docs.example', page: '/', section: '' }, undefined)).toEqual({
      origin: 'https://docs.example',
      page: '/',
    });
  });
});

describe('navigationProperties', () => {
  it('tags a navigation with the protocol version of its path', () => {
    expect(navigationProperties('/contracts/v2/overview')).toEqual({ protocol_version: 'V2' });
    expect(navigationProperties('/contracts/v4/overview')).toEqual({ protocol_version: 'V3' });
  });
});

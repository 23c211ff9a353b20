// Event-property rules the Amplitude SDK already enforces for identify and revenue; the docs rely on them as they are.
import { describe, expect, it } from 'vitest';
import { Identify, Revenue } from '@amplitude/analytics-browser';

describe('Identify', () => {
  it('sets a property only once per identify operation', () => {
    const identify = new Identify().set('browser', 'Firefox').set('browser', 'Chrome').setOnce('browser', 'Safari');
    expect(identify.getUserProperties()).toEqual({ $set: { browser: 'Firefox' } });
  });

  it('sets nothing after a clear-all', () => {
    const identify = new Identify().clearAll().set('browser', 'Firefox').add('visits', 1);
    expect(identify.getUserProperties()).toEqual({ $clearAll: '-' });
  });

  it('needs a number for add', () => {
    const identify = new Identify().add('visits', '1' as unknown as number).add('pages', 2);
    expect(identify.getUserProperties()).toEqual({ $add: { pages: 2 } });
  });

  it('refuses nulls and nested arrays', () => {
    const identify = new Identify()
      .set('nothing', null as unknown as string)
      .set('nested', [[1]] as unknown as number[])
      .set('list', [1, 'two', { three: 3 }] as unknown as number[]);
    expect(identify.getUserProperties()).toEqual({ $set: { list: [1, 'two', { three: 3 }] } });
  });
});

describe('Revenue', () => {
  it('keeps the default quantity 1 unless the new one is above 0', () => {
    expect(new Revenue().setProductId('p').setPrice(2).getEventProperties()).toMatchObject({
      $productId: 'p',
      $quantity: 1,
      $price: 2,
    });
    expect(new Revenue().setQuantity(0).getEventProperties()).toMatchObject({ $quantity: 1 });
    expect(new Revenue().setQuantity(-3).getEventProperties()).toMatchObject({ $quantity: 1 });
    expect(new Revenue().setQuantity(3).getEventProperties()).toMatchObject({ $quantity: 3 });
  });

  it('carries product id, quantity, price, revenue type and revenue', () => {
    const properties = new Revenue()
      .setProductId('grant')
      .setQuantity(2)
      .setPrice(5)
      .setRevenueType('donation')
      .setRevenue(10)
      .getEventProperties();
    expect(properties).toMatchObject({
      $productId: 'grant',
      $quantity: 2,
      $price: 5,
      $revenueType: 'donation',
      $revenue: 10,
    });
  });

  it('refuses event properties that break the property rules', () => {
    expect(new Revenue().setEventProperties({ a: null as unknown as string }).getEventProperties()).not.toHaveProperty(
      'a',
    );
    expect(new Revenue().setEventProperties({ a: 1 }).getEventProperties()).toMatchObject({ a: 1 });
  });
});

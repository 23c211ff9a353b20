// Which files are SVG images (their root element is <svg>, however long its start tag), and the size they are drawn at.
import { describe, expect, it } from 'vitest';
import { svgRootAttributes, svgSize } from '../../../generator/markdown/svgImage.js';

const root = (text: string) => svgRootAttributes(Buffer.from(text));
const sizeOf = (text: string) => svgSize(root(text)!);

/** A draw.io export's root: the whole diagram, escaped, in one attribute before the size. */
const drawing = (before = '') =>
  `${before}<svg xmlns="http://www.w3.org/2000/svg" content="${'&lt;mxfile&gt;x'.repeat(400)} > &gt;" width="241px" height="161px" viewBox="-0.5 -0.5 241 161"><g/></svg>`;

describe('svgRootAttributes', () => {
  it('reads a root start tag of any length, a `>` in a quoted value included', () => {
    expect(drawing().length).toBeGreaterThan(5000);
    const attributes = root(drawing());
    expect(attributes?.get('width')).toBe('241px');
    expect(attributes?.get('content')).toMatch(/ > &gt;$/);
    expect(sizeOf(drawing())).toEqual({ width: 241, height: 161 });
  });

  it('passes over a byte order mark, the XML declaration, comments and a doctype with an internal subset', () => {
    const prolog =
      '\ufeff<?xml version="1.0" encoding="UTF-8"?>\n<!-- Generator: a <svg> tool -->\n' +
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [\n' +
      '  <!ENTITY ns_svg "http://www.w3.org/2000/svg">\n]>\n';
    expect(sizeOf(drawing(prolog))).toEqual({ width: 241, height: 161 });
    expect(root("<svg:svg xmlns:svg='http://www.w3.org/2000/svg' width='2' height='3'/>")?.get('height')).toBe('3');
  });

  it('rejects a file whose root element is not <svg>: HTML, text, an unclosed tag', () => {
    expect(root('<!DOCTYPE html><html><body><svg width="1" height="1"></svg></body></html>')).toBeUndefined();
    expect(root('Not found\n<svg width="1" height="1"/>')).toBeUndefined();
    expect(root('<svgx width="1" height="1"/>')).toBeUndefined();
    expect(root('<svg width="1" height="1"')).toBeUndefined();
    expect(root('<!-- <svg width="1" height="1"/>')).toBeUndefined();
    expect(root('')).toBeUndefined();
  });
});

describe('svgSize', () => {
  it('takes width and height in their units, else the viewBox and its proportions', () => {
    expect(sizeOf('<svg width="1in" height="12pt">')).toEqual({ width: 96, height: 16 });
    expect(sizeOf('<svg viewBox="0 0 24 12">')).toEqual({ width: 24, height: 12 });
    expect(sizeOf('<svg width="48" viewBox="0,0,24,12">')).toEqual({ width: 48, height: 24 });
    expect(sizeOf('<svg height="100%" width="100%" viewBox="0 0 24 12">')).toEqual({ width: 24, height: 12 });
    expect(sizeOf('<svg width="100%">')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { escapeCell, escapeProse, frontmatter } from '../../../../generator/plugins/referenceSolidity/markdownText.js';

describe('escapeProse', () => {
  it('escapes what markdown, math and directives would read as markup', () => {
    expect(escapeProse('a < b, {x}, [y], 2**96, $5, see:note, 1:1, _private')).toBe('a \\< b, \\{x\\}, \\[y\\], 2\\*\\*96, \\$5, see\\:note, 1\\:1, \\_private');
  });

  it('leaves code spans, intra-word underscores and lists alone', () => {
    expect(escapeProse('use `a < b` and snake_case\n- item')).toBe('use `a < b` and snake_case\n- item');
  });

  it('escapes a # that would start a heading', () => {
    expect(escapeProse('#initialize')).toBe('\\#initialize');
  });
});

describe('escapeCell', () => {
  it('puts text on one line and escapes pipes, also inside code', () => {
    expect(escapeCell('a | b\nc `x|y`')).toBe('a \\| b c `x\\|y`');
  });
});

describe('frontmatter', () => {
  it('writes strings as JSON strings and leaves out undefined fields', () => {
    expect(frontmatter({ id: 'a', title: 'Say "hi": yes', sidebar_position: 2, description: undefined })).toBe('---\nid: "a"\ntitle: "Say \\"hi\\": yes"\nsidebar_position: 2\n---');
  });
});

// @ts-check
// The stylesheets of the built site (scripts/build-dist.mjs) lose their
// comments and blank lines, and nothing else: every rule and every string
// is kept as it was.

import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { cssWithoutComments } from '../scripts/build-dist.mjs';
import { WWW } from './helpers.mjs';

test('a stylesheet loses its comments and blank lines, and keeps its strings whole', () => {
  const css = [
    '/* The page. */',
    'a { color: red; } /* a note */',
    '',
    '',
    'b::before { content: "/* not a comment */"; }   ',
    "i::after { content: 'it\\'s /* kept */'; }",
    '/* two',
    '   lines */ p { margin: 0; }',
    'q::before { content: "a \\" /* still a string */"; }',
  ].join('\n');
  assert.equal(
    cssWithoutComments(css),
    [
      '',
      'a { color: red; }',
      'b::before { content: "/* not a comment */"; }',
      "i::after { content: 'it\\'s /* kept */'; }",
      ' p { margin: 0; }',
      'q::before { content: "a \\" /* still a string */"; }',
    ].join('\n'),
  );
});

test('the site’s own stylesheets keep every rule, only their comments gone', () => {
  const sheets = readdirSync(WWW).filter((name) => name.endsWith('.css'));
  assert.ok(sheets.length >= 4, `the site's stylesheets (${sheets})`);
  let before = 0;
  let after = 0;
  for (const name of sheets) {
    const css = readFileSync(path.join(WWW, name), 'utf8');
    const stripped = cssWithoutComments(css);
    assert.ok(!stripped.includes('/*'), `${name}: no comment left`);
    // Their strings hold no comment marks, so a plain cut of every comment is the reference.
    const squeeze = (/** @type {string} */ text) => text.replace(/\s+/g, '');
    assert.equal(squeeze(stripped), squeeze(css.replace(/\/\*[\s\S]*?\*\//g, '')), `${name}: the same rules`);
    before += css.length;
    after += stripped.length;
  }
  assert.ok(after < before * 0.8, `${before} characters of stylesheets, ${after} without comments`);
});

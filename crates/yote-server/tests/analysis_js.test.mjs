// The analysis page's pure modules in Node.js (run by tests/analysis_js.rs): records read as
// the server writes them, scores turned to White's view, and the marks at their thresholds.
// Argument: a JSON file { record, actions } (a record written by the server's record module).

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { readRecord } from '../../../web/analysis/record.js';
import { WIN, BLUNDER, MISTAKE, whiteValue, resultValue, mark, scoreText } from '../../../web/analysis/judge.js';

const given = JSON.parse(readFileSync(process.argv[2], 'utf8'));

// A record as the server writes it: every tag, turn numbers, clock comments, the result.
const read = readRecord(given.record);
assert.equal(read.error, undefined);
assert.equal(read.tags.get('Rules'), 'standard');
assert.deepEqual(read.actions.map((a) => a.action), given.actions);

// Comments, a turn starting with Black, a `;` comment, an escaped quote in a tag.
const other = readRecord('[Rules "standard,rows=6"]\n[White "A \\"B\\""]\n[Result "*"]\n\n1... @a1 {a\ncomment} 2. @b2 ; @c3 ignored\n@d4 *\n');
assert.equal(other.tags.get('White'), 'A "B"');
assert.deepEqual(other.actions, [{ action: '@a1', line: 5 }, { action: '@b2', line: 6 }, { action: '@d4', line: 7 }]);
assert.deepEqual(readRecord('  \n'), { error: 'record-empty', args: {} });
assert.deepEqual(readRecord('[Result "*"]\n\n1. @a1 *'), { error: 'record-no-rules', args: {} });

// Scores: the side to move's, turned to White's view.
assert.equal(whiteValue('123', 'w'), 123);
assert.equal(whiteValue('123', 'b'), -123);
assert.equal(whiteValue('win 3', 'w'), WIN - 3);
assert.equal(whiteValue('win 3', 'b'), -(WIN - 3));
assert.equal(whiteValue('loss 0', 'w'), -WIN);
assert.equal(resultValue('1-0'), WIN);
assert.equal(resultValue('0-1'), -WIN);
assert.equal(resultValue('1/2-1/2'), 0);

// Marks at their thresholds, for either mover.
assert.equal(BLUNDER, 150);
assert.equal(MISTAKE, 60);
assert.equal(mark('w', 0, -59), null);
assert.equal(mark('w', 0, -60), 'mistake');
assert.equal(mark('w', 0, -149), 'mistake');
assert.equal(mark('w', 0, -150), 'blunder');
assert.equal(mark('b', 0, 150), 'blunder');
assert.equal(mark('b', 0, -500), null, 'a better position for Black');
assert.equal(mark('w', 300, 200), 'mistake');
// Found wins and losses.
assert.equal(mark('w', 50, -(WIN - 4)), 'blunder', 'a forced loss where there was none');
assert.equal(mark('w', -(WIN - 6), -(WIN - 2)), null, 'lost already: nothing is marked');
assert.equal(mark('b', WIN - 6, WIN - 2), null, 'lost already, for Black');
assert.equal(mark('w', WIN - 5, 120), 'mistake', 'a win thrown away');
assert.equal(mark('w', WIN - 5, -200), 'blunder', 'a win thrown away into a bad position');
assert.equal(mark('w', WIN - 5, WIN - 9), null, 'still winning');
assert.equal(mark('b', -(WIN - 5), -(WIN - 7)), null, 'still winning, for Black');

// Words.
const t = (id, args = {}) => `${id}(${Object.entries(args).map(([k, v]) => `${k}=${v}`).join(',')})`;
assert.equal(scoreText(102, t), '+1.02');
assert.equal(scoreText(-40, t), '−0.40');
assert.equal(scoreText(0, t), '0.00');
assert.equal(scoreText(WIN - 3, t), 'win(side=white(),n=3)');
assert.equal(scoreText(-(WIN - 1), t), 'win(side=black(),n=1)');

console.log('analysis modules: all checks passed');

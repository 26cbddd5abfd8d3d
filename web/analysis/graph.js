// The evaluation graph: White's advantage after each ply as inline SVG, one point per position
// (ply 0, the start, to the last), above the middle line when White is better. Values are drawn
// up to ±LIMIT hundredths of a piece (six pieces: beyond it a game is decided); a found win sits
// at the edge. A click on a point (or near it) goes to that ply; the table beside it is the
// text alternative.

import { isWin } from './judge.js';

const SVG = 'http://www.w3.org/2000/svg';
const LIMIT = 600;
const W = 600;
const H = 200;
const PAD = 10;

function el(name, attrs, parent) {
  const e = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  parent.appendChild(e);
  return e;
}

/** Draws `values` (White's view, one per ply from 0; null where not yet known) into `svg`;
 * `marks[i]` marks the action that led to ply i; `current` is the ply shown. */
export function drawGraph(svg, values, marks, current, pointLabel) {
  svg.replaceChildren();
  const n = values.length;
  const x = (i) => PAD + (n <= 1 ? 0 : (i * (W - 2 * PAD)) / (n - 1));
  const y = (v) => {
    const c = isWin(v) ? Math.sign(v) * LIMIT : Math.max(-LIMIT, Math.min(LIMIT, v));
    return H / 2 - (c / LIMIT) * (H / 2 - PAD);
  };
  el('rect', { class: 'an-graph-black', x: 0, y: H / 2, width: W, height: H / 2 }, svg);
  el('line', { class: 'an-graph-mid', x1: 0, y1: H / 2, x2: W, y2: H / 2 }, svg);
  if (current !== null && current < n) {
    el('line', { class: 'an-graph-now', x1: x(current), y1: 0, x2: x(current), y2: H }, svg);
  }
  const known = values.map((v, i) => [i, v]).filter(([, v]) => v !== null);
  if (known.length > 1) {
    const d = known.map(([i, v], k) => `${k ? 'L' : 'M'}${x(i).toFixed(1)} ${y(v).toFixed(1)}`).join(' ');
    el('path', { class: 'an-graph-area', d: `${d} L${x(known[known.length - 1][0]).toFixed(1)} ${H / 2} L${x(known[0][0]).toFixed(1)} ${H / 2} Z` }, svg);
    el('path', { class: 'an-graph-line', d }, svg);
  }
  for (const [i, v] of known) {
    const cls = ['an-pt'];
    if (marks[i]) cls.push(marks[i]);
    if (i === current) cls.push('now');
    const c = el('circle', { class: cls.join(' '), cx: x(i), cy: y(v), r: marks[i] ? 7 : 4, 'data-ply': i }, svg);
    el('title', {}, c).textContent = pointLabel(i, v);
  }
  // Wide invisible bands, one per ply, so that a finger hits a point on a phone.
  for (let i = 0; i < n; i++) {
    const half = n <= 1 ? W / 2 : (W - 2 * PAD) / (n - 1) / 2;
    el('rect', { class: 'an-hit', x: x(i) - half, y: 0, width: 2 * half, height: H, 'data-ply': i }, svg);
  }
}
